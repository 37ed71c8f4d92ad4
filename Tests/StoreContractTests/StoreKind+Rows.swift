import Foundation
import GRDB
import PostgresNIO
import PostgresStore
import SQLiteStore
import TestSupport
import TrackerCore
import TrackerStore

/// A new store of one kind, with its rows written and counted by SQL: for the tests of an
/// area whose setup or effect lies in another area's tables. The statements use double-quoted
/// names and plain literals, which both stores read alike.
struct StoreWithRows {
    /// The store under test.
    let store: any Store
    /// Runs one statement.
    let execute: (String) throws -> Void
    /// The integer the one-row, one-column query gives (`SELECT COUNT(*) …`).
    let integer: (String) throws -> Int
    /// `data` as a literal of a binary column.
    let blob: (Data) -> String
}

extension StoreWithRows {
    /// Records `outgoing` in the outbox as sent, as the platform's message `messageID`, about
    /// `userExternalID`: what delivery leaves after sending it.
    func sent(_ outgoing: Outgoing, as messageID: String, about userExternalID: String?, at date: Date) throws
    {
        let user = userExternalID.map { "'\($0)'" } ?? "NULL"
        try execute(
            """
            INSERT INTO "outbox" ("platform", "chatID", "payload", "createdAt", "state", "attempts",
                "sentMessageID", "userExternalID")
            VALUES ('\(outgoing.chat.platform)', '\(outgoing.chat.id)', \(blob(OutgoingPayload.encode(outgoing))),
                \(date.timeIntervalSince1970), 1, 1, '\(messageID)', \(user))
            """)
    }

    /// Records the user `externalID` of `platform`, named `name`, as first contact would.
    func user(_ externalID: String, of platform: String, named name: String) throws {
        try execute(
            """
            INSERT INTO "user" ("platform", "externalID", "displayName", "createdAt")
            VALUES ('\(platform)', '\(externalID)', '\(name)', 1790000000)
            """)
    }
}

extension StoreKind {
    /// Runs `body` with a new, empty, migrated store of this kind and SQL access to its rows.
    func withRows<T>(_ body: (StoreWithRows) async throws -> T) async throws -> T {
        switch self {
        case .sqlite:
            let folder = try TemporaryDirectory()
            defer { folder.remove() }
            let database = try TrackerDatabase(path: folder.file("tracker.sqlite"))
            return try await body(
                StoreWithRows(
                    store: database.store,
                    execute: { sql in try database.write { db in try db.execute(sql: sql) } },
                    integer: { sql in try database.read { db in try Int.fetchOne(db, sql: sql) ?? 0 } },
                    blob: { "X'" + Self.hex($0) + "'" }))
        case .postgres:
            return try await TestPostgres.withMigratedDatabaseAsync { url in
                let database = try PostgresDatabase(url: url, options: .init(connections: 2))
                defer { database.close() }
                return try await body(
                    StoreWithRows(
                        store: database.store,
                        execute: { sql in
                            _ = try database.write { session in
                                try session.execute(PostgresQuery(unsafeSQL: sql))
                            }
                        },
                        integer: { sql in
                            try database.read { session in
                                try session.query(PostgresQuery(unsafeSQL: sql)).first?.decode(Int.self) ?? 0
                            }
                        },
                        blob: { "'\\x" + Self.hex($0) + "'::bytea" }))
            }
        }
    }
    /// `data` in hexadecimal, as both stores' binary literals take it.
    private static func hex(_ data: Data) -> String { data.map { String(format: "%02x", $0) }.joined() }
}
