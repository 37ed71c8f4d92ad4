import Foundation
import GRDB
import TrackerCore
import TrackerStore

/// The inbox's statements (``InboxStore``): events admitted with the platform's checkpoint
/// and removed in the transaction that applies them.
extension InboxEntry {
    /// Stores `events` under their keys, in the caller's transaction, skipping a key that is
    /// already in the inbox or already applied (in the ``InboundLog``).
    /// - Returns: the new ones, with the ids they were stored under.
    public static func admit(
        _ events: [(key: String, event: PlatformEvent)], source: Platform, at date: Date, in db: Database
    ) throws -> [(id: Int64, event: PlatformEvent)] {
        var admitted: [(id: Int64, event: PlatformEvent)] = []
        for (key, event) in events {
            let json = try InboxEventJSON.encode(event)
            try db.execute(
                cached: """
                    INSERT INTO inbox (source, key, event, receivedAt)
                    SELECT ?, ?, ?, ? WHERE NOT EXISTS (SELECT 1 FROM inbound WHERE key = ?)
                    ON CONFLICT (key) DO NOTHING
                    """, [source, key, json, date.timeIntervalSince1970, key])
            if db.changesCount == 1 { admitted.append((db.lastInsertedRowID, event)) }
        }
        return admitted
    }

    /// The first `limit` entries of `source` in order of arrival.
    public static func next(_ limit: Int, of source: Platform, in db: Database) throws -> [InboxEntry] {
        try Row.fetchAll(
            db.cachedStatement(
                sql: """
                    SELECT id, source, key, event, receivedAt FROM inbox
                    WHERE source = ? ORDER BY id LIMIT ?
                    """),
            arguments: [source, limit]
        ).map { row in
            InboxEntry(
                id: row[0], source: row[1], key: row[2], raw: row[3],
                receivedAt: Date(timeIntervalSince1970: row[4]))
        }
    }

    /// Removes the entries with `ids`, in the transaction that applied them.
    public static func remove(_ ids: [Int64], in db: Database) throws {
        for id in ids { try db.execute(cached: "DELETE FROM inbox WHERE id = ?", [id]) }
    }

    /// How many entries of `source` wait to be applied.
    public static func count(of source: Platform, in db: Database) throws -> Int {
        try Int.fetchOne(cached: "SELECT COUNT(*) FROM inbox WHERE source = ?", [source], in: db) ?? 0
    }
}
