/// What one reminder message says: everything due for one user at one instant, gathered
/// from the reminders that fire together. Empty parts are left out; an empty digest is not
/// sent at all.
public struct ReminderDigest: Sendable, Hashable {
    /// A habit whose run is at stake, with the run's length in days so far.
    public struct HabitRun: Sendable, Hashable {
        /// The habit.
        public var habit: Habit
        /// In the habit's ``HabitSchedule/streakUnit``.
        public var streak: Int
        /// Where the run stood on the day at stake, for what the message says about a week
        /// or an amount; `nil` when not known.
        public var progress: HabitProgress?

        /// A run of `habit` with its streak and, when known, its progress.
        public init(habit: Habit, streak: Int, progress: HabitProgress? = nil) {
            self.habit = habit
            self.streak = streak
            self.progress = progress
        }
    }

    /// An open goal with a deadline coming up or just passed.
    public struct GoalDue: Sendable, Hashable {
        /// The goal.
        public var goal: Goal
        /// Days from the reminder's day to the deadline: 7, 1, 0, or -1 (overdue).
        public var daysLeft: Int

        /// `goal`, `daysLeft` days from its deadline.
        public init(goal: Goal, daysLeft: Int) {
            self.goal = goal
            self.daysLeft = daysLeft
        }
    }

    /// A routine due that day, with its checklist so far.
    public struct RoutineDue: Sendable, Hashable {
        /// The routine.
        public var routine: Routine
        /// Its steps and which are done.
        public var checklist: RoutineChecklist

        /// `routine` with its checklist.
        public init(routine: Routine, checklist: RoutineChecklist) {
            self.routine = routine
            self.checklist = checklist
        }
    }

    /// The user's local day the message is about.
    public var day: LocalDate
    /// Nudge: habits not checked in yet that day.
    public var unchecked: [Habit] = []
    /// Nudge: where the habits beyond the strict daily program stand that day, by id.
    public var standings: [Int64: HabitProgress] = [:]
    /// Nudge: goal deadlines in 7 days, tomorrow, today, or yesterday.
    public var goals: [GoalDue] = []
    /// Warning: runs that break at the end of the day unless checked in.
    public var atRisk: [HabitRun] = []
    /// Local wall time at which the day ends, for the warning.
    public var dayEndsAt: TimeOfDay?
    /// Day end: runs that broke on the day before `day`, with the length they had reached.
    public var broken: [HabitRun] = []
    /// Routines due now with steps left.
    public var routines: [RoutineDue] = []

    /// An empty digest for the user's local day `day`.
    public init(day: LocalDate) { self.day = day }

    /// Whether there is nothing to say, so no message is sent.
    public var isEmpty: Bool {
        unchecked.isEmpty && goals.isEmpty && atRisk.isEmpty && broken.isEmpty && routines.isEmpty
    }
}
