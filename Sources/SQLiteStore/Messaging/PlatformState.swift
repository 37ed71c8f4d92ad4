import Foundation
import GRDB
import TrackerStore

/// Small named values a platform adapter keeps across restarts, such as Telegram's update
/// offset. Written in the same transaction as the work they describe.
public enum PlatformState {
    /// The value stored under `key`, or `nil` when none was ever set.
    public static func value(_ key: String, in db: Database) throws -> String? {
        try String.fetchOne(db, sql: "SELECT value FROM platformState WHERE key = ?", arguments: [key])
    }

    /// Stores a platform's checkpoint `value` under `key` and, beside it, `date` as the time
    /// its intake last committed a batch (what `trackerbot status` shows), in the caller's
    /// transaction.
    public static func setCheckpoint(_ key: String, to value: String, at date: Date, in db: Database) throws {
        try set(key, to: value, in: db)
        try set(CheckpointKeys.committedAt(of: key), to: String(date.timeIntervalSince1970), in: db)
    }

    /// When each platform's intake last committed a batch, by platform: the first part of
    /// its checkpoint key (`telegram` for `telegram.offset` and `telegram.webhook`), the
    /// latest of its keys' times.
    public static func lastCommits(in db: Database) throws -> [String: Date] {
        let rows = try Row.fetchAll(
            db, sql: "SELECT key, value FROM platformState WHERE key LIKE ?",
            arguments: ["%" + CheckpointKeys.committedAtSuffix])
        return lastCommits(rows.map { ($0["key"], $0["value"]) })
    }

    /// ``lastCommits(in:)`` from the `(key, value)` rows whose keys end in the committed-at
    /// suffix, whichever store read them.
    public static func lastCommits(_ rows: [(key: String, value: String)]) -> [String: Date] {
        var commits: [String: Date] = [:]
        for (key, value) in rows {
            guard let seconds = Double(value), let platform = key.split(separator: ".").first else {
                continue
            }
            let date = Date(timeIntervalSince1970: seconds)
            commits[String(platform)] = max(date, commits[String(platform)] ?? date)
        }
        return commits
    }

    /// Stores `value` under `key`, replacing any earlier one, in the caller's transaction.
    public static func set(_ key: String, to value: String, in db: Database) throws {
        try db.execute(
            cached:
                "INSERT INTO platformState (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            [key, value])
    }
}
