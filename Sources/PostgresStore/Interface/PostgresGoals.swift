import Foundation
import GRDB
import SQLiteStore
import TrackerCore
import TrackerStore

/// The goals, in the `goal` and `checkpoint` tables; deleting a goal takes its checkpoints
/// along by their foreign key.
struct PostgresGoals: GoalStore {
    let session: PostgresSession

    func open(of userID: Int64) throws -> [Goal] {
        // Deadlines are `YYYY-MM-DD` text: byte order is date order, whatever the collation.
        try session.fetchAll(
            Goal.self,
            """
            SELECT * FROM "goal" WHERE "userID" = \(userID) AND "completedAt" IS NULL
            ORDER BY "deadline" IS NULL, "deadline" COLLATE "C", "id"
            """)
    }

    func openCount(of userID: Int64) throws -> Int {
        try session.fetchCount(
            "SELECT COUNT(*) AS \"count\" FROM \"goal\" WHERE \"userID\" = \(userID) AND \"completedAt\" IS NULL"
        )
    }

    func completed(of userID: Int64) throws -> [Goal] {
        try session.fetchAll(
            Goal.self,
            """
            SELECT * FROM "goal" WHERE "userID" = \(userID) AND "completedAt" IS NOT NULL
            ORDER BY "completedAt" DESC, "id" DESC
            """)
    }

    func all(of userID: Int64) throws -> [Goal] {
        try session.fetchAll(Goal.self, "SELECT * FROM \"goal\" WHERE \"userID\" = \(userID) ORDER BY \"id\"")
    }

    func find(_ id: Int64, of userID: Int64) throws -> Goal? {
        try session.fetchOne(
            Goal.self, "SELECT * FROM \"goal\" WHERE \"userID\" = \(userID) AND \"id\" = \(id)")
    }

    func insert(_ goal: inout Goal) throws { try session.insert(&goal) }

    func update(_ goal: Goal) throws { try session.updateFound(goal) }

    func delete(_ goal: Goal) throws {
        guard let id = goal.id else { return }
        try session.execute("DELETE FROM \"goal\" WHERE \"id\" = \(id)")
    }

    func checkpoints(of goal: Goal) throws -> [Checkpoint] {
        guard let id = goal.id else { return [] }
        return try session.fetchAll(
            Checkpoint.self, "SELECT * FROM \"checkpoint\" WHERE \"goalID\" = \(id) ORDER BY \"position\"")
    }

    func insert(_ checkpoint: inout Checkpoint) throws { try session.insert(&checkpoint) }

    func update(_ checkpoint: Checkpoint) throws { try session.updateFound(checkpoint) }
}
