import GRDB
import TestSupport
import Testing

@testable import PostgresStore

/// Rows carried as JSON, so that one statement reads several tables, decode to the rows the
/// same table gives when read on its own.
@Suite(.enabled(if: TestPostgres.isAvailable, TestPostgres.skipReason))
struct JSONRowsTests {
    @Test func rowsReadAsJSONAreTheRowsReadOnTheirOwn() throws {
        try TestPostgres.withDatabase { url in
            let database = try PostgresDatabase(url: url, options: .init(connections: 1))
            defer { database.close() }
            _ = try PostgresMigrations.migrate(database)
            let (own, carried, none) = try database.write { session in
                // Every type a table has here: text with quotes and a line break, a fraction
                // with all its digits, NULL, booleans and integers past 32 bits.
                try session.execute(
                    """
                    INSERT INTO "user" ("platform", "externalID", "displayName", "createdAt")
                    VALUES ('telegram', '9007199254740993', 'Ann "the" O''Hara
                    second line', 1790000000.1234567)
                    """)
                try session.execute(
                    """
                    INSERT INTO "chat" ("platform", "chatID", "active", "updatedAt", "isGroup")
                    VALUES ('telegram', '1', TRUE, 0.1, NULL), ('telegram', '2', FALSE, 1e20, TRUE)
                    """)
                let own =
                    try session.fetchRows(#"SELECT * FROM "user""#)
                    + session.fetchRows(#"SELECT * FROM "chat" ORDER BY "chatID""#)
                let row = try #require(
                    try session.fetchRows(
                        """
                        SELECT (SELECT json_agg("user") FROM "user") AS "users",
                            (SELECT json_agg("chat" ORDER BY "chatID") FROM "chat") AS "chats",
                            (SELECT json_agg("pause") FROM "pause") AS "pauses"
                        """
                    ).first)
                let carried =
                    try session.rows(of: "user", json: row["users"])
                    + session.rows(of: "chat", json: row["chats"])
                return (own, carried, try session.rows(of: "pause", json: row["pauses"]))
            }
            // Column by column: a row's order of columns is not part of what it says.
            let columns = { (rows: [Row]) in rows.map { Dictionary(uniqueKeysWithValues: Array($0)) } }
            #expect(columns(carried) == columns(own))
            #expect(own.count == 3)
            #expect(none.isEmpty)
        }
    }
}
