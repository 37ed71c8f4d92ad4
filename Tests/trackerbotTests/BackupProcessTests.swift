import Foundation
import GRDB
import SQLiteStore
import Synchronization
import TestSupport
import Testing
import TrackerCore

/// `trackerbot backup` and `trackerbot restore` as real processes, against a database that
/// another process is writing.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct BackupProcessTests {
    /// Types `/todo add item N` into a console on `path`, N counting up, until told to stop,
    /// on a thread of its own; counts the lines whose transaction has committed.
    final class Typist: Sendable {
        let committed = Atomic(0)
        private let stopped = Atomic(false)
        private let done = DispatchSemaphore(value: 0)

        init(databasePath: String) throws {
            let console = try ScriptedConsole(
                databasePath: databasePath, clock: ManualClock(Date(timeIntervalSince1970: 1_790_000_000)))
            nonisolated(unsafe) let unshared = console
            Thread.detachNewThread { [self] in type(into: unshared) }
        }

        private func type(into console: ScriptedConsole) {
            while !stopped.load(ordering: .acquiring) {
                let next = committed.load(ordering: .acquiring)
                guard (try? console.send("/todo add item \(next)")) != nil else { break }
                committed.store(next + 1, ordering: .releasing)
            }
            done.signal()
        }

        func stop() {
            stopped.store(true, ordering: .releasing)
            done.wait()
        }
    }

    static func mode(of path: String) throws -> Int {
        try (FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue
            ?? -1
    }

    static func todoTexts(in path: String) throws -> Set<String> {
        let queue = try DatabaseQueue(path: path)
        defer { try? queue.close() }
        return try queue.read { db in try String.fetchSet(db, sql: "SELECT text FROM todo") }
    }

    @Test func aBackupTakenWhileCommandsApplyRestoresEveryRowCommittedBeforeIt() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let databasePath = folder.file("bot.sqlite")
        let typist = try Typist(databasePath: databasePath)
        while typist.committed.load(ordering: .acquiring) < 20 {
            try await Task.sleep(for: .milliseconds(10))
        }
        let before = typist.committed.load(ordering: .acquiring)
        let backup = try await TrackerbotProcess.run(
            ["backup", "--db", databasePath, "copy.sqlite"], in: folder)
        let after = typist.committed.load(ordering: .acquiring)
        typist.stop()
        #expect(backup.status == 0, "\(backup.errors)")
        #expect(backup.output.hasPrefix("Backed up \(databasePath) to copy.sqlite ("))
        // The bot went on writing while the copy was taken.
        #expect(after > before)
        #expect(try Self.mode(of: folder.file("copy.sqlite")) == 0o600)
        #expect(!FileManager.default.fileExists(atPath: folder.file("copy.sqlite-wal")))

        let restoredPath = folder.file("elsewhere/restored.sqlite")
        try FileManager.default.createDirectory(
            atPath: folder.file("elsewhere"), withIntermediateDirectories: true)
        let restore = try await TrackerbotProcess.run(
            ["restore", "--db", restoredPath, "copy.sqlite"], in: folder)
        #expect(restore.status == 0, "\(restore.errors)")
        #expect(restore.output.contains("Restored copy.sqlite to \(restoredPath)"))
        #expect(try Self.mode(of: restoredPath) == 0o600)
        let queue = try DatabaseQueue(path: restoredPath)
        #expect(
            try await queue.read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") } == ["ok"])
        try queue.close()
        let texts = try Self.todoTexts(in: restoredPath)
        // On a slow machine the typist can reach the list's limit before the backup starts;
        // the lines after it are refused, and add nothing.
        for number in 0..<min(before, Limits.openItemsPerKind) { #expect(texts.contains("item \(number)")) }
    }

    @Test func withoutAPathTheBackupGetsADatedNameInTheBackupFolder() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        _ = try TrackerDatabase(path: folder.file("data/bot.sqlite"))
        let result = try await TrackerbotProcess.run(
            ["backup"], in: folder, environment: ["TRACKER_DB": "data/bot.sqlite"])
        #expect(result.status == 0, "\(result.errors)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.file("data/backups"))
        #expect(names.count == 1)
        #expect(names.first?.wholeMatch(of: /trackerbot-\d{8}-\d{6}\.sqlite/) != nil)
        #expect(try Self.mode(of: folder.file("data/backups")) == 0o700)
    }

    @Test func aMissingDatabaseOrBackupIsSaidInOneLine() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let missing = try await TrackerbotProcess.run(["backup", "--db", "none.sqlite"], in: folder)
        #expect(missing.status == 1)
        #expect(missing.errors == "trackerbot: backup failed: there is no database at none.sqlite\n")
        let restore = try await TrackerbotProcess.run(["restore", "missing.sqlite"], in: folder)
        #expect(restore.status == 1)
        #expect(restore.errors == "trackerbot: restore refused: missing.sqlite does not exist\n")
    }

    @Test func restoreRefusesWhileAConsoleHasTheDatabaseOpenAndKeepsTheOldOne() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let databasePath = folder.file("bot.sqlite")
        _ = try TrackerDatabase(path: databasePath)
        #expect(
            try await TrackerbotProcess.run(["backup", "--db", databasePath, "copy.sqlite"], in: folder)
                .status == 0)
        let console = try ConsoleProcessTests.Console(arguments: ["--db", databasePath], directory: folder)
        console.type("/todo add after the backup")
        #expect(await console.waitFor("Added to-do 1"))

        let refused = try await TrackerbotProcess.run(
            ["restore", "--db", databasePath, "copy.sqlite"], in: folder)
        #expect(refused.status == 1)
        #expect(
            refused.errors
                == "trackerbot: restore refused: a running bot or console has \(databasePath) open: stop it first, then restore\n"
        )
        #expect(await console.finish() == 0)

        let restored = try await TrackerbotProcess.run(
            ["restore", "--db", databasePath, "copy.sqlite"], in: folder)
        #expect(restored.status == 0, "\(restored.errors)")
        #expect(restored.output.contains("the replaced one is kept as \(databasePath).before-restore"))
        #expect(try Self.todoTexts(in: databasePath).isEmpty)
        #expect(try Self.todoTexts(in: databasePath + ".before-restore") == ["after the backup"])
        for stale in ["-wal", "-shm"] {
            #expect(!FileManager.default.fileExists(atPath: databasePath + stale))
        }
    }

    @Test func restoreRefusesABackupWithANewerSchemaAndADamagedFile() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        _ = try TrackerDatabase(path: folder.file("bot.sqlite"))
        #expect(
            try await TrackerbotProcess.run(["backup", "--db", "bot.sqlite", "new.sqlite"], in: folder).status
                == 0)
        let newer = try DatabaseQueue(path: folder.file("new.sqlite"))
        try await newer.write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99: from a later build')")
        }
        try newer.close()
        let refused = try await TrackerbotProcess.run(
            ["restore", "--db", "bot.sqlite", "new.sqlite"], in: folder)
        #expect(refused.status == 1)
        #expect(
            refused.errors.contains(
                "new.sqlite has a newer schema, “v99: from a later build”, than this build knows"))
        try Data("not a database at all, just some text".utf8).write(
            to: URL(fileURLWithPath: folder.file("junk.sqlite")))
        let junk = try await TrackerbotProcess.run(
            ["restore", "--db", "bot.sqlite", "junk.sqlite"], in: folder)
        #expect(junk.status == 1)
        #expect(
            junk.errors
                == "trackerbot: restore refused: cannot read junk.sqlite: it is not an SQLite database\n")
        // Nothing was replaced.
        #expect(!FileManager.default.fileExists(atPath: folder.file("bot.sqlite.before-restore")))
    }
}
