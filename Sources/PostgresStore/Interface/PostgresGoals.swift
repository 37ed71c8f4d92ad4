import Foundation
import TrackerCore
import TrackerStore

struct PostgresGoals: GoalStore {
    let session: PostgresSession

    func open(of userID: Int64) throws -> [Goal] { throw PostgresStoreUnsupported(area: "Goals") }

    func openCount(of userID: Int64) throws -> Int { throw PostgresStoreUnsupported(area: "Goals") }

    func completed(of userID: Int64) throws -> [Goal] { throw PostgresStoreUnsupported(area: "Goals") }

    func all(of userID: Int64) throws -> [Goal] { throw PostgresStoreUnsupported(area: "Goals") }

    func find(_ id: Int64, of userID: Int64) throws -> Goal? { throw PostgresStoreUnsupported(area: "Goals") }

    func insert(_ goal: inout Goal) throws { throw PostgresStoreUnsupported(area: "Goals") }

    func update(_ goal: Goal) throws { throw PostgresStoreUnsupported(area: "Goals") }

    func delete(_ goal: Goal) throws { throw PostgresStoreUnsupported(area: "Goals") }

    func checkpoints(of goal: Goal) throws -> [Checkpoint] { throw PostgresStoreUnsupported(area: "Goals") }

    func insert(_ checkpoint: inout Checkpoint) throws { throw PostgresStoreUnsupported(area: "Goals") }

    func update(_ checkpoint: Checkpoint) throws { throw PostgresStoreUnsupported(area: "Goals") }
}
