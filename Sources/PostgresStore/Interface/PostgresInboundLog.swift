import Foundation
import TrackerStore

/// The inbound log, in the `inbound` table.
struct PostgresInboundLog: InboundLogStore {
    let session: PostgresSession

    func claim(_ key: String, at date: Date) throws -> Bool {
        try session.execute(
            """
            INSERT INTO "inbound" ("key", "processedAt") VALUES (\(key), \(date.timeIntervalSince1970))
            ON CONFLICT ("key") DO NOTHING
            """) == 1
    }

    func claim(_ keys: [String], at date: Date) throws -> Set<String> {
        guard !keys.isEmpty else { return [] }
        let rows = try session.fetchRows(
            """
            INSERT INTO "inbound" ("key", "processedAt")
            SELECT "key", \(date.timeIntervalSince1970) FROM unnest(\(keys)) AS "given"("key")
            ON CONFLICT ("key") DO NOTHING
            RETURNING "key"
            """)
        return Set(rows.map { $0["key"] as String })
    }
}
