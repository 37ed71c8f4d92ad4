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
}
