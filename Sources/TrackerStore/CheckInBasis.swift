import TrackerCore

/// What deciding a check-in of a habit reads: the habit's current run and the rules its days
/// are judged by. A store whose every statement is a round trip reads it at once.
public struct CheckInBasis: Sendable, Hashable {
    /// All the user's pauses, past ones included, as ``PauseStore/all(of:)`` gives them.
    public var pauses: [Pause]
    /// The user's week start over time, as ``UserStore/weekStarts(of:)`` gives it.
    public var weekStarts: RuleTimeline<Weekday>
    /// The amounts checked in during the habit's current run, as
    /// ``HabitStore/currentLog(of:)`` gives them.
    public var log: HabitLog
    /// The habit's schedule over time, as ``HabitStore/schedules(of:)`` gives it.
    public var schedules: RuleTimeline<HabitSchedule>

    /// The rules the days of `habit`, the habit read, are judged by.
    public func terms(of habit: Habit) -> HabitTerms {
        HabitTerms(of: habit, schedules: schedules, weekStarts: weekStarts)
    }

    /// The basis made of the four reads.
    public init(
        pauses: [Pause], weekStarts: RuleTimeline<Weekday>, log: HabitLog,
        schedules: RuleTimeline<HabitSchedule>
    ) {
        self.pauses = pauses
        self.weekStarts = weekStarts
        self.log = log
        self.schedules = schedules
    }
}
