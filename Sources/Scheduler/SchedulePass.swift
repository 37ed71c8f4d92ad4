import Foundation
import TrackerCore
import TrackerStore

/// One pass over a platform's schedules at one instant, inside one transaction: the groups'
/// messages, then the users' reminders, each kind at most `limit` due rows.
struct SchedulePass: Sendable {
    let now: Date
    let limit: Int
    private let groups: ScheduleFiring<GroupMessages>
    private let users: ScheduleFiring<UserReminders>

    /// - Parameter grace: how late a message may still be sent (after downtime).
    init(platform: Platform, now: Date, limit: Int, grace: TimeInterval) {
        self.now = now
        self.limit = limit
        groups = ScheduleFiring(messages: GroupMessages(platform: platform), grace: grace)
        users = ScheduleFiring(messages: UserReminders(platform: platform), grace: grace)
    }

    /// Fires what is due; the caller commits it all together.
    func run(in tx: any StoreTransaction) throws -> FiringOutcome {
        let groupOutcome = try groups.run(now: now, limit: limit, in: tx)
        return groupOutcome + (try users.run(now: now, limit: limit, in: tx))
    }
}
