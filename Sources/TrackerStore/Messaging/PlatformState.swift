import GRDB

/// Small named values a platform adapter keeps across restarts, such as Telegram's update
/// offset. Written in the same transaction as the work they describe.
public enum PlatformState {
    /// The value stored under `key`, or `nil` when none was ever set.
    public static func value(_ key: String, in db: Database) throws -> String? {
        try String.fetchOne(db, sql: "SELECT value FROM platformState WHERE key = ?", arguments: [key])
    }

    /// Stores `value` under `key`, replacing any earlier one, in the caller's transaction.
    public static func set(_ key: String, to value: String, in db: Database) throws {
        try db.execute(
            cached:
                "INSERT INTO platformState (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            [key, value])
    }
}
