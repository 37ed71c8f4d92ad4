import Foundation
import PostgresStore
import SQLiteStore
import TestSupport
import Testing
import TrackerCore
import TrackerStore

/// `trackerbot status` on PostgreSQL: the same figures as on the SQLite file it was copied from.
@Suite(.enabled(if: TestPostgres.isAvailable, TestPostgres.skipReason), .timeLimit(.minutes(2)))
struct PostgresStatusProcessTests {
    /// The parts of `status --json` that do not depend on where the database is.
    struct Status: Decodable, Equatable {
        var schemaVersion: String?
        var schemaIsCurrent: Bool
        var schemaIsNewer: Bool
        var platforms: [StatusReport.Platform]
    }

    func status(_ database: String, in folder: TemporaryDirectory) async throws -> (Status, String) {
        let result = try await TrackerbotProcess.run(["status", "--json", "--db", database], in: folder)
        #expect(result.status == 0, "\(result.errors)")
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        var status = try decoder.decode(Status.self, from: Data(result.output.utf8))
        // Ages are counted up to each run's own now.
        for index in status.platforms.indices {
            #expect(status.platforms[index].oldestPendingSeconds.map { $0 >= 0 } ?? true)
            status.platforms[index].oldestPendingSeconds = status.platforms[index].oldestPendingSeconds.map {
                _ in 0
            }
        }
        return (status, result.output)
    }

    @Test func itShowsTheSameFiguresAsTheSQLiteFileItWasCopiedFrom() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let original = folder.file("bot.sqlite")
        try CopyStoreProcessTests.filledDatabase(at: original)
        let database = try TrackerDatabase(path: original)
        let now = Date(timeIntervalSince1970: 1_790_000_000)
        try await database.store.write { tx in
            let letter = try tx.outbox.enqueue(
                Outgoing(chat: ChatAddress(platform: "telegram", id: "9"), reply: Reply("hi")),
                userExternalID: nil, at: now)
            try tx.outbox.markDead(letter, reason: "blocked")
            _ = try tx.inbox.setAside("tg:99", source: "telegram", raw: "{}", reason: "crashed", at: now)
            try tx.checkpoints.setCheckpoint("telegram.offset", to: "99", at: now)
        }
        let (sqlite, _) = try await status(original, in: folder)
        let telegram = try #require(sqlite.platforms.first { $0.platform == "telegram" })
        #expect(telegram.outboundDeadLetters == 1 && telegram.inboundDeadLetters == 1)
        #expect(telegram.lastIntake == now)

        try await TestPostgres.withDatabaseAsync { url in
            let copied = try await TrackerbotProcess.run(
                ["copy-store", "--from", original, "--to", url.withoutPassword], in: folder)
            #expect(copied.status == 0, "\(copied.errors)")
            let (postgres, json) = try await status(url.withoutPassword, in: folder)
            // The same figures; each store names its own latest migration (PostgreSQL has
            // “v19: dead letter ids”, which SQLite needs not).
            #expect(postgres.schemaVersion == PostgresMigrations.names.last)
            var same = postgres
            same.schemaVersion = sqlite.schemaVersion
            #expect(same == sqlite)
            #expect(postgres.schemaIsCurrent)
            #expect(json.contains(#""backedUpBy" : "pg_dump""#))
            let text = try await TrackerbotProcess.run(
                ["status"], in: folder, environment: ["TRACKER_DB": "\(url)"])
            #expect(text.output.hasPrefix("Database: \(url)\nSchema: \(postgres.schemaVersion ?? "")"))
            #expect(text.output.contains("Backups: pg_dump's (trackerbot backup prints the command)"))
        }
    }

    @Test func anEmptyDatabaseIsSaidInOneLineAndLeftAlone() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try await TestPostgres.withDatabaseAsync { url in
            let result = try await TrackerbotProcess.run(["status", "--db", url.withoutPassword], in: folder)
            #expect(result.status == 1)
            #expect(result.errors == "trackerbot: there is no TrackerBot database at \(url)\n")
            let again = try await TrackerbotProcess.run(["status", "--db", url.withoutPassword], in: folder)
            #expect(again.errors == result.errors, "status created no tables")
        }
    }
}
