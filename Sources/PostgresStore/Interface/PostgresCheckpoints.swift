import Foundation
import GRDB
import TrackerStore

/// The platforms' values, in the `platformState` table.
struct PostgresCheckpoints: CheckpointStore {
    let session: PostgresSession

    func value(_ key: String) throws -> String? {
        try session.fetchRows("SELECT \"value\" FROM \"platformState\" WHERE \"key\" = \(key)").first
            .map { $0[0] as String }
    }

    func set(_ key: String, to value: String) throws {
        session.send(
            """
            INSERT INTO "platformState" ("key", "value") VALUES (\(key), \(value))
            ON CONFLICT ("key") DO UPDATE SET "value" = EXCLUDED."value"
            """)
    }

    func setCheckpoint(_ key: String, to value: String, at date: Date) throws {
        try set(key, to: value)
        try set(CheckpointKeys.committedAt(of: key), to: String(date.timeIntervalSince1970))
    }
}
