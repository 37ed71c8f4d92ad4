/// Decides what each kind of reminder says on a user's local day, from plain values.
///
/// Nothing is said about what is done: a checked habit, a completed program, a finished
/// routine or a completed goal. Paused days are the caller's to skip (they never fire).
///
/// A program completes only through the check-in of its last day, and that check-in's reply
/// is its celebration; no reminder celebrates it a second time.
public enum ReminderRules {
    /// A habit with the days checked in during its current run.
    public struct HabitState: Sendable {
        public var habit: Habit
        public var checkIns: Set<LocalDate>

        public init(habit: Habit, checkIns: Set<LocalDate>) {
            self.habit = habit
            self.checkIns = checkIns
        }
    }

    /// Days before a deadline on which the nudge mentions a goal; -1 is the day after it.
    public static let goalReminderDays: Set<Int> = [7, 1, 0, -1]

    /// The nudge: habits still running and not checked in on `day`, in the order given.
    public static func unchecked(_ habits: [HabitState], on day: LocalDate, isPaused: (LocalDate) -> Bool)
        -> [Habit]
    {
        habits.filter { state in
            let progress = HabitProgress.evaluate(
                state.habit, checkIns: state.checkIns, today: day, isPaused: isPaused)
            guard case .active = progress.state else { return false }
            return !progress.checkedToday
        }.map(\.habit)
    }

    /// The warning: runs that a day without a check-in would break, with their streaks.
    ///
    /// A run's first day may be skipped without breaking it, so it is not at risk.
    public static func atRisk(_ habits: [HabitState], on day: LocalDate, isPaused: (LocalDate) -> Bool)
        -> [ReminderDigest.HabitRun]
    {
        habits.compactMap { state in
            guard day > state.habit.runStartedOn else { return nil }
            let progress = HabitProgress.evaluate(
                state.habit, checkIns: state.checkIns, today: day, isPaused: isPaused)
            guard case .active = progress.state, !progress.checkedToday else { return nil }
            return ReminderDigest.HabitRun(habit: state.habit, streak: progress.streak)
        }
    }

    /// The day-end message on `day`: runs broken by the day before, each reported on the
    /// one day after its miss, with the streak they had reached.
    public static func broken(_ habits: [HabitState], on day: LocalDate, isPaused: (LocalDate) -> Bool)
        -> [ReminderDigest.HabitRun]
    {
        let missed = day.adding(days: -1)
        return habits.compactMap { state in
            let progress = HabitProgress.evaluate(
                state.habit, checkIns: state.checkIns, today: day, isPaused: isPaused)
            guard case .broken(let missedOn) = progress.state, missedOn == missed else { return nil }
            let before = HabitProgress.evaluate(
                state.habit, checkIns: state.checkIns, today: missed, isPaused: isPaused)
            return ReminderDigest.HabitRun(habit: state.habit, streak: before.streak)
        }
    }

    /// The goal deadlines the nudge on `day` mentions, soonest first.
    public static func goalsDue(_ goals: [Goal], on day: LocalDate) -> [ReminderDigest.GoalDue] {
        goals.compactMap { goal in
            guard !goal.isCompleted, let deadline = goal.deadline else { return nil }
            let left = GoalRules.daysLeft(until: deadline, today: day)
            return goalReminderDays.contains(left) ? ReminderDigest.GoalDue(goal: goal, daysLeft: left) : nil
        }.sorted { ($0.daysLeft, $0.goal.id ?? 0) < ($1.daysLeft, $1.goal.id ?? 0) }
    }

    /// Whether a routine's reminder on `day` is worth sending: it is due and has steps left.
    public static func routineDue(_ routine: Routine, checklist: RoutineChecklist, on day: LocalDate) -> Bool
    {
        routine.isDue(on: day) && checklist.total > 0 && !checklist.isComplete
    }
}
