import Foundation
import GRDB
import SQLiteStore
import TestSupport
import Testing
import TrackerStore

/// Crash counting for inbound events, on a real database file, as a restarted process sees it.
struct CrashGuardTests {
    @Test func aBatchThatCommitsLeavesNoTrace() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        let crashGuard = CrashGuard(database: database, platform: "telegram")
        try crashGuard.begin(["telegram:1", "telegram:2"])
        try database.write { db in try crashGuard.finish(in: SQLiteTransaction(db)) }
        #expect(try crashGuard.recover() == 0)
        #expect(try crashGuard.crashes(of: ["telegram:1", "telegram:2"]).isEmpty)
    }

    @Test func onlyWhatWasBeingAppliedAtACrashCountsIt() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("bot.sqlite")
        let keys = ["telegram:1", "telegram:2", "telegram:3"]
        // The process dies applying the batch.
        try CrashGuard(database: TrackerDatabase(path: path), platform: "telegram").begin(keys)

        // Restarted: every event of the batch took part in one crash.
        var database = try TrackerDatabase(path: path)
        var crashGuard = CrashGuard(database: database, platform: "telegram")
        #expect(try crashGuard.recover() == 3)
        #expect(try crashGuard.crashes(of: keys) == ["telegram:1": 1, "telegram:2": 1, "telegram:3": 1])
        // One at a time now: the first applies, the second dies again.
        try crashGuard.begin(["telegram:1"])
        try database.write { db in try crashGuard.finish(in: SQLiteTransaction(db)) }
        try crashGuard.begin(["telegram:2"])

        database = try TrackerDatabase(path: path)
        crashGuard = CrashGuard(database: database, platform: "telegram")
        #expect(try crashGuard.recover() == 1)
        #expect(try crashGuard.crashes(of: keys) == ["telegram:2": 2, "telegram:3": 1])
        // Another source's crashes are its own.
        #expect(
            try CrashGuard(database: database, platform: "console", scope: "x").crashes(of: keys)
                .isEmpty)

        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let first = try database.write { db in
            try crashGuard.setAside(
                "telegram:2", raw: "{}", reason: "crashed", at: now, in: SQLiteTransaction(db))
        }
        let again = try database.write { db in
            try crashGuard.setAside(
                "telegram:2", raw: "{}", reason: "crashed", at: now, in: SQLiteTransaction(db))
        }
        #expect(first && !again)
        let letters = try database.read { db in try InboundDeadLetter.fetchAll(db) }
        #expect(letters.map(\.key) == ["telegram:2"])
        #expect(letters.first?.createdAt == now)
    }
}
