import Foundation
import GRDB

/// Keys of inbound events already applied. Recorded in the same transaction as the
/// event's effects, so a redelivered event is recognised and skipped.
public enum InboundLog {
    /// Records `key` unless it is already there.
    /// - Returns: whether it was new, so the event it names is still to be applied.
    public static func claim(_ key: String, at date: Date, in db: Database) throws -> Bool {
        try db.execute(
            cached: "INSERT INTO inbound (key, processedAt) VALUES (?, ?) ON CONFLICT (key) DO NOTHING",
            [key, date.timeIntervalSince1970])
        return db.changesCount == 1
    }
}
