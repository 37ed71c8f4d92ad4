import Foundation
import GRDB
import SQLiteStore
import TestSupport
import Testing

/// Transactions whose commit skips the disk sync (a migration's, and those asked for): all or
/// nothing like any other, and the writer is back to syncing afterwards.
struct WriteWithoutSyncTests {
    @Test func theFirstCommitAfterOpeningIsSynced() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("bot.sqlite")
        // New, then migrated already: the migrations skip their syncs, the writer does not.
        for _ in 0..<2 {
            let database = try TrackerDatabase(path: path)
            let level = try await database.write { db in try Int.fetchOne(db, sql: "PRAGMA synchronous") }
            #expect(level == 2, "FULL")
        }
    }

    @Test func commitsAllOrNothingAndLeavesTheWriterSyncing() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        let set = "INSERT INTO platformState (key, value) VALUES (?, ?)"

        let level = try await database.writeWithoutSync { db in
            try db.execute(sql: set, arguments: ["kept", "1"])
            return try Int.fetchOne(db, sql: "PRAGMA synchronous")
        }
        #expect(level == 1, "NORMAL inside")
        await #expect(throws: DatabaseError.self) {
            try await database.writeWithoutSync { db in
                try db.execute(sql: set, arguments: ["undone", "1"])
                try db.execute(sql: set, arguments: ["kept", "2"])
            }
        }
        let keys = try await database.read { db in
            try String.fetchAll(db, sql: "SELECT key FROM platformState ORDER BY key")
        }
        #expect(keys == ["kept"])
        let after = try await database.write { db in try Int.fetchOne(db, sql: "PRAGMA synchronous") }
        #expect(after == 2, "FULL again")
    }
}
