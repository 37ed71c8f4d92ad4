import Foundation

/// Small named values a platform keeps across restarts (Telegram's update offset, a Matrix
/// `next_batch` or access token), written in the same transaction as the work they describe.
public protocol CheckpointStore {
    /// The value stored under `key`; `nil` when none was ever set.
    func value(_ key: String) throws -> String?

    /// Stores `value` under `key`, replacing any earlier one.
    func set(_ key: String, to value: String) throws

    /// Stores a platform's checkpoint `value` under `key` and, beside it, `date` as the time
    /// its intake last committed a batch (what `trackerbot status` shows).
    func setCheckpoint(_ key: String, to value: String, at date: Date) throws
}

/// How every store names what it keeps beside a checkpoint, so that a copy reads the same.
public enum CheckpointKeys {
    /// The key under which the last commit time of the checkpoint `key` is kept, in Unix
    /// seconds as `String(Double)` writes them: `telegram.offset.committedAt`.
    public static func committedAt(of key: String) -> String { key + committedAtSuffix }

    /// The suffix ``committedAt(of:)`` adds.
    public static let committedAtSuffix = ".committedAt"
}
