import GRDB
import TestSupport
import Testing

@testable import PostgresStore

/// PostgreSQL rows become the GRDB rows SQLite would give, so one record mapping serves both.
@Suite(.enabled(if: TestPostgres.isAvailable, TestPostgres.skipReason))
struct RecordMappingTests {
    @Test func valuesComeBackAsSQLiteWouldGiveThem() throws {
        try TestPostgres.withDatabase { url in
            let database = try PostgresDatabase(url: url, options: .init(connections: 1))
            defer { database.close() }
            let row = try #require(
                try database.read { session in
                    try session.fetchRows(
                        """
                        SELECT SUM(x) AS "total", 2.5::numeric AS "half", TRUE AS "yes", FALSE AS "no",
                            NULL::text AS "nothing", 7::integer AS "small", 'word' AS "text",
                            1.25::double precision AS "real", SUM(x) * 4000000000000 AS "large"
                        FROM (VALUES (1::bigint), (2::bigint)) AS t(x)
                        """
                    ).first
                })
            #expect(row["total"] as Int64? == 3)
            #expect(row["half"] as Double? == 2.5)
            #expect(row["yes"] as Int64? == 1)
            #expect(row["no"] as Int64? == 0)
            #expect(row["nothing"] as String? == nil)
            #expect(row["small"] as Int64? == 7)
            #expect(row["text"] as String? == "word")
            #expect(row["real"] as Double? == 1.25)
            #expect(row["large"] as Int64? == 12_000_000_000_000)
        }
    }
}
