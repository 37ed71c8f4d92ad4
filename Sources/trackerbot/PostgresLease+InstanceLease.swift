import BotRuntime
import PostgresStore

/// The lease `trackerbot run` leads under on PostgreSQL.
extension PostgresLease: InstanceLease {
    /// The one lease of all the leader's work: polling, the Matrix sync, sending, reminders
    /// and jobs (``LeaderService`` says why one).
    static let leaderName = "leader"
}
