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

    /// Records each of `keys` not recorded yet, received at `date`, as ``claim(_:at:)`` does.
    /// - Returns: the keys that were new; a key given twice is new once at most.
    func claim(_ keys: [String], at date: Date) throws -> Set<String>
}

extension InboundLogStore {
    /// Claims the keys one by one: for a store where a statement costs little.
    public func claim(_ keys: [String], at date: Date) throws -> Set<String> {
        var new: Set<String> = []
        for key in keys where try claim(key, at: date) { new.insert(key) }
        return new
    }
}
