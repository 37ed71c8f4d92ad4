import Foundation
import GRDB
import SQLiteStore
import TestSupport
import Testing

/// `trackerbot status` as a real process, on a database a bot has used.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct StatusProcessTests {
    @Test func statusTellsAPersonWhatWaitsWhatIsDeadAndWhenTheBotLastPolled() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try OperatorFixture.make(at: folder.file("bot.sqlite"), now: Date())
        let status = try await TrackerbotProcess.run(["status", "--db", "bot.sqlite"], in: folder)
        #expect(status.status == 0, "\(status.errors)")
        let lines = status.output.split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        #expect(
            Array(lines.prefix(3)) == [
                "Database: bot.sqlite",
                "Schema: \(TrackerDatabase.knownMigrations.last ?? "") (current)",
                "Newest backup: none yet (trackerbot backup takes one)",
            ])
        #expect(
            Array(lines.dropFirst(3).prefix(9)) == [
                "",
                "console: 1 user, 1 chat",
                "  outbox: 0 pending",
                "  dead letters: 0 inbound, 0 outbound",
                "",
                "telegram: 0 users, 0 chats",
                "  outbox: 2 pending, the oldest for 10 min",
                "  dead letters: 1 inbound, 1 outbound (trackerbot dead-letters lists them)",
                lines.count > 11 ? lines[11] : "",
            ])
        #expect(lines.count > 11 && lines[11].hasPrefix("  last batch taken in: "))
        #expect(lines.count > 11 && lines[11].hasSuffix(" s ago)"))

        #expect(
            try await TrackerbotProcess.run(["backup", "--db", "bot.sqlite"], in: folder).status == 0)
        let after = try await TrackerbotProcess.run(["status", "--db", "bot.sqlite"], in: folder)
        #expect(after.output.contains("Newest backup: ./backups/trackerbot-"))
    }

    /// The fields a script reads.
    struct Report: Decodable {
        struct Platform: Decodable {
            var platform: String
            var users: Int
            var outboxPending: Int
            var oldestPendingSeconds: Double?
            var inboundDeadLetters: Int
            var outboundDeadLetters: Int
            var lastIntake: Date?
        }
        var schemaVersion: String
        var schemaIsCurrent: Bool
        var platforms: [Platform]
        var newestBackup: String?
    }

    @Test func statusAsJSONForScripts() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let now = Date()
        try OperatorFixture.make(at: folder.file("bot.sqlite"), now: now)
        let status = try await TrackerbotProcess.run(
            ["status", "--json"], in: folder, environment: ["TRACKER_DB": "bot.sqlite"])
        #expect(status.status == 0, "\(status.errors)")
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let report = try decoder.decode(Report.self, from: Data(status.output.utf8))
        #expect(report.schemaVersion == TrackerDatabase.knownMigrations.last)
        #expect(report.schemaIsCurrent)
        #expect(report.newestBackup == nil)
        #expect(report.platforms.map(\.platform) == ["console", "telegram"])
        let telegram = try #require(report.platforms.last)
        #expect(telegram.outboxPending == 2)
        #expect((600..<660).contains(telegram.oldestPendingSeconds ?? 0))
        #expect(telegram.inboundDeadLetters == 1)
        #expect(telegram.outboundDeadLetters == 1)
        // ISO 8601 keeps whole seconds.
        #expect(
            abs((telegram.lastIntake ?? .distantPast).timeIntervalSince(now.addingTimeInterval(-30))) < 1)
        #expect(report.platforms.first?.users == 1)
    }

    @Test func statusNamesASchemaFromANewerBuildWithoutTouchingIt() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        _ = try TrackerDatabase(path: folder.file("bot.sqlite"))
        let newer = try DatabaseQueue(path: folder.file("bot.sqlite"))
        try await newer.write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99: from a later build')")
        }
        try newer.close()
        let status = try await TrackerbotProcess.run(["status", "--db", "bot.sqlite"], in: folder)
        #expect(status.status == 0, "\(status.errors)")
        #expect(
            status.output.contains(
                "\nSchema: v99: from a later build (a newer TrackerBot's, which this build cannot run)\n"
            ))
    }

    @Test func statusOfAMissingDatabaseSaysSoAndCreatesNothing() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let status = try await TrackerbotProcess.run(["status", "--db", "none.sqlite"], in: folder)
        #expect(status.status == 1)
        #expect(status.errors == "trackerbot: there is no database at none.sqlite\n")
        #expect(!FileManager.default.fileExists(atPath: folder.file("none.sqlite")))
    }
}
