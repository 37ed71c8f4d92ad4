import Foundation
import GRDB
import HTTPTestSupport
import SQLiteStore
import TestSupport
import Testing

/// `trackerbot check-config` against the fake Bot API: one line per check, exit code 0 only
/// when all pass, and nothing made or changed, not even a missing database.
@Suite(.timeLimit(.minutes(1)))
struct CheckConfigProcessTests {
    @Test func aWorkingSetupPassesEveryCheckAndCreatesNothing() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try await FakeTelegram.with { fake in
            let port = try LoopbackSockets.unusedPort()
            let result = try await TrackerbotProcess.run(
                ["check-config"], in: directory,
                environment: [
                    "TELEGRAM_BOT_TOKEN": FakeTelegram.token, "TELEGRAM_API_URL": fake.baseURL,
                    "TRACKER_DB": "data/bot.sqlite", "HTTP_LISTEN": "127.0.0.1:\(port)",
                ])
            #expect(result.status == 0, "\(result.output)\(result.errors)")
            #expect(
                result.output == """
                    ok      settings: telegram, long polling through \(fake.baseURL); store data/bot.sqlite
                    ok      database data/bot.sqlite: not there yet; run creates it
                    ok      telegram: the token is @\(FakeTelegram.botUsername)'s, as \(fake.baseURL) says
                    ok      HTTP_LISTEN 127.0.0.1:\(port): free to listen on
                    All 4 checks passed.

                    """)
            #expect(!FileManager.default.fileExists(atPath: directory.file("data")), "nothing is created")
            #expect(await fake.count("getMe") == 1)
            #expect(await fake.count("getUpdates") == 0, "nothing is polled, so no update is taken")
            #expect(
                !result.output.contains(FakeTelegram.token) && !result.errors.contains(FakeTelegram.token))
        }
    }

    @Test func eachFailureIsItsOwnLineAndTheExitCodeIsOne() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        // A database a newer build migrated, which check-config reads and leaves as it was.
        _ = try TrackerDatabase(path: directory.file("bot.sqlite"))
        let newer = try DatabaseQueue(path: directory.file("bot.sqlite"))
        try await newer.write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99: from a later build')")
        }
        try newer.close()
        let taken = try LoopbackSockets.unresponsiveListener()
        defer { taken.close() }
        try await FakeTelegram.with { fake in
            // A token of the right shape that the Bot API does not know.
            let revoked = "987654321:AAH-revoked_token_for_tests_0123456789"
            let result = try await TrackerbotProcess.run(
                ["check-config"], in: directory,
                environment: [
                    "TELEGRAM_BOT_TOKEN": revoked, "TELEGRAM_API_URL": fake.baseURL,
                    "TRACKER_DB": "bot.sqlite", "HTTP_LISTEN": "127.0.0.1:\(taken.port)",
                ])
            #expect(result.status == 1)
            let lines = result.output.split(separator: "\n").map(String.init)
            #expect(lines.count == 5, "\(result.output)")
            #expect(lines.first?.hasPrefix("ok      settings: ") == true)
            #expect(
                lines.contains(
                    "FAILED  database bot.sqlite: its schema, “v99: from a later build”, is a newer TrackerBot's: run that build, or restore the backup taken before the upgrade"
                ), "\(result.output)")
            #expect(
                lines.contains(
                    "FAILED  telegram: \(fake.baseURL) refuses TELEGRAM_BOT_TOKEN (revoked or mistyped): copy it again from @BotFather"
                ), "\(result.output)")
            #expect(
                lines.contains {
                    $0.hasPrefix("FAILED  HTTP_LISTEN 127.0.0.1:\(taken.port): cannot listen there (")
                },
                "\(result.output)")
            #expect(lines.last == "3 of 4 checks failed.")
            #expect(!result.output.contains(revoked) && !result.errors.contains(revoked))
        }
        let file = try DatabaseQueue(path: directory.file("bot.sqlite"))
        defer { try? file.close() }
        #expect(
            try await file.read { db in try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")
            }
            .last == "v99: from a later build", "the database is as it was")
    }

    @Test func settingsThatCannotBeReadAreOneLineWithExitCodeTwo() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let result = try await TrackerbotProcess.run(
            ["check-config"], in: directory,
            environment: ["TELEGRAM_BOT_TOKEN": FakeTelegram.token, "REMINDER_GRACE": "200h"])
        #expect(result.status == 2)
        #expect(result.output.hasPrefix("FAILED  settings: REMINDER_GRACE "), "\(result.output)")
        #expect(result.output.split(separator: "\n").count == 1)
    }
}
