import Foundation

/// The keys of inbound events already applied, claimed in the same transaction as the
/// event's effects, so that an event delivered again is recognised and skipped.
public protocol InboundLogStore {
    /// Records `key`, received at `date`, unless it is already recorded.
    ///
    /// Of transactions that claim one key at once (two instances applying one update), exactly
    /// one gets `true` and commits it; the others get `false`, as if they had run after it.
    /// - Returns: whether it was new, so that the event it names is still to be applied.
    func claim(_ key: String, at date: Date) throws -> Bool
}
