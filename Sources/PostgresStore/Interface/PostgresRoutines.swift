import Foundation
import TrackerCore
import TrackerStore

struct PostgresRoutines: RoutineStore {
    let session: PostgresSession

    func all(of userID: Int64) throws -> [Routine] { throw PostgresStoreUnsupported(area: "Routines") }

    func find(_ id: Int64, of userID: Int64) throws -> Routine? {
        throw PostgresStoreUnsupported(area: "Routines")
    }

    func count(of userID: Int64) throws -> Int { throw PostgresStoreUnsupported(area: "Routines") }

    func insert(_ routine: inout Routine) throws { throw PostgresStoreUnsupported(area: "Routines") }

    func update(_ routine: Routine) throws { throw PostgresStoreUnsupported(area: "Routines") }

    func delete(_ routine: Routine) throws { throw PostgresStoreUnsupported(area: "Routines") }

    func steps(of routine: Routine) throws -> [RoutineStep] {
        throw PostgresStoreUnsupported(area: "Routines")
    }

    func replaceSteps(of routine: Routine, with titles: [String]) throws {
        throw PostgresStoreUnsupported(area: "Routines")
    }

    func checklist(of routine: Routine, on date: LocalDate) throws -> RoutineChecklist {
        throw PostgresStoreUnsupported(area: "Routines")
    }

    func toggleStep(_ stepID: Int64, on date: LocalDate) throws -> Bool {
        throw PostgresStoreUnsupported(area: "Routines")
    }
}
