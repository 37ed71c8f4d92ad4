import Foundation
import TestSupport
import Testing

/// What the commands say when TRACKER_DB is a PostgreSQL URL they cannot use: one line, and
/// never the password.
@Suite(.timeLimit(.minutes(1)))
struct PostgresURLProcessTests {
    static let url = "postgres://tracker:hunter2-secret@db.example.com/bot?sslmode=require"

    /// Nothing listens on port 1 of loopback: the connection is refused at once.
    @Test(arguments: [["run"], ["console"], ["dead-letters", "list"]])
    func servingCommandsSayInOneLineThatTheDatabaseCannotBeReached(arguments: [String]) async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let result = try await TrackerbotProcess.run(
            arguments, in: folder,
            environment: [
                "TRACKER_DB": "postgres://tracker:hunter2-secret@127.0.0.1:1/bot?sslmode=disable",
                "TELEGRAM_BOT_TOKEN": "123456:ABC-DEF1234ghIkl-zyx57W2v1u123ew11",
            ])
        #expect(result.status == 1)
        #expect(
            result.errors.hasPrefix(
                "trackerbot: cannot use the PostgreSQL database postgresql://tracker:***@127.0.0.1:1/bot?sslmode=disable: "
            ), "\(result.errors)")
        #expect(result.errors.split(separator: "\n").count == 1, "\(result.errors)")
        #expect(!result.errors.contains("hunter2"))
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

    /// A misspelt scheme is refused as a setting, not taken for a file's path to create.
    @Test func aURLOfAnotherSchemeIsRefusedWithoutItsPassword() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let result = try await TrackerbotProcess.run(
            ["run"], in: folder,
            environment: [
                "TRACKER_DB": "postgress://tracker:hunter2-secret@db/bot", "TELEGRAM_BOT_TOKEN": "123:abc",
            ])
        #expect(result.status == 2)
        #expect(result.errors.contains("“postgress://” is no database this bot can use"), "\(result.errors)")
        #expect(!result.errors.contains("hunter2"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
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
