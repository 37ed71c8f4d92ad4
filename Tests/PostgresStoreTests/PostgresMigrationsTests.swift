import Foundation
import GRDB
import PostgresNIO
import PostgresStore
import SQLiteStore
import TestSupport
import Testing

@Suite(.enabled(if: TestPostgres.isAvailable, TestPostgres.skipReason))
struct PostgresMigrationsTests {
    @Test func eachMigrationIsAppliedOnce() throws {
        try TestPostgres.withDatabase { url in
            let database = try PostgresDatabase(url: url)
            defer { database.close() }
            #expect(try PostgresMigrations.applied(database) == [])
            #expect(try PostgresMigrations.migrate(database) == PostgresMigrations.names)
            #expect(try PostgresMigrations.migrate(database) == [])
            #expect(try PostgresMigrations.applied(database) == PostgresMigrations.names)
        }
    }

    @Test func twoInstancesStartingAtOnceMigrateOnce() async throws {
        try await TestPostgres.withDatabaseAsync { url in
            let applied = try await withThrowingTaskGroup(of: [String].self) { group in
                for _ in 0..<2 {
                    group.addTask {
                        let database = try PostgresDatabase(url: url, options: .init(connections: 1))
                        defer { database.close() }
                        return try await Task.detached { try PostgresMigrations.migrate(database) }.value
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(applied.sorted { $0.count < $1.count } == [[], PostgresMigrations.names])
        }
    }

    /// The two schemas have the same tables, each with the same columns, of matching types and
    /// nullability, but for the row-id columns PostgreSQL adds (``PostgresMigrations/rowIDColumns``):
    /// a column added on one side only fails here. Names are compared as SQLite
    /// does, without case: GRDB's `belongsTo` declares `userId` where the code says `userID`,
    /// and PostgreSQL's columns are named as the code says.
    @Test func theSchemaHasSQLitesTablesAndColumns() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let sqlite = try TrackerDatabase(path: directory.file("bot.sqlite"))
        let sqliteTables = try sqlite.read { db in
            let names = try String.fetchAll(
                db,
                sql:
                    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != 'grdb_migrations'"
            )
            return try Dictionary(
                uniqueKeysWithValues: names.map { table in
                    let columns = try Row.fetchAll(
                        db, sql: "PRAGMA table_info(\(table.quotedDatabaseIdentifier))"
                    ).map {
                        row -> String in
                        let type = Self.postgresType(forSQLite: row["type"])
                        let nullable = (row["notnull"] as Int) == 0 && (row["pk"] as Int) == 0
                        return "\((row["name"] as String).lowercased()) \(type)\(nullable ? "" : " not null")"
                    }
                    return (table, columns)
                })
        }
        let postgresTables = try TestPostgres.withDatabase { url in
            let database = try PostgresDatabase(url: url)
            defer { database.close() }
            try PostgresMigrations.migrate(database)
            return try database.read { session in
                try Dictionary(
                    uniqueKeysWithValues: session.tableNames().subtracting(["schema_migrations"]).map {
                        table in
                        (
                            table,
                            try session.columns(of: table).map {
                                "\($0.name.lowercased()) \($0.type)\($0.isNullable ? "" : " not null")"
                            }
                        )
                    })
            }
        }
        #expect(Set(postgresTables.keys) == Set(sqliteTables.keys))
        // The one difference: where SQLite numbers a table's rows by row id, PostgreSQL has a
        // column for it (a copy carries the row id into it), and SQLite's table has no such column.
        #expect(PostgresMigrations.rowIDColumns == ["inboundDeadLetter": "id"])
        for (table, column) in PostgresMigrations.rowIDColumns {
            #expect(
                postgresTables[table]?.contains("\(column.lowercased()) bigint not null") == true, "\(table)")
            #expect(
                sqliteTables[table]?.contains { $0.hasPrefix("\(column.lowercased()) ") } == false, "\(table)"
            )
        }
        for (table, columns) in sqliteTables {
            let rowID = PostgresMigrations.rowIDColumns[table].map { "\($0.lowercased()) bigint not null" }
            #expect(postgresTables[table]?.filter { $0 != rowID } == columns, "\(table)")
        }
        #expect(Set(PostgresMigrations.tablesInForeignKeyOrder) == Set(sqliteTables.keys))
    }

    private static func postgresType(forSQLite type: String) -> String {
        switch type.uppercased() {
        case "INTEGER": "bigint"
        case "BLOB": "bytea"
        case "BOOLEAN": "boolean"
        // The store writes times as Unix seconds.
        case "DOUBLE", "DATETIME": "double precision"
        default: "text"
        }
    }
}
