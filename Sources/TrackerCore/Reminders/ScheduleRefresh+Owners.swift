import Foundation

extension ScheduleRefresh {
    /// A user's reminder entry within that user's schedule: the primary key without the user.
    public struct ReminderKey: Sendable, Hashable {
        /// Which reminder; a user has at most one entry per kind and item.
        public var kind: ReminderKind
        /// The routine's id for a routine reminder, 0 for the others.
        public var itemID: Int64

        /// The key of the `kind` reminder for item `itemID` (0 unless `kind` is `.routine`).
        public init(kind: ReminderKind, itemID: Int64) {
            self.kind = kind
            self.itemID = itemID
        }
    }

    /// What refreshing `user`'s reminder schedule writes, from what their reminders depend on
    /// (read by the store in its own transaction): their ``ReminderAlarm``s, due on days none
    /// of `pauses` covers, planned by ``reminders(alarms:existing:now:skipping:)``.
    public static func userReminders(
        of user: User, hasActiveHabits: Bool, hasGoalDeadlines: Bool, routines: [Routine], pauses: [Pause],
        existing: [ReminderKey: Entry], now: Date
    ) -> Plan<ReminderKey> {
        let alarms = ReminderAlarm.alarms(
            for: user, hasActiveHabits: hasActiveHabits, hasGoalDeadlines: hasGoalDeadlines,
            routines: routines)
        return reminders(
            alarms: alarms.map { (ReminderKey(kind: $0.kind, itemID: $0.itemID), $0.schedule) },
            existing: existing, now: now, skipping: { PauseRules.isPaused($0, in: pauses) })
    }

    /// What refreshing a group's schedule writes: the messages of its ``GroupAlarm``s (none
    /// when the group is not known, `group` being `nil`), planned by
    /// ``groupMessages(alarms:existing:now:)``.
    public static func groupMessages(
        of group: GroupChat?, hasRunningChallenge: Bool, hasMentionableMembers: Bool,
        existing: [GroupReminderKind: Entry], now: Date
    ) -> Plan<GroupReminderKind> {
        let alarms =
            group.map {
                GroupAlarm.alarms(
                    for: $0, hasRunningChallenge: hasRunningChallenge,
                    hasMentionableMembers: hasMentionableMembers)
            } ?? []
        return groupMessages(alarms: alarms.map { ($0.kind, $0.schedule) }, existing: existing, now: now)
    }
}
