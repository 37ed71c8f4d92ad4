import GRDB
import TrackerCore
import TrackerStore

extension UserData {
    /// Reads all of `user`'s rows. Run it inside one read or write so the parts agree.
    public static func load(for user: User, in db: Database) throws -> UserData {
        try load(for: user, from: SQLiteUserDataReads(db: db))
    }
}

/// The reads of an export, on SQLite.
struct SQLiteUserDataReads: UserDataReads {
    let db: Database

    func goals(of userID: Int64) throws -> [Goal] { try Goal.all(of: userID, in: db) }

    func checkpoints(of goalID: Int64) throws -> [Checkpoint] {
        try Checkpoint.fetchAll(
            cached: "SELECT * FROM checkpoint WHERE goalID = ? ORDER BY position", [goalID], in: db)
    }

    func habits(of userID: Int64) throws -> [Habit] { try Habit.all(of: userID, in: db) }

    func checkIns(of habitID: Int64) throws -> [CheckIn] {
        try CheckIn.filter(CheckIn.Columns.habitID == habitID)
            .order(CheckIn.Columns.date, CheckIn.Columns.run, CheckIn.Columns.id).fetchAll(db)
    }

    func todos(of userID: Int64) throws -> [Todo] {
        try Todo.all().owned(by: userID).order(Todo.Columns.id).fetchAll(db)
    }

    func routines(of userID: Int64) throws -> [Routine] {
        try Routine.filter(Routine.Columns.userID == userID).order(Routine.Columns.id).fetchAll(db)
    }

    func steps(of routineID: Int64) throws -> [RoutineStep] {
        try RoutineStep.filter(RoutineStep.Columns.routineID == routineID).order(RoutineStep.Columns.position)
            .fetchAll(db)
    }

    func doneDays(of stepID: Int64) throws -> [LocalDate] {
        try LocalDate.fetchAll(
            db,
            StepCompletion.select(StepCompletion.Columns.date).filter(StepCompletion.Columns.stepID == stepID)
                .order(StepCompletion.Columns.date))
    }

    func pauses(of userID: Int64) throws -> [Pause] { try Pause.all(of: userID, in: db) }

    func memberships(of userID: Int64) throws -> [ChallengeMember] {
        try ChallengeMember.filter(ChallengeMember.Columns.userID == userID)
            .order(ChallengeMember.Columns.joinedAt, ChallengeMember.Columns.challengeID)
            .fetchAll(db)
    }

    func challenge(_ id: Int64) throws -> Challenge? { try Challenge.fetchOne(db, key: id) }

    func mentions(_ userID: Int64, in chat: ChatAddress) throws -> Bool {
        try GroupChat.mentions(userID, in: chat, db: db)
    }

    func namesInGroups(of userID: Int64) throws -> [String: String] { try MemberName.all(of: userID, in: db) }
}
