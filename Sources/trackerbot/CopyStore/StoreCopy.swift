import Foundation
import GRDB
import PostgresStore
import SQLiteStore

/// Copies every row of one store into an empty store of the other kind, in one transaction on
/// the target, and checks each table's row count there.
enum StoreCopy {
    /// A copy that cannot be made, said in one line.
    struct Refusal: Error, CustomStringConvertible {
        let description: String
    }

    /// One side of a copy: the tables of an SQLite file or of a PostgreSQL database.
    enum Side {
        case sqlite(TrackerDatabase)
        case postgres(PostgresDatabase)
    }

    /// Copies `source` into `target` and returns each table with the rows it now has, in the
    /// order they were copied.
    static func copy(from source: Side, to target: Side) throws -> [(table: String, rows: Int)] {
        let tables = PostgresMigrations.tablesInForeignKeyOrder
        let counts = try source.counts(tables)
        let filled = try target.counts(tables).filter { $0.rows > 0 }
        guard filled.isEmpty else {
            let list = filled.prefix(3).map { "\($0.table): \($0.rows)" }.joined(separator: ", ")
            throw Refusal(
                description:
                    "the target already has rows (\(list)): copy-store copies into an empty store only")
        }
        switch (source, target) {
        case (.sqlite(let from), .postgres(let to)):
            try to.write { session in
                for table in tables {
                    let columns = try session.columns(of: table)
                    let rows = try from.read { db in
                        try SQLiteTables.rows(of: table, columns: columns.map(\.name), in: db)
                    }
                    try session.insert(rows, into: table, columns: columns)
                    try session.moveIdentityPastRows(of: table)
                }
                try verify(counts) { try session.count($0) }
            }
        case (.postgres(let from), .sqlite(let to)):
            try to.write { db in
                for table in tables {
                    let (columns, rows) = try from.read { session in
                        let columns = try session.columns(of: table)
                        return (columns, try session.rows(of: table, columns: columns))
                    }
                    try SQLiteTables.insert(rows, into: table, columns: columns.map(\.name), in: db)
                }
                try verify(counts) { try SQLiteTables.count(table: $0, in: db) }
            }
        default:
            throw Refusal(description: "copy-store copies between SQLite and PostgreSQL: give one of each")
        }
        return counts
    }

    private static func verify(_ counts: [(table: String, rows: Int)], in count: (String) throws -> Int)
        throws
    {
        for (table, rows) in counts {
            let copied = try count(table)
            guard copied == rows else {
                throw Refusal(
                    description: "\(table) has \(copied) rows after the copy, not \(rows): nothing was copied"
                )
            }
        }
    }
}

extension StoreCopy.Side {
    /// Each table's row count.
    func counts(_ tables: [String]) throws -> [(table: String, rows: Int)] {
        switch self {
        case .sqlite(let database):
            try database.read { db in try tables.map { ($0, try SQLiteTables.count(table: $0, in: db)) } }
        case .postgres(let database):
            try database.read { session in try tables.map { ($0, try session.count($0)) } }
        }
    }
}

/// The SQLite side of a copy: rows as ``ColumnValue``s, read and written by column name.
enum SQLiteTables {
    /// `columns`, PostgreSQL's names, as SQLite's SQL says them: the column PostgreSQL numbers
    /// a table's rows with where SQLite has none (``PostgresMigrations/rowIDColumns``) is the
    /// row id, so a copy keeps each row's number.
    static func sqliteNames(of columns: [String], in table: String) -> String {
        columns.map { $0 == PostgresMigrations.rowIDColumns[table] ? "rowid" : $0.quotedDatabaseIdentifier }
            .joined(separator: ", ")
    }

    static func count(table: String, in db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table.quotedDatabaseIdentifier)") ?? 0
    }

    static func rows(of table: String, columns: [String], in db: Database) throws -> [[ColumnValue]] {
        let names = sqliteNames(of: columns, in: table)
        return try Row.fetchAll(db, sql: "SELECT \(names) FROM \(table.quotedDatabaseIdentifier)").map {
            row in
            row.databaseValues.map { value in
                switch value.storage {
                case .null: .null
                case .int64(let number): .integer(number)
                case .double(let number): .real(number)
                case .string(let text): .text(text)
                case .blob(let data): .blob(Array(data))
                }
            }
        }
    }

    static func insert(_ rows: [[ColumnValue]], into table: String, columns: [String], in db: Database) throws
    {
        guard !columns.isEmpty else { return }
        let names = sqliteNames(of: columns, in: table)
        let marks = Array(repeating: "?", count: columns.count).joined(separator: ", ")
        let statement = try db.makeStatement(
            sql: "INSERT INTO \(table.quotedDatabaseIdentifier) (\(names)) VALUES (\(marks))")
        for row in rows {
            try statement.execute(
                arguments: StatementArguments(
                    row.map { value -> DatabaseValue in
                        switch value {
                        case .null: .null
                        case .integer(let number): number.databaseValue
                        case .real(let number): number.databaseValue
                        case .text(let text): text.databaseValue
                        case .blob(let bytes): Data(bytes).databaseValue
                        }
                    }))
        }
    }
}
