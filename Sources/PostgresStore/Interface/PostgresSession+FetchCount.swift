import GRDB
import PostgresNIO

extension PostgresSession {
    /// The number a `SELECT COUNT(*) AS "count" …` query gives.
    func fetchCount(_ query: PostgresQuery) throws -> Int {
        guard let row = try fetchRows(query).first else { return 0 }
        return try row.decode(forColumn: "count")
    }
}
