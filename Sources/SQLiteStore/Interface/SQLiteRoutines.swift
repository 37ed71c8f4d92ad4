import GRDB
import TrackerCore
import TrackerStore

/// The routines, in the `routine`, `routineStep` and `stepCompletion` tables.
struct SQLiteRoutines: RoutineStore {
    let db: Database

    func all(of userID: Int64) throws -> [Routine] { try Routine.all(of: userID, in: db) }

    func find(_ id: Int64, of userID: Int64) throws -> Routine? {
        try Routine.owned(by: userID, id: id, in: db)
    }

    func count(of userID: Int64) throws -> Int { try Routine.count(of: userID, in: db) }

    func insert(_ routine: inout Routine) throws { try routine.insert(db) }

    func update(_ routine: Routine) throws { try routine.update(db) }

    func delete(_ routine: Routine) throws { _ = try routine.delete(db) }

    func steps(of routine: Routine) throws -> [RoutineStep] { try routine.steps(in: db) }

    func replaceSteps(of routine: Routine, with titles: [String]) throws {
        try routine.replaceSteps(with: titles, in: db)
    }

    func checklist(of routine: Routine, on date: LocalDate) throws -> RoutineChecklist {
        try routine.checklist(on: date, in: db)
    }

    func toggleStep(_ stepID: Int64, on date: LocalDate) throws -> Bool {
        try StepCompletion.toggle(stepID: stepID, on: date, in: db)
    }
}
