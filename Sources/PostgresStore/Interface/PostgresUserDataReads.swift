import Foundation
import SQLiteStore
import TrackerCore
import TrackerStore

/// The reads of an export, on PostgreSQL: the same rows in the same order as on SQLite.
struct PostgresUserDataReads: UserDataReads {
    let session: PostgresSession

    func goals(of userID: Int64) throws -> [Goal] {
        try session.fetchAll(Goal.self, #"SELECT * FROM "goal" WHERE "userID" = \#(userID) ORDER BY "id""#)
    }

    func checkpoints(of goalID: Int64) throws -> [Checkpoint] {
        try session.fetchAll(
            Checkpoint.self, #"SELECT * FROM "checkpoint" WHERE "goalID" = \#(goalID) ORDER BY "position""#)
    }

    func habits(of userID: Int64) throws -> [Habit] {
        try session.fetchAll(Habit.self, #"SELECT * FROM "habit" WHERE "userID" = \#(userID) ORDER BY "id""#)
    }

    func checkIns(of habitID: Int64) throws -> [CheckIn] {
        try session.fetchAll(
            CheckIn.self,
            #"SELECT * FROM "checkIn" WHERE "habitID" = \#(habitID) ORDER BY "date", "run", "id""#)
    }

    func todos(of userID: Int64) throws -> [Todo] {
        try session.fetchAll(Todo.self, #"SELECT * FROM "todo" WHERE "userID" = \#(userID) ORDER BY "id""#)
    }

    func routines(of userID: Int64) throws -> [Routine] {
        try session.fetchAll(
            Routine.self, #"SELECT * FROM "routine" WHERE "userID" = \#(userID) ORDER BY "id""#)
    }

    func steps(of routineID: Int64) throws -> [RoutineStep] {
        try session.fetchAll(
            RoutineStep.self,
            #"SELECT * FROM "routineStep" WHERE "routineID" = \#(routineID) ORDER BY "position""#)
    }

    func doneDays(of stepID: Int64) throws -> [LocalDate] {
        try session.fetchRows(
            #"SELECT "date" FROM "stepCompletion" WHERE "stepID" = \#(stepID) ORDER BY "date""#
        ).map { try $0.decode(forColumn: "date") }
    }

    func pauses(of userID: Int64) throws -> [Pause] { try PostgresPauses(session: session).all(of: userID) }

    func memberships(of userID: Int64) throws -> [ChallengeMember] {
        try session.fetchAll(
            ChallengeMember.self,
            #"SELECT * FROM "challengeMember" WHERE "userID" = \#(userID) ORDER BY "joinedAt", "challengeID""#
        )
    }

    func challenge(_ id: Int64) throws -> Challenge? {
        try session.fetchOne(Challenge.self, #"SELECT * FROM "challenge" WHERE "id" = \#(id)"#)
    }

    func mentions(_ userID: Int64, in chat: ChatAddress) throws -> Bool {
        try !session.query(
            """
            SELECT 1 FROM "groupMention" WHERE "platform" = \(chat.platform.tag) AND "chatID" = \(chat.id)
            AND "userID" = \(userID)
            """
        ).isEmpty
    }

    func namesInGroups(of userID: Int64) throws -> [String: String] {
        let rows = try session.fetchRows(
            #"SELECT "chatID", "name" FROM "memberName" WHERE "userID" = \#(userID) ORDER BY "chatID""#)
        return Dictionary(rows.map { ($0["chatID"], $0["name"]) }, uniquingKeysWith: { first, _ in first })
    }
}
