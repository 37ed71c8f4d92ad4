import Foundation
import GRDB
import NIOCore
import PostgresNIO
import Synchronization

// The records keep one column mapping for both stores: the tables have the same columns on
// PostgreSQL as on SQLite (a test compares the schemas), so a PostgreSQL row becomes the GRDB
// row the record decodes, and a record's encoded columns are bound by their PostgreSQL types.

extension PostgresSession {
    /// The rows of `query`, each decoded as a `Record`.
    public func fetchAll<Record: FetchableRecord>(_ type: Record.Type, _ query: PostgresQuery) throws
        -> [Record]
    {
        try self.query(query).map { try Record(row: Self.row($0)) }
    }

    /// The first row of `query`, decoded as a `Record`, or `nil` when there is none.
    public func fetchOne<Record: FetchableRecord>(_ type: Record.Type, _ query: PostgresQuery) throws
        -> Record?
    {
        try self.query(query).first.map { try Record(row: Self.row($0)) }
    }

    /// The rows of `query` as GRDB rows, each column with the value SQLite would give.
    public func fetchRows(_ query: PostgresQuery) throws -> [Row] {
        try self.query(query).map(Self.row)
    }

    /// Inserts `record` into its table and reads it back, so that the id the database gave it
    /// (and every column's default) is in `record` afterwards.
    /// - Returns: the inserted row, with the columns `Record` does not decode.
    @discardableResult
    func insert<Record: MutablePersistableRecord & FetchableRecord>(_ record: inout Record) throws -> Row {
        let table = Record.databaseTableName
        var values = try record.databaseDictionary
        if values["id"] == .null { values["id"] = nil }
        guard let row = try query(insertion(values, into: table, returning: true)).first else {
            throw ColumnMismatch(description: "inserting into \(table) returned no row")
        }
        let inserted = try Self.row(row)
        record = try Record(row: inserted)
        return inserted
    }

    /// Inserts `record` with the id `ids` reserved for its table, without waiting (see
    /// ``send(_:)``): `record` has that id at once. Its columns all come from `record`, so
    /// it is for a record that encodes every column it reads back.
    func insertWithoutWaiting<Record: MutablePersistableRecord & FetchableRecord>(
        _ record: inout Record, ids: ReservedIDs
    ) throws {
        let table = Record.databaseTableName
        var values = try record.databaseDictionary
        values["id"] = try ids.next(for: table, in: self).databaseValue
        let insertion = try insertion(values, into: table, returning: false)
        record = try Record(row: Row(values.mapValues { $0 }))
        send(insertion)
    }

    /// The statement inserting `values` into `table`, each bound by its column's type.
    private func insertion(_ values: [String: DatabaseValue], into table: String, returning: Bool) throws
        -> PostgresQuery
    {
        // In column order, so that a table's inserts are one statement text for the server's
        // statistics, whatever order the dictionary has.
        let names = values.keys.sorted()
        let types = try columnTypes(of: table)
        var binds = PostgresBindings(capacity: names.count)
        for name in names {
            try Self.bind(ColumnValue(values[name] ?? .null), as: types.column(name), of: table, into: &binds)
        }
        let placeholders = (1...max(1, names.count)).map { "$\($0)" }.prefix(names.count)
        let sql =
            names.isEmpty
            ? "INSERT INTO \(Self.quoted(table)) DEFAULT VALUES"
            : "INSERT INTO \(Self.quoted(table)) (\(names.map(Self.quoted).joined(separator: ", "))) VALUES ("
                + placeholders.joined(separator: ", ") + ")"
        return PostgresQuery(unsafeSQL: returning ? sql + " RETURNING *" : sql, binds: binds)
    }

    /// Saves every column of `record`, found by its `id`.
    /// - Returns: whether a row had that id.
    @discardableResult
    func update<Record: EncodableRecord & TableRecord>(_ record: Record) throws -> Bool {
        let table = Record.databaseTableName
        let values = try record.databaseDictionary
        guard let id = values["id"], id != .null else {
            throw ColumnMismatch(description: "a \(table) row without an id cannot be updated")
        }
        let names = values.keys.filter { $0 != "id" }
        let types = try columnTypes(of: table)
        var binds = PostgresBindings(capacity: names.count + 1)
        var assignments: [String] = []
        for name in names {
            try Self.bind(ColumnValue(values[name] ?? .null), as: types.column(name), of: table, into: &binds)
            assignments.append("\(Self.quoted(name)) = $\(binds.count)")
        }
        try Self.bind(ColumnValue(id), as: types.column("id"), of: table, into: &binds)
        let sql =
            "UPDATE \(Self.quoted(table)) SET \(assignments.joined(separator: ", ")) WHERE \"id\" = $\(binds.count)"
        return try execute(PostgresQuery(unsafeSQL: sql, binds: binds)) > 0
    }

    /// A PostgreSQL row as the GRDB row SQLite would give: booleans as 0 and 1, every integer
    /// as a 64-bit one, `numeric` (what `sum` of integers gives) as an integer when it is one.
    static func row(_ row: PostgresRow) throws -> Row {
        var columns: [String: (any DatabaseValueConvertible)?] = [:]
        for cell in row {
            columns[cell.columnName] = try databaseValue(of: cell)
        }
        return Row(columns)
    }

    private static func databaseValue(of cell: PostgresCell) throws -> DatabaseValue {
        guard cell.bytes != nil else { return .null }
        switch cell.dataType {
        case .int2, .int4, .int8: return try cell.decode(Int64.self).databaseValue
        case .bool: return (try cell.decode(Bool.self) ? 1 : 0).databaseValue
        case .float4, .float8: return try cell.decode(Double.self).databaseValue
        case .bytea: return Data(buffer: try cell.decode(ByteBuffer.self)).databaseValue
        case .numeric:
            let number = NSDecimalNumber(decimal: try cell.decode(Decimal.self))
            let integer = number.int64Value
            return Decimal(integer) == number.decimalValue
                ? integer.databaseValue : number.doubleValue.databaseValue
        default: return try cell.decode(String.self).databaseValue
        }
    }

    /// The columns of `table` by name, read once per process: every database the bot opens
    /// has the schema its migrations give.
    func columnTypes(of table: String) throws -> TableColumns {
        if let known = TableColumns.known.withLock({ $0[table] }) { return known }
        let columns = TableColumns(table: table, columns: try columns(of: table))
        TableColumns.known.withLock { $0[table] = columns }
        return columns
    }
}

/// A table's columns by name, to bind a record's values by the types PostgreSQL declares.
struct TableColumns: Sendable {
    static let known = Mutex<[String: TableColumns]>([:])

    let table: String
    private let byName: [String: TableColumn]

    init(table: String, columns: [TableColumn]) {
        self.table = table
        byName = Dictionary(columns.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    func column(_ name: String) throws -> TableColumn {
        guard let column = byName[name] else {
            throw ColumnMismatch(description: "\(table) has no column \(name)")
        }
        return column
    }
}

extension ColumnValue {
    /// The value GRDB encoded.
    init(_ value: DatabaseValue) {
        switch value.storage {
        case .null: self = .null
        case .int64(let number): self = .integer(number)
        case .double(let number): self = .real(number)
        case .string(let text): self = .text(text)
        case .blob(let data): self = .blob(Array(data))
        }
    }
}
