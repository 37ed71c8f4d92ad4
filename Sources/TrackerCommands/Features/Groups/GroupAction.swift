import TrackerCore

/// What members do in a group chat: its challenge, its settings, and whether they may be
/// called by name. The sender acts for themselves; only admins change the group's settings.
public enum GroupAction: Sendable, Hashable {
    /// Starts the group's challenge; the starter joins it. `length` is in the schedule's unit.
    case startChallenge(habit: String, length: Int, schedule: HabitSchedule = .daily)
    /// The running challenge's day and who checked in today.
    case challengeStatus
    /// Ends the running challenge before its last day: its starter or an admin.
    case endChallenge
    /// Joins the running challenge, or restarts the sender's broken run in it.
    case join
    /// The Join button under a challenge's announcement, which anyone in the group may press:
    /// joins that challenge if it still runs, and shows the announcement with its members.
    case joinFromAnnouncement(challengeID: Int64)
    /// The ✅ under a member's message about a challenge, which anyone in it may press: the
    /// presser's check-in in that challenge, answered for the group to see.
    case checkIn(challengeID: Int64)
    /// Leaves the running challenge; the sender's habit stays in their private habits.
    case leave
    /// The leaderboard.
    case board
    /// The group's settings.
    case settings
    /// The time of the daily summary (admins).
    case summaryTime(TimeOfDay)
    /// The group's time zone (admins).
    case timeZone(ResolvedZone)
    /// Whether the sender may be @-mentioned in this group (`/nudgeme on|off`).
    case mentions(Bool)
}

extension GroupAction: FeatureAction {
    typealias Owner = GroupFeature
}

extension Action {
    /// A group chat's action: what ``GroupAction`` asks for.
    public static func group(_ action: GroupAction) -> Action { Action(action) }
}
