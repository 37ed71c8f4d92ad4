import Foundation
import Logging
import SQLiteStore
import TestSupport
import Testing

@testable import trackerbot

/// The daily backups `trackerbot run` takes, days passing on a manual clock.
@Suite(.timeLimit(.minutes(1)))
struct DailyBackupsTests {
    /// Waits until `condition` holds, for at most 20 seconds.
    static func eventually(_ condition: () -> Bool) async -> Bool {
        let deadline = Date().addingTimeInterval(20)
        while !condition(), Date() < deadline { try? await Task.sleep(for: .milliseconds(10)) }
        return condition()
    }

    @Test func aBackupADayKeepingTheNewestAndThoseTakenByHand() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let database = try TrackerDatabase(path: folder.file("bot.sqlite"))
        let backups = BackupFolder(path: folder.file("backups"))
        try DatabaseBackup.write(database, to: folder.file("backups/trackerbot-20260101-120000.sqlite"))
        let clock = ManualClock(.iso("2026-03-28T22:30:00Z"))
        let service = DailyBackups(
            database: database, folder: backups, keep: 3, clock: clock, waitClock: clock,
            logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() })
        let running = Task { try await service.run() }
        defer { running.cancel() }

        // Taken at start, then one a day: six days, of which the newest three stay.
        var sleeps = clock.sleeps
        for day in 0..<5 {
            #expect(await Self.eventually { clock.sleeps > sleeps }, "day \(day)")
            sleeps = clock.sleeps
            // A slot later on the same day takes nothing more.
            clock.advanceToNextDeadline()
            #expect(await Self.eventually { clock.sleeps > sleeps })
            sleeps = clock.sleeps
            clock.advance(by: 23 * 3600)
        }
        #expect(await Self.eventually { clock.sleeps > sleeps })
        let names = try FileManager.default.contentsOfDirectory(atPath: backups.path).sorted()
        #expect(
            names == [
                "daily-2026-03-31.sqlite", "daily-2026-04-01.sqlite", "daily-2026-04-02.sqlite",
                "trackerbot-20260101-120000.sqlite",
            ])
        for name in names {
            #expect(try DatabaseBackup.check(backups.path + "/" + name).schemaVersion != nil)
        }
    }

    @Test func aFailedBackupIsTriedAgainAtTheNextSlot() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let database = try TrackerDatabase(path: folder.file("bot.sqlite"))
        // A file where the folder should be: no backup can be written.
        try Data().write(to: URL(fileURLWithPath: folder.file("backups")))
        let clock = ManualClock(.iso("2026-03-28T08:00:00Z"))
        let service = DailyBackups(
            database: database, folder: BackupFolder(path: folder.file("backups")), keep: 7, clock: clock,
            waitClock: clock, logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() })
        let running = Task { try await service.run() }
        defer { running.cancel() }
        #expect(await Self.eventually { clock.sleeps == 1 })
        try FileManager.default.removeItem(atPath: folder.file("backups"))
        clock.advanceToNextDeadline()
        #expect(await Self.eventually { clock.sleeps == 2 })
        #expect(FileManager.default.fileExists(atPath: folder.file("backups/daily-2026-03-28.sqlite")))
    }

    @Test func backupSettingsHaveDefaultsAndABadKeepIsNamed() throws {
        #expect(try Settings(values: [:]).backupKeep() == 7)
        #expect(try Settings(values: ["BACKUP_KEEP": "0"]).backupKeep() == 0)
        #expect(Settings(values: [:]).backupFolder(databasePath: "/data/bot.sqlite").path == "/data/backups")
        #expect(Settings(values: [:]).backupFolder(databasePath: "bot.sqlite").path == "./backups")
        #expect(
            Settings(values: ["BACKUP_DIR": "/srv/b"]).backupFolder(databasePath: "bot.sqlite").path
                == "/srv/b")
        let error = #expect(throws: Settings.Problem.self) {
            try Settings(values: ["BACKUP_KEEP": "-1"]).backupKeep()
        }
        #expect(
            error?.description
                == "BACKUP_KEEP must be a number of daily backups to keep (0 for none), not “-1”")
    }
}
