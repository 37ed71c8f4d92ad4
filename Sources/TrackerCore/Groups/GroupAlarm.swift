/// The kinds of message the bot sends to a group first, each from its own row of the
/// group schedule.
///
/// Stored as the raw value: never renumber a case.
public enum GroupReminderKind: Int, Sendable, Hashable, CaseIterable, Codable, Comparable {
    /// At the group's summary time: the challenge's day and who checked in.
    case summary = 1
    /// An hour before the group's day ends: members who opted in and have not checked in.
    case lastCall = 2

    /// In declaration order: summaries before last calls.
    public static func < (lhs: GroupReminderKind, rhs: GroupReminderKind) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

/// One recurring message a group should get, with when it recurs in the group's zone.
public struct GroupAlarm: Sendable {
    /// Which of the group's messages this is.
    public var kind: GroupReminderKind
    /// When it comes, in the group's zone.
    public var schedule: LocalTimeSchedule

    /// An alarm for `kind` at the times of `schedule`.
    public init(kind: GroupReminderKind, schedule: LocalTimeSchedule) {
        self.kind = kind
        self.schedule = schedule
    }

    /// The messages `group` should get: none without a running challenge, the summary with
    /// one, and the last call only while a member of it agreed to be mentioned.
    public static func alarms(for group: GroupChat, hasRunningChallenge: Bool, hasMentionableMembers: Bool)
        -> [GroupAlarm]
    {
        guard hasRunningChallenge else { return [] }
        let calendar = group.calendar
        var alarms = [
            GroupAlarm(kind: .summary, schedule: LocalTimeSchedule(time: group.summaryAt, calendar: calendar))
        ]
        if hasMentionableMembers {
            alarms.append(
                GroupAlarm(
                    kind: .lastCall,
                    schedule: LocalTimeSchedule(time: GroupChat.lastCallAt, calendar: calendar)))
        }
        return alarms
    }
}
