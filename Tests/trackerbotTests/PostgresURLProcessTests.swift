import Foundation
import TestSupport
import Testing

/// What the commands say when TRACKER_DB is a PostgreSQL URL, which this build does not serve
/// the bot from yet; none of them shows the password.
@Suite(.timeLimit(.minutes(1)))
struct PostgresURLProcessTests {
    static let url = "postgres://tracker:hunter2-secret@db.example.com/bot?sslmode=require"

    @Test(arguments: [["run"], ["console"], ["status"], ["dead-letters", "list"]])
    func servingCommandsRefuseAPostgreSQLURLInOneLine(arguments: [String]) async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let result = try await TrackerbotProcess.run(
            arguments, in: folder, environment: ["TRACKER_DB": Self.url, "TELEGRAM_BOT_TOKEN": "123:abc"])
        #expect(result.status == 2)
        #expect(
            result.errors
                == "trackerbot: postgresql://tracker:***@db.example.com:5432/bot?sslmode=require is a PostgreSQL database, and this build of trackerbot runs on SQLite only: set TRACKER_DB to an SQLite file (trackerbot copy-store copies a bot's data between SQLite and PostgreSQL)\n"
        )
    }

    @Test func aMalformedURLIsNamedWithoutItsPassword() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let result = try await TrackerbotProcess.run(
            ["run"], in: folder,
            environment: [
                "TRACKER_DB": "postgres://tracker:hunter2-secret@db:54x/bot", "TELEGRAM_BOT_TOKEN": "123:abc",
            ])
        #expect(result.status == 2)
        #expect(
            result.errors.contains("the port must be a number from 1 to 65535, not “54x”"), "\(result.errors)"
        )
        #expect(!result.errors.contains("hunter2"))
    }

    @Test func backupAndRestoreSayHowToUsePgDumpAndPgRestore() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let backup = try await TrackerbotProcess.run(
            ["backup", "nightly.dump"], in: folder, environment: ["TRACKER_DB": Self.url])
        #expect(backup.status == 1)
        #expect(
            backup.errors.contains(
                "pg_dump --format=custom --file='nightly.dump' 'postgresql://tracker@db.example.com:5432/bot?sslmode=require'"
            ), "\(backup.errors)")
        let restore = try await TrackerbotProcess.run(
            ["restore", "nightly.dump", "--db", Self.url], in: folder)
        #expect(restore.status == 1)
        #expect(
            restore.errors.contains(
                "pg_restore --clean --if-exists --no-owner --dbname='postgresql://tracker@db.example.com:5432/bot?sslmode=require' 'nightly.dump'"
            ), "\(restore.errors)")
        #expect(!(backup.errors + restore.errors).contains("hunter2"))
    }
}
