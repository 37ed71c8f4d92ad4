import Foundation
import GRDB
import TrackerCore
import TrackerStore

/// The inbox (`inbox`), the crash guard's marker (`inboundAttempt`) and counts
/// (`inboundSuspect`), and the dead letters (`inboundDeadLetter`).
struct PostgresInbox: InboxStore {
    let session: PostgresSession

    func admit(_ events: [(key: String, event: PlatformEvent)], source: Platform, at date: Date) throws
        -> [(id: Int64, event: PlatformEvent)]
    {
        guard !events.isEmpty else { return [] }
        let json = try events.map { try InboxEventJSON.encode($0.event) }
        // One statement for the batch: the rows go in in the order given, so their ids grow
        // with it; of a key given twice, the first is stored.
        let stored = try session.fetchRows(
            """
            INSERT INTO "inbox" ("source", "key", "event", "receivedAt")
            SELECT \(source.tag), "given"."key", "given"."event", \(date.timeIntervalSince1970)
            FROM unnest(\(events.map(\.key)), \(json))
                WITH ORDINALITY AS "given"("key", "event", "place")
            WHERE NOT EXISTS (SELECT 1 FROM "inbound" WHERE "inbound"."key" = "given"."key")
            ORDER BY "given"."place"
            ON CONFLICT ("key") DO NOTHING
            RETURNING "id", "key"
            """)
        var ids: [String: Int64] = [:]
        for row in stored { ids[row["key"] as String] = row["id"] as Int64 }
        var admitted: [(id: Int64, event: PlatformEvent)] = []
        for (key, event) in events {
            if let id = ids.removeValue(forKey: key) { admitted.append((id, event)) }
        }
        return admitted
    }

    func next(_ limit: Int, of source: Platform) throws -> [InboxEntry] {
        try session.fetchRows(
            """
            SELECT "id", "source", "key", "event", "receivedAt" FROM "inbox"
            WHERE "source" = \(source.tag) ORDER BY "id" LIMIT \(Int64(limit))
            """
        ).map { row in
            InboxEntry(
                id: row["id"], source: Platform(row["source"] as String), key: row["key"], raw: row["event"],
                receivedAt: Date(timeIntervalSince1970: row["receivedAt"]))
        }
    }

    func remove(_ ids: [Int64]) throws {
        guard !ids.isEmpty else { return }
        session.send("DELETE FROM \"inbox\" WHERE \"id\" = ANY(\(ids))")
    }

    func count(of source: Platform) throws -> Int {
        try session.fetchRows("SELECT COUNT(*) FROM \"inbox\" WHERE \"source\" = \(source.tag)").first
            .map { $0[0] as Int } ?? 0
    }

    func beginAttempt(_ keys: [String], source: String) throws {
        session.send(
            """
            INSERT INTO "inboundAttempt" ("source", "keys") VALUES (\(source), \(keys.joined(separator: "\n")))
            ON CONFLICT ("source") DO UPDATE SET "keys" = EXCLUDED."keys"
            """)
    }

    func recoverAttempt(source: String) throws -> Int {
        guard let keys = try attempt(of: source) else { return 0 }
        let counted = keys.count == 1 ? 1 : 0
        for key in keys {
            try session.execute(
                """
                INSERT INTO "inboundSuspect" ("key", "source", "crashes") VALUES (\(key), \(source), \(counted))
                ON CONFLICT ("key") DO UPDATE SET "crashes" = "inboundSuspect"."crashes" + EXCLUDED."crashes"
                """)
        }
        try session.execute("DELETE FROM \"inboundAttempt\" WHERE \"source\" = \(source)")
        return keys.count
    }

    func crashes(source: String) throws -> [String: Int] {
        try Dictionary(
            session.fetchRows(
                "SELECT \"key\", \"crashes\" FROM \"inboundSuspect\" WHERE \"source\" = \(source)"
            )
            .map { row in (row["key"] as String, row["crashes"] as Int) },
            uniquingKeysWith: { first, _ in first })
    }

    func finishAttempt(source: String) throws {
        // The marker and the counts of the keys it names go in one statement.
        session.send(
            """
            WITH "marker" AS (DELETE FROM "inboundAttempt" WHERE "source" = \(source) RETURNING "keys")
            DELETE FROM "inboundSuspect"
            WHERE "key" IN (SELECT unnest(string_to_array("keys", E'\\n')) FROM "marker")
            """)
    }

    func setAside(_ key: String, source: String, raw: String, reason: String, at date: Date) throws -> Bool {
        try session.execute("DELETE FROM \"inboundAttempt\" WHERE \"source\" = \(source)")
        return try session.execute(
            """
            INSERT INTO "inboundDeadLetter" ("key", "source", "raw", "reason", "createdAt")
            VALUES (\(key), \(source), \(raw), \(reason), \(date.timeIntervalSince1970))
            ON CONFLICT ("key") DO NOTHING
            """) == 1
    }

    func deadLetterCount(of source: Platform) throws -> Int {
        try session.fetchRows("SELECT COUNT(*) FROM \"inboundDeadLetter\" WHERE \"source\" = \(source.tag)")
            .first.map { $0[0] as Int } ?? 0
    }

    /// The keys `source`'s marker names; `nil` when there is no marker.
    private func attempt(of source: String) throws -> [String]? {
        try session.fetchRows("SELECT \"keys\" FROM \"inboundAttempt\" WHERE \"source\" = \(source)").first
            .map { ($0[0] as String).split(separator: "\n").map(String.init) }
    }
}
