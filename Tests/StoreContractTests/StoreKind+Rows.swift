import Foundation
import GRDB
import PostgresNIO
import PostgresStore
import SQLiteStore
import TestSupport
import TrackerCore
import TrackerStore

/// A new store of one kind, with its rows written and counted by SQL: for the tests of an
/// area whose setup or effect lies in tables no area of the interface reads. The statements
/// use double-quoted names and plain literals, which both stores read alike.
struct StoreWithRows {
    /// The store under test.
    let store: any Store
    /// Runs one statement.
    let execute: (String) throws -> Void
    /// The integer the one-row, one-column query gives (`SELECT COUNT(*) …`).
    let integer: (String) throws -> Int
}

extension StoreWithRows {
    /// Records `outgoing` in the outbox as sent, as the platform's message `messageID`, about
    /// `userExternalID`: what delivery leaves after sending it.
    func sent(_ outgoing: Outgoing, as messageID: String, about userExternalID: String?, at date: Date) throws
    {
        try store.write { tx in
            let id = try tx.outbox.enqueue(outgoing, userExternalID: userExternalID, at: date)
            try tx.outbox.markSent(id, messageID: messageID)
        }
    }

    /// Records the user `externalID` of `platform`, named `name`, as first contact would.
    func user(_ externalID: String, of platform: String, named name: String) throws {
        _ = try store.write { tx in
            try tx.users.findOrCreate(
                platform: Platform(platform), externalID: externalID, displayName: name, renaming: true,
                now: Date(timeIntervalSince1970: 1_790_000_000))
        }
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
                    integer: { sql in try database.read { db in try Int.fetchOne(db, sql: sql) ?? 0 } }))
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
                        }))
            }
        }
    }
}
