import Foundation
import GRDB

extension PostgresSession {
    /// The rows of `table` in `json`, a JSON array of its rows as `json_agg` gives them (`nil`,
    /// as `json_agg` of no rows gives, is none), each column's value as ``row(_:)`` gives it
    /// when read on its own: one statement can carry the rows of several tables this way.
    func rows(of table: String, json: String?) throws -> [Row] {
        guard let json else { return [] }
        let objects = try JSONDecoder().decode([[String: JSONCell]].self, from: Data(json.utf8))
        let types = try columnTypes(of: table)
        return try objects.map { object in
            var columns: [String: (any DatabaseValueConvertible)?] = [:]
            for (name, cell) in object {
                columns[name] = try cell.databaseValue(in: types.column(name), of: table)
            }
            return Row(columns)
        }
    }
}

/// One value of a row in JSON.
private enum JSONCell: Decodable {
    case null
    case bool(Bool)
    case integer(Int64)
    case real(Double)
    case text(String)

    init(from decoder: any Decoder) throws {
        let value = try decoder.singleValueContainer()
        if value.decodeNil() {
            self = .null
        } else if let flag = try? value.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? value.decode(Int64.self) {
            self = .integer(number)
        } else if let number = try? value.decode(Double.self) {
            self = .real(number)
        } else {
            self = .text(try value.decode(String.self))
        }
    }

    /// The value as SQLite would give it for `column`: booleans as 0 and 1, every integer as
    /// a 64-bit one. PostgreSQL writes a `double precision` in JSON with the shortest digits
    /// that read back as the same number.
    func databaseValue(in column: TableColumn, of table: String) throws -> DatabaseValue {
        switch (column.type, self) {
        case (_, .null): return .null
        case ("bigint", .integer(let number)), ("integer", .integer(let number)),
            ("smallint", .integer(let number)):
            return number.databaseValue
        case ("boolean", .bool(let flag)): return (flag ? 1 : 0).databaseValue
        case ("double precision", .real(let number)), ("real", .real(let number)): return number.databaseValue
        case ("double precision", .integer(let number)), ("real", .integer(let number)):
            return Double(number).databaseValue
        case ("text", .text(let text)): return text.databaseValue
        default:
            throw ColumnMismatch(
                description: "\(table).\(column.name) (\(column.type)) cannot be read from \(self)")
        }
    }
}
