import Foundation
import GRDB
import SQLiteStore
import TrackerCore
import TrackerStore

/// The routines, in the `routine`, `routineStep` and `stepCompletion` tables; deleting a row
/// deletes what references it by cascade.
struct PostgresRoutines: RoutineStore {
    let session: PostgresSession

    func all(of userID: Int64) throws -> [Routine] {
        try session.fetchAll(
            Routine.self, #"SELECT * FROM "routine" WHERE "userID" = \#(userID) ORDER BY "time", "id""#)
    }

    func find(_ id: Int64, of userID: Int64) throws -> Routine? {
        try session.fetchOne(
            Routine.self, #"SELECT * FROM "routine" WHERE "userID" = \#(userID) AND "id" = \#(id)"#)
    }

    func count(of userID: Int64) throws -> Int {
        let rows = try session.fetchRows(
            #"SELECT COUNT(*) AS "count" FROM "routine" WHERE "userID" = \#(userID)"#)
        return rows.first?["count"] ?? 0
    }

    func insert(_ routine: inout Routine) throws { try session.insert(&routine) }

    func update(_ routine: Routine) throws {
        try session.updateFound(routine)
    }

    func delete(_ routine: Routine) throws {
        guard let id = routine.id else { return }
        try session.execute(#"DELETE FROM "routine" WHERE "id" = \#(id)"#)
    }

    func steps(of routine: Routine) throws -> [RoutineStep] {
        guard let id = routine.id else { return [] }
        return try session.fetchAll(
            RoutineStep.self, #"SELECT * FROM "routineStep" WHERE "routineID" = \#(id) ORDER BY "position""#)
    }

    func replaceSteps(of routine: Routine, with titles: [String]) throws {
        guard let id = routine.id else { return }
        try session.execute(#"DELETE FROM "routineStep" WHERE "routineID" = \#(id)"#)
        for (index, title) in titles.enumerated() {
            var step = RoutineStep(routineID: id, position: index + 1, title: title)
            try session.insert(&step)
        }
    }

    func checklist(of routine: Routine, on date: LocalDate) throws -> RoutineChecklist {
        let steps = try steps(of: routine)
        guard let id = routine.id else { return RoutineChecklist(steps: steps, doneStepIDs: []) }
        let done = try session.fetchRows(
            """
            SELECT "stepCompletion"."stepID" FROM "stepCompletion"
            JOIN "routineStep" ON "routineStep"."id" = "stepCompletion"."stepID"
            WHERE "routineStep"."routineID" = \(id) AND "stepCompletion"."date" = \(date.iso)
            """
        ).map { $0["stepID"] as Int64 }
        return RoutineChecklist(steps: steps, doneStepIDs: Set(done))
    }

    func toggleStep(_ stepID: Int64, on date: LocalDate) throws -> Bool {
        let undone = try session.execute(
            #"DELETE FROM "stepCompletion" WHERE "stepID" = \#(stepID) AND "date" = \#(date.iso)"#)
        if undone > 0 { return false }
        try session.execute(
            #"INSERT INTO "stepCompletion" ("stepID", "date") VALUES (\#(stepID), \#(date.iso))"#)
        return true
    }
}
