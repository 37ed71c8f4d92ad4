import GRDB
import TrackerCore
import TrackerStore

extension UserData {
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
