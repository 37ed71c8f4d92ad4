import TrackerCore

/// Everything stored about one user, read in one go for an export.
public struct UserData: Sendable {
    /// A goal with its checkpoints.
    public struct GoalEntry: Sendable {
        /// The goal, open or completed.
        public var goal: Goal
        /// Its checkpoints, in position order.
        public var checkpoints: [Checkpoint]

        /// A goal with its checkpoints.
        public init(goal: Goal, checkpoints: [Checkpoint]) {
            self.goal = goal
            self.checkpoints = checkpoints
        }
    }

    /// A habit with every check-in it ever got.
    public struct HabitEntry: Sendable {
        /// The habit as it stands, in its current run.
        public var habit: Habit
        /// Every check-in, across runs, by day and then in the order made.
        public var checkIns: [CheckIn]

        /// A habit with its check-ins.
        public init(habit: Habit, checkIns: [CheckIn]) {
            self.habit = habit
            self.checkIns = checkIns
        }
    }

    /// A routine step with the days it was done.
    public struct StepEntry: Sendable {
        /// The step, with its position in the routine.
        public var step: RoutineStep
        /// The local days the step was done, oldest first.
        public var doneOn: [LocalDate]

        /// A step with the days it was done.
        public init(step: RoutineStep, doneOn: [LocalDate]) {
            self.step = step
            self.doneOn = doneOn
        }
    }

    /// A routine with its steps.
    public struct RoutineEntry: Sendable {
        /// The routine, with its days and time.
        public var routine: Routine
        /// Its steps in position order, each with the days it was done.
        public var steps: [StepEntry]

        /// A routine with its steps.
        public init(routine: Routine, steps: [StepEntry]) {
            self.routine = routine
            self.steps = steps
        }
    }

    /// A group challenge the user takes or took part in.
    public struct ChallengeEntry: Sendable {
        /// The challenge, running or ended.
        public var challenge: Challenge
        /// The user's membership: the habit that counts and the day they joined.
        public var membership: ChallengeMember
        /// Whether the user agreed to be mentioned in that group.
        public var mentions: Bool

        /// A challenge with the user's membership and mention choice.
        public init(challenge: Challenge, membership: ChallengeMember, mentions: Bool) {
            self.challenge = challenge
            self.membership = membership
            self.mentions = mentions
        }
    }

    /// The user's row, settings included.
    public var user: User
    /// Open and completed goals, by creation.
    public var goals: [GoalEntry]
    /// Every habit, completed programs included, in creation order.
    public var habits: [HabitEntry]
    /// Every to-do, open and done, in creation order.
    public var todos: [Todo]
    /// Every routine, in creation order.
    public var routines: [RoutineEntry]
    /// Every pause, past ones included, by first day.
    public var pauses: [Pause]
    /// Challenge memberships, in the order joined.
    public var challenges: [ChallengeEntry]
    /// The names the user shows in groups, by the group's platform id.
    public var namesInGroups: [String: String] = [:]

    /// Everything stored about `user`, as given.
    public init(
        user: User, goals: [GoalEntry], habits: [HabitEntry], todos: [Todo], routines: [RoutineEntry],
        pauses: [Pause], challenges: [ChallengeEntry], namesInGroups: [String: String] = [:]
    ) {
        self.user = user
        self.goals = goals
        self.habits = habits
        self.todos = todos
        self.routines = routines
        self.pauses = pauses
        self.challenges = challenges
        self.namesInGroups = namesInGroups
    }
}
