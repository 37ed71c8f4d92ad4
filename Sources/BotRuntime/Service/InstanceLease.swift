import ServiceLifecycle

/// The right to do the work one instance of the bot at a time may do, when several
/// instances serve one bot from one database (`PostgresLease` on PostgreSQL).
///
/// ``LeaderService`` takes it, runs the leader's work while it is held, and stops that work
/// as soon as ``lost()`` returns.
public protocol InstanceLease: AnyObject, Sendable {
    /// Waits until this instance holds the lease; throws `CancellationError` when the task is
    /// cancelled (or the lease closed) first.
    func acquire() async throws

    /// Returns when the lease this instance held is lost; at once when it is not held.
    func lost() async

    /// Gives the lease up for good, so that another instance can take it at once; a waiting
    /// ``lost()`` returns.
    func close()
}

/// Told when this instance takes the lease and when it loses it: what `/readyz` shows.
public protocol LeadershipObserver: Sendable {
    /// This instance holds the lease now (`true`), or stands by (`false`).
    func leading(_ isLeading: Bool)
}

/// A service whose work splits between the instances of a bot that share one database: a
/// part every instance runs (a webhook's route, which a load balancer posts to) and the rest,
/// which one instance at a time runs under the ``InstanceLease``.
public protocol InstanceSharedService: Sendable {
    /// What every instance runs, leader or not; `nil` when nothing.
    var everyInstance: (any Service)? { get }
    /// What the instance holding the lease runs.
    var leaderOnly: any Service { get }
}
