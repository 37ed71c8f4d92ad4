/// The kinds of message the bot sends first, each from its own row of the schedule.
///
/// Stored as the raw value: never renumber a case.
public enum ReminderKind: Int, Sendable, Hashable, CaseIterable, Codable, Comparable {
    /// At the user's remind time: habits not yet checked in, and goal deadlines coming up.
    case nudge = 1
    /// At the user's warn time: runs that break at the day boundary unless checked in.
    case warning = 2
    /// At the user's day boundary: runs that broke on the day that just ended.
    case dayEnd = 3
    /// At a routine's time on its days: the day's checklist. One row per routine.
    case routine = 4

    /// Reminders in declaration order, so a digest's parts come in a fixed order.
    public static func < (lhs: ReminderKind, rhs: ReminderKind) -> Bool { lhs.rawValue < rhs.rawValue }
}
