import GRDB
import TrackerCore

/// Everything stored about one user, read in one go for an export.
public struct UserData: Sendable {
    /// A goal with its checkpoints.
    public struct GoalEntry: Sendable {
        /// The goal, open or completed.
        public var goal: Goal
        /// Its checkpoints, in position order.
        public var checkpoints: [Checkpoint]
    }

    /// A habit with every check-in it ever got.
    public struct HabitEntry: Sendable {
        /// The habit as it stands, in its current run.
        public var habit: Habit
        /// Every check-in, across runs, by day and then in the order made.
        public var checkIns: [CheckIn]
    }

    /// A routine step with the days it was done.
    public struct StepEntry: Sendable {
        /// The step, with its position in the routine.
        public var step: RoutineStep
        /// The local days the step was done, oldest first.
        public var doneOn: [LocalDate]
    }

    /// A routine with its steps.
    public struct RoutineEntry: Sendable {
        /// The routine, with its days and time.
        public var routine: Routine
        /// Its steps in position order, each with the days it was done.
        public var steps: [StepEntry]
    }

    /// A group challenge the user takes or took part in.
    public struct ChallengeEntry: Sendable {
        /// The challenge, running or ended.
        public var challenge: Challenge
        /// The user's membership: the habit that counts and the day they joined.
        public var membership: ChallengeMember
        /// Whether the user agreed to be mentioned in that group.
        public var mentions: Bool
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

    /// Reads all of `user`'s rows. Run it inside one read or write so the parts agree.
    public static func load(for user: User, in db: Database) throws -> UserData {
        guard let userID = user.id else {
            return UserData(
                user: user, goals: [], habits: [], todos: [], routines: [], pauses: [], challenges: [])
        }
        let goals = try Goal.all(of: userID, in: db).map {
            GoalEntry(goal: $0, checkpoints: try $0.checkpoints(in: db))
        }
        let habits = try Habit.all(of: userID, in: db).map { habit in
            HabitEntry(
                habit: habit,
                checkIns: try CheckIn.filter(CheckIn.Columns.habitID == habit.id)
                    .order(CheckIn.Columns.date, CheckIn.Columns.run, CheckIn.Columns.id).fetchAll(db))
        }
        let todos = try Todo.all().owned(by: userID).order(Todo.Columns.id).fetchAll(db)
        let routines = try Routine.filter(Routine.Columns.userID == userID).order(Routine.Columns.id)
            .fetchAll(db)
            .map { routine in
                RoutineEntry(
                    routine: routine,
                    steps: try routine.steps(in: db).map { step in
                        let days = StepCompletion.select(StepCompletion.Columns.date)
                            .filter(StepCompletion.Columns.stepID == step.id)
                            .order(StepCompletion.Columns.date)
                        return StepEntry(step: step, doneOn: try LocalDate.fetchAll(db, days))
                    })
            }
        let challenges = try ChallengeMember.filter(ChallengeMember.Columns.userID == userID)
            .order(ChallengeMember.Columns.joinedAt)
            .fetchAll(db)
            .compactMap { membership -> ChallengeEntry? in
                guard let challenge = try Challenge.fetchOne(db, key: membership.challengeID) else {
                    return nil
                }
                return ChallengeEntry(
                    challenge: challenge, membership: membership,
                    mentions: try GroupChat.mentions(userID, in: challenge.chat, db: db))
            }
        return UserData(
            user: user, goals: goals, habits: habits, todos: todos, routines: routines,
            pauses: try Pause.all(of: userID, in: db), challenges: challenges,
            namesInGroups: try MemberName.all(of: userID, in: db))
    }
}
