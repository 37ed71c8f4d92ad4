/// What a habit's days are judged by, as it was on each day: its schedule and the user's
/// week start. A change takes effect from a day on and leaves the days before it under the
/// rule they had, so no view ever judges the past by a rule made later.
public struct HabitTerms: Sendable, Hashable {
    /// The habit's schedule over time.
    public var schedules: RuleTimeline<HabitSchedule>
    /// The user's first day of the week over time, which weekly periods follow.
    public var weekStarts: RuleTimeline<Weekday>

    /// Terms from the two timelines.
    public init(schedules: RuleTimeline<HabitSchedule>, weekStarts: RuleTimeline<Weekday>) {
        self.schedules = schedules
        self.weekStarts = weekStarts
    }

    /// The terms of `habit`: its schedule over time, and the user's week start over time as
    /// it applies to the habit. A week start chosen before the habit was made applies to all
    /// of it, also when it takes effect for the user's older habits only after the week they
    /// are in: only a week a habit had begun keeps the start it began with.
    public init(of habit: Habit, schedules: RuleTimeline<HabitSchedule>, weekStarts: RuleTimeline<Weekday>) {
        self.init(schedules: schedules, weekStarts: weekStarts.decided(after: habit.createdAt))
    }

    /// Terms that never changed: `schedule` and `weekStart` on every day.
    public init(_ schedule: HabitSchedule, weekStart: Weekday = .monday) {
        self.init(schedules: RuleTimeline(schedule), weekStarts: RuleTimeline(weekStart))
    }

    /// The schedule in force on `day`.
    public func schedule(on day: LocalDate) -> HabitSchedule { schedules.value(on: day) }

    /// The days on which periods of `role` change their shape: a new week start, or a new
    /// frequency that changes the kind of period (a day, or a week with its cap). Otherwise a
    /// week keeps its days, each judged by the schedule in force on it.
    func boundaries(of role: HabitPeriod.Role) -> [LocalDate] {
        let kinds = RuleTimeline(
            HabitPeriod.kind(of: role, schedules.current.frequency),
            earlier: schedules.earlier.map {
                .init(HabitPeriod.kind(of: role, $0.value.frequency), through: $0.through)
            })
        return (kinds.changes + weekStarts.changes).sorted()
    }

    /// The first day new days or a new weekly target may take effect without re-judging a
    /// period that has begun: tomorrow between daily habits and chosen weekdays, whose days
    /// are judged one by one; the first day of the next week when a weekly target is involved.
    public func firstDay(for frequency: HabitFrequency, after today: LocalDate) -> LocalDate {
        let old = HabitPeriod.kind(of: .breaking, schedule(on: today).frequency)
        if old == .day && HabitPeriod.kind(of: .breaking, frequency) == .day { return today.adding(days: 1) }
        return firstDayOfNextWeek(after: today)
    }

    /// The first day a new week start may take effect: the day after the current week ends.
    public func firstDayOfNextWeek(after today: LocalDate) -> LocalDate {
        var terms = self
        terms.schedules = RuleTimeline(HabitSchedule(frequency: .weekly(times: 1)))
        return HabitPeriod(.program, containing: today, terms: terms).last.adding(days: 1)
    }
}
