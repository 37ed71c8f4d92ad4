/// A habit with every amount ever checked in, across its runs, and the local day it was
/// created: what its days over a year are judged on.
public struct HabitHistory: Sendable, Hashable {
    public var habit: Habit
    /// The user's local day the habit was created; it asked for nothing before.
    public var createdOn: LocalDate
    /// Every run's amounts, totalled per local day.
    public var log: HabitLog

    public init(habit: Habit, createdOn: LocalDate, log: HabitLog) {
        self.habit = habit
        self.createdOn = createdOn
        self.log = log
    }

    /// Whether the day's total reached the daily target.
    public func isMet(_ day: LocalDate) -> Bool { log.total(on: day) >= habit.schedule.dailyTarget }

    /// Whether the habit could be checked in for `day`: it existed, its program had not been
    /// completed before, and its schedule counts that weekday (any day, for a weekly target).
    public func asks(for day: LocalDate) -> Bool {
        day >= createdOn && (habit.completedOn.map { day <= $0 } ?? true)
            && habit.schedule.frequency.counts(on: day.weekday)
    }

    /// Whether the habit wanted a check-in on `day` itself: it asks for the day and is daily or
    /// due on its weekday. A weekly target's days are each optional, so it expects none.
    public func expects(_ day: LocalDate) -> Bool {
        if case .weekly = habit.schedule.frequency { return false }
        return asks(for: day)
    }
}
