import NIOCore
import PostgresNIO

/// A value as SQLite stores it, the common form a copy between the two stores moves rows in:
/// booleans are integers 0 and 1, as on SQLite.
public enum ColumnValue: Sendable, Hashable {
    /// SQL NULL.
    case null
    /// A 64-bit integer (and a boolean, as 0 or 1).
    case integer(Int64)
    /// A double.
    case real(Double)
    /// Text.
    case text(String)
    /// Bytes.
    case blob([UInt8])
}

/// A table's column, by name and PostgreSQL type (`bigint`, `text`, `boolean`, `bytea`,
/// `double precision`).
public struct TableColumn: Sendable, Hashable {
    /// The column's name.
    public var name: String
    /// Its type, as `information_schema.columns.data_type` says it.
    public var type: String
    /// Whether it takes NULL.
    public var isNullable: Bool
}

/// A value that does not fit the column it is copied to.
public struct ColumnMismatch: Error, CustomStringConvertible {
    /// Which value, and why.
    public let description: String
}

extension PostgresSession {
    /// The columns of `table` in the public schema, in their order.
    public func columns(of table: String) throws -> [TableColumn] {
        try query(
            """
            SELECT column_name, data_type, is_nullable FROM information_schema.columns
            WHERE table_schema = 'public' AND table_name = \(table) ORDER BY ordinal_position
            """
        ).map { row in
            let (name, type, nullable) = try row.decode((String, String, String).self)
            return TableColumn(name: name, type: type, isNullable: nullable == "YES")
        }
    }

    /// The tables of the public schema, by name.
    public func tableNames() throws -> Set<String> {
        Set(
            try query(
                "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'"
            ).map { try $0.decode(String.self) })
    }

    /// How many rows `table` has.
    public func count(_ table: String) throws -> Int {
        try query(PostgresQuery(unsafeSQL: "SELECT count(*) FROM \(Self.quoted(table))")).first?.decode(
            Int.self)
            ?? 0
    }

    /// Every row of `table`, its `columns` in that order.
    public func rows(of table: String, columns: [TableColumn]) throws -> [[ColumnValue]] {
        let names = columns.map { Self.quoted($0.name) }.joined(separator: ", ")
        return try query(PostgresQuery(unsafeSQL: "SELECT \(names) FROM \(Self.quoted(table))")).map { row in
            try zip(row, columns).map { cell, column in try Self.value(of: cell, type: column.type) }
        }
    }

    /// Inserts `rows` (values in the order of `columns`) into `table`, many rows a statement.
    public func insert(_ rows: [[ColumnValue]], into table: String, columns: [TableColumn]) throws {
        guard !columns.isEmpty else { return }
        let perStatement = max(1, min(1000, Int(UInt16.max) / columns.count))
        let names = columns.map { Self.quoted($0.name) }.joined(separator: ", ")
        var start = 0
        while start < rows.count {
            let batch = rows[start..<min(rows.count, start + perStatement)]
            var binds = PostgresBindings(capacity: batch.count * columns.count)
            var tuples: [String] = []
            for row in batch {
                var placeholders: [String] = []
                for (value, column) in zip(row, columns) {
                    try Self.bind(value, as: column, of: table, into: &binds)
                    placeholders.append("$\(binds.count)")
                }
                tuples.append("(" + placeholders.joined(separator: ", ") + ")")
            }
            try execute(
                PostgresQuery(
                    unsafeSQL: "INSERT INTO \(Self.quoted(table)) (\(names)) VALUES "
                        + tuples.joined(separator: ", "),
                    binds: binds))
            start += batch.count
        }
    }

    /// Moves `table`'s id sequence past its highest id, so new rows after a copy get new ids.
    /// Does nothing for a table without an `id` identity column.
    public func moveIdentityPastRows(of table: String) throws {
        guard try columns(of: table).contains(where: { $0.name == "id" }) else { return }
        let sequence = try query("SELECT pg_get_serial_sequence(\(Self.quoted(table)), 'id')").first?
            .decode(String?.self)
        guard let sequence else { return }
        try execute(
            PostgresQuery(
                unsafeSQL:
                    "SELECT setval($1, (SELECT COALESCE(MAX(\"id\"), 0) + 1 FROM \(Self.quoted(table))), false)",
                binds: {
                    var binds = PostgresBindings()
                    binds.append(sequence)
                    return binds
                }()))
    }

    /// `name` as a quoted identifier, its case kept.
    static func quoted(_ name: String) -> String {
        "\"" + name.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\""
    }

    private static func value(of cell: PostgresCell, type: String) throws -> ColumnValue {
        if cell.bytes == nil { return .null }
        switch type {
        case "bigint", "integer", "smallint": return .integer(try cell.decode(Int64.self))
        case "boolean": return .integer(try cell.decode(Bool.self) ? 1 : 0)
        case "double precision", "real": return .real(try cell.decode(Double.self))
        case "bytea": return .blob(Array(buffer: try cell.decode(ByteBuffer.self)))
        default: return .text(try cell.decode(String.self))
        }
    }

    static func bind(
        _ value: ColumnValue, as column: TableColumn, of table: String, into binds: inout PostgresBindings
    ) throws {
        switch (value, column.type) {
        case (.null, _): binds.appendNull()
        case (.integer(let number), "bigint"): binds.append(number)
        case (.integer(let number), "boolean"): binds.append(number != 0)
        case (.integer(let number), "double precision"): binds.append(Double(number))
        case (.real(let number), "double precision"): binds.append(number)
        case (.text(let text), "text"): binds.append(text)
        case (.blob(let bytes), "bytea"): binds.append(ByteBuffer(bytes: bytes))
        default:
            throw ColumnMismatch(
                description: "\(table).\(column.name) is \(column.type), and a row holds \(value) there")
        }
    }
}
