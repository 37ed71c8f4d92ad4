import GRDB
import TrackerCore
import TrackerStore

/// The goals, in the `goal` and `checkpoint` tables.
struct SQLiteGoals: GoalStore {
    let db: Database

    func open(of userID: Int64) throws -> [Goal] { try Goal.open(of: userID, in: db) }

    func openCount(of userID: Int64) throws -> Int { try Goal.all().owned(by: userID).open().fetchCount(db) }

    func completed(of userID: Int64) throws -> [Goal] { try Goal.completed(of: userID, in: db) }

    func all(of userID: Int64) throws -> [Goal] { try Goal.all(of: userID, in: db) }

    func find(_ id: Int64, of userID: Int64) throws -> Goal? { try Goal.owned(by: userID, id: id, in: db) }

    func insert(_ goal: inout Goal) throws { try goal.insert(db) }

    func update(_ goal: Goal) throws { try goal.update(db) }

    func delete(_ goal: Goal) throws { _ = try goal.delete(db) }

    func checkpoints(of goal: Goal) throws -> [Checkpoint] { try goal.checkpoints(in: db) }

    func insert(_ checkpoint: inout Checkpoint) throws { try checkpoint.insert(db) }

    func update(_ checkpoint: Checkpoint) throws { try checkpoint.update(db) }
}
