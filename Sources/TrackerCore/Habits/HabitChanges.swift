/// Why a change to a habit is refused.
public enum HabitChangeRefusal: Error, Sendable, Hashable {
    /// Under the new days or target, the run going now would have broken on this day. A
    /// change never breaks a run after the fact: reset it first, or keep the rules.
    case wouldBreak(missedOn: LocalDate)
    /// The run has already reached this many days (or weeks): a shorter program would have
    /// to complete without the check-in that completes a program.
    case alreadyReached(Int)
}

/// The rules for changing a habit while its run goes on, and for taking a check-in back.
public enum HabitChanges {
    /// Checks `changed` (new days, target or length) against the current run of `habit`.
    /// A broken or completed run may change freely: it starts over on reset anyway.
    /// `terms` and `changedTerms` are the rules over time before and after the change, when
    /// they differ from `weekStart` and the habits' schedules on every day.
    public static func check(
        _ changed: Habit, was habit: Habit, log: HabitLog, today: LocalDate, weekStart: Weekday = .monday,
        terms: HabitTerms? = nil, changedTerms: HabitTerms? = nil, isPaused: (LocalDate) -> Bool
    ) -> HabitChangeRefusal? {
        let before = HabitProgress.evaluate(
            habit, log: log, today: today, terms: terms ?? HabitTerms(habit.schedule, weekStart: weekStart),
            isPaused: isPaused)
        guard case .active = before.state else { return nil }
        let after = HabitProgress.evaluate(
            changed, log: log, today: today,
            terms: changedTerms ?? HabitTerms(changed.schedule, weekStart: weekStart), isPaused: isPaused)
        if case .broken(let missed) = after.state { return .wouldBreak(missedOn: missed) }
        return after.reached >= changed.length ? .alreadyReached(after.reached) : nil
    }

    /// `habit` after its last amount today was taken back, leaving `log`: a program that the
    /// taken-back check-in had completed today is open again.
    public static func afterTakingBack(
        _ habit: Habit, log: HabitLog, today: LocalDate, weekStart: Weekday = .monday,
        terms: HabitTerms? = nil,
        isPaused: (LocalDate) -> Bool
    ) -> Habit {
        guard habit.completedOn == today else { return habit }
        var reopened = habit
        reopened.completedOn = nil
        let progress = HabitProgress.evaluate(
            reopened, log: log, today: today,
            terms: terms ?? HabitTerms(habit.schedule, weekStart: weekStart),
            isPaused: isPaused)
        return progress.reached >= habit.length ? habit : reopened
    }
}
