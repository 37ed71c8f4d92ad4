/// Decides what each kind of reminder says on a user's local day, from plain values.
///
/// Nothing is said about what is done: a checked habit, a completed program, a finished
/// routine or a completed goal. Paused days are the caller's to skip (they never fire).
///
/// A program completes only through the check-in of its last day, and that check-in's reply
/// is its celebration; no reminder celebrates it a second time.
public enum ReminderRules {
    /// A habit with its current run's log.
    public struct HabitState: Sendable {
        /// The habit.
        public var habit: Habit
        /// The current run's amounts by day.
        public var log: HabitLog
        /// The rules each day is judged by, when they changed over time; else the habit's
        /// schedule and the given week start on every day.
        public var terms: HabitTerms?

        /// A habit's state from its current run's `log`, judged by `terms` when they changed over time.
        public init(habit: Habit, log: HabitLog, terms: HabitTerms? = nil) {
            self.habit = habit
            self.log = log
            self.terms = terms
        }

        /// A habit checked in without amounts on `checkIns`.
        public init(habit: Habit, checkIns: Set<LocalDate>) {
            self.init(habit: habit, log: HabitLog(days: checkIns))
        }

        /// Days checked in during the current run.
        public var checkIns: Set<LocalDate> { log.days }

        func progress(on day: LocalDate, weekStart: Weekday, isPaused: (LocalDate) -> Bool) -> HabitProgress {
            HabitProgress.evaluate(
                habit, log: log, today: day, terms: terms ?? HabitTerms(habit.schedule, weekStart: weekStart),
                isPaused: isPaused)
        }
    }

    /// Days before a deadline on which the nudge mentions a goal; -1 is the day after it.
    public static let goalReminderDays: Set<Int> = [7, 1, 0, -1]

    /// The nudge: habits still running that are open on `day` (due, and not reached yet),
    /// in the order given. A habit on chosen days is open only on those days; a weekly target
    /// only while its week still needs days; an amount until the day's total is reached.
    public static func unchecked(
        _ habits: [HabitState], on day: LocalDate, weekStart: Weekday = .monday, isPaused: (LocalDate) -> Bool
    ) -> [Habit] {
        habits.filter { state in
            let progress = state.progress(on: day, weekStart: weekStart, isPaused: isPaused)
            guard case .active = progress.state else { return false }
            return progress.today.isOpen
        }.map(\.habit)
    }

    /// The warning: runs that break at the end of `day` unless it is checked in (or its
    /// amount reached), with their streaks. A run's first day may be skipped, a day that
    /// is not due breaks nothing, and a weekly target is at risk only on the day its week
    /// would become impossible.
    public static func atRisk(
        _ habits: [HabitState], on day: LocalDate, weekStart: Weekday = .monday, isPaused: (LocalDate) -> Bool
    ) -> [ReminderDigest.HabitRun] {
        habits.compactMap { state in
            let progress = state.progress(on: day, weekStart: weekStart, isPaused: isPaused)
            guard case .active = progress.state, !progress.today.isMet else { return nil }
            let tomorrow = state.progress(on: day.adding(days: 1), weekStart: weekStart, isPaused: isPaused)
            guard case .broken(let missedOn) = tomorrow.state, missedOn == day else { return nil }
            return ReminderDigest.HabitRun(habit: state.habit, streak: progress.streak, progress: progress)
        }
    }

    /// The day-end message on `day`: runs broken by the day before, each reported on the
    /// one day after its miss, with the streak they had reached.
    public static func broken(
        _ habits: [HabitState], on day: LocalDate, weekStart: Weekday = .monday, isPaused: (LocalDate) -> Bool
    ) -> [ReminderDigest.HabitRun] {
        let missed = day.adding(days: -1)
        return habits.compactMap { state in
            let progress = state.progress(on: day, weekStart: weekStart, isPaused: isPaused)
            guard case .broken(let missedOn) = progress.state, missedOn == missed else { return nil }
            let before = state.progress(on: missed, weekStart: weekStart, isPaused: isPaused)
            return ReminderDigest.HabitRun(habit: state.habit, streak: before.streak, progress: before)
        }
    }

    /// Where each habit beyond the strict daily program stands on `day`, by id: what the
    /// nudge says next to its name ("5/8 glasses", "1 of 3 this week").
    public static func standings(
        _ habits: [HabitState], on day: LocalDate, weekStart: Weekday = .monday, isPaused: (LocalDate) -> Bool
    ) -> [Int64: HabitProgress] {
        var standings: [Int64: HabitProgress] = [:]
        for state in habits where !state.habit.schedule.isStrictDaily {
            guard let id = state.habit.id else { continue }
            standings[id] = state.progress(on: day, weekStart: weekStart, isPaused: isPaused)
        }
        return standings
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
