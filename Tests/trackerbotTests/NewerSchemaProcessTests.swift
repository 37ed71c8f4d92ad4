import Foundation
import GRDB
import PostgresStore
import SQLiteStore
import TestSupport
import Testing
import TrackerStore

/// A build never serves a database that a newer build migrated (after a rollback, say): it
/// stops with exit code 2 and one line naming both schemas, and leaves the database as it was.
@Suite(.timeLimit(.minutes(1)))
struct NewerSchemaProcessTests {
    static let later = "v99: from a later build"
    static let token = "123456:ABC-DEF1234ghIkl-zyx57W2v1u123ew11"

    /// What a refusal says of a database at `place`.
    static func refusal(_ place: String) -> String {
        "trackerbot: cannot use \(place): the database's schema is “\(later)”, newer than this build's newest, “\(PostgresMigrations.names.last ?? "")”: run the newer TrackerBot that migrated it, or restore the backup taken before that upgrade\n"
    }

    @Test(arguments: [["run"], ["console"]])
    func anSQLiteDatabaseFromANewerBuildIsRefusedUntouched(arguments: [String]) async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        _ = try TrackerDatabase(path: folder.file("bot.sqlite"))
        let newer = try DatabaseQueue(path: folder.file("bot.sqlite"))
        try await newer.write { db in
            try db.execute(
                sql: "INSERT INTO grdb_migrations (identifier) VALUES (?)", arguments: [Self.later])
        }
        try newer.close()
        /// The schema's tables and the migrations recorded.
        func schema() throws -> [String] {
            let file = try DatabaseQueue(path: folder.file("bot.sqlite"))
            defer { try? file.close() }
            return try file.read { db in
                try String.fetchAll(
                    db, sql: "SELECT sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY name")
                    + String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY rowid")
            }
        }
        let before = try schema()

        let result = try await TrackerbotProcess.run(
            arguments, in: folder,
            environment: ["TRACKER_DB": "bot.sqlite", "TELEGRAM_BOT_TOKEN": Self.token])
        #expect(result.status == 2)
        #expect(result.errors == Self.refusal("the database at bot.sqlite"))
        #expect(try schema() == before)

        let status = try await TrackerbotProcess.run(["status", "--db", "bot.sqlite"], in: folder)
        #expect(
            status.output.contains(
                "\nSchema: \(Self.later) (a newer TrackerBot's, which this build cannot run)\n"))
    }

    @Test(.enabled(if: TestPostgres.isAvailable, TestPostgres.skipReason))
    func aPostgreSQLDatabaseFromANewerBuildIsRefusedUntouched() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try await TestPostgres.withDatabaseAsync { url in
            let database = try PostgresDatabase(url: url, options: .init(connections: 1))
            defer { database.close() }
            try PostgresMigrations.migrate(database)
            try database.withConnection { session in
                _ = try session.execute("INSERT INTO schema_migrations (name) VALUES (\(Self.later))")
            }
            let result = try await TrackerbotProcess.run(
                ["run"], in: folder,
                environment: ["TRACKER_DB": url.withoutPassword, "TELEGRAM_BOT_TOKEN": Self.token])
            #expect(result.status == 2)
            #expect(result.errors == Self.refusal("the PostgreSQL database \(url)"), "\(result.errors)")
            let applied = try PostgresMigrations.applied(database)
            #expect(applied == PostgresMigrations.names + [Self.later])
            #expect(throws: NewerSchema(found: Self.later, newest: PostgresMigrations.names.last ?? "")) {
                try PostgresMigrations.migrate(database)
            }
        }
    }
}
