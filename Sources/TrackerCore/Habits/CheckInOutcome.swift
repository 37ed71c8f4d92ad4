/// What a check-in attempt leads to.
public enum CheckInOutcome: Sendable, Hashable {
    /// Recorded on a strict daily habit; the run is now on `day` of `length`.
    case recorded(day: Int, streak: Int)
    /// Recorded, and it was the program's last day (or week).
    case programCompleted
    case alreadyCheckedIn
    case broken(missedOn: LocalDate)
    case alreadyCompleted(on: LocalDate)
    /// Recorded on a habit with a schedule or an amount, and it counted: a due day reached
    /// its target, or a week moved towards its target. `after` is the run with it.
    case counted(after: HabitProgress)
    /// Recorded, but nothing more was asked for: a day that is not due, a week that had
    /// reached its target, or an amount beyond a day's target already reached.
    case extra(after: HabitProgress)
    /// An amount recorded; the day's total has not reached its target yet.
    case partial(after: HabitProgress)

    /// Whether the check-in is stored.
    public var isRecorded: Bool {
        switch self {
        case .recorded, .programCompleted, .counted, .extra, .partial: return true
        case .alreadyCheckedIn, .broken, .alreadyCompleted: return false
        }
    }

    /// Decides a check-in on `today` for a strict daily run in `progress`.
    public static func decide(_ progress: HabitProgress) -> CheckInOutcome {
        switch progress.state {
        case .completed(let on): return .alreadyCompleted(on: on)
        case .broken(let missed): return .broken(missedOn: missed)
        case .active:
            if progress.checkedToday { return .alreadyCheckedIn }
            let day = progress.checkIns + 1
            return day >= progress.length
                ? .programCompleted : .recorded(day: day, streak: progress.streak + 1)
        }
    }

    /// Decides a check-in of `amount` on `today` for any habit. The strict daily program
    /// decides exactly as ``decide(_:)``. A habit without amounts takes one check-in a day;
    /// a measurable one adds each amount to the day's total.
    ///
    /// - Parameters:
    ///   - log: the current run's log before this check-in.
    ///   - terms: the rules over time, when they changed; else `habit`'s schedule and
    ///     `weekStart` on every day.
    public static func decide(
        _ habit: Habit, log: HabitLog, adding amount: Int, today: LocalDate, weekStart: Weekday = .monday,
        terms: HabitTerms? = nil, isPaused: (LocalDate) -> Bool
    ) -> CheckInOutcome {
        let terms = terms ?? HabitTerms(habit.schedule, weekStart: weekStart)
        let before = HabitProgress.evaluate(habit, log: log, today: today, terms: terms, isPaused: isPaused)
        if habit.schedule.isStrictDaily { return decide(before) }
        switch before.state {
        case .completed(let on): return .alreadyCompleted(on: on)
        case .broken(let missed): return .broken(missedOn: missed)
        case .active: break
        }
        if habit.schedule.measure == nil && before.checkedToday { return .alreadyCheckedIn }
        let after = HabitProgress.evaluate(
            habit, log: log.adding(amount, on: today), today: today, terms: terms, isPaused: isPaused)
        if !after.today.isMet { return .partial(after: after) }
        if before.today.isMet || !before.today.isDue { return .extra(after: after) }
        return after.reached >= habit.length ? .programCompleted : .counted(after: after)
    }
}
