import Foundation
import GRDB
import TrackerStore

/// The platforms' values, in the `platformState` table (``PlatformState``).
struct SQLiteCheckpoints: CheckpointStore {
    let db: Database

    func value(_ key: String) throws -> String? { try PlatformState.value(key, in: db) }

    func set(_ key: String, to value: String) throws { try PlatformState.set(key, to: value, in: db) }

    func setCheckpoint(_ key: String, to value: String, at date: Date) throws {
        try PlatformState.setCheckpoint(key, to: value, at: date, in: db)
    }
}
