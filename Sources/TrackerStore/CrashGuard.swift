import Foundation
import TrackerCore

/// Keeps one inbound event that crashes the process from crashing it forever.
///
/// Platforms redeliver what was not confirmed, so an event whose handling traps (or gets the
/// process killed) would come back after every restart and take the bot down again. Before a
/// source applies events, ``begin(_:)`` commits a marker naming them; the transaction that
/// applies them removes it with ``finish(in:)``. A marker found at start-up names events that
/// were being applied when the process died: ``recover()`` makes each a suspect. A source
/// applies suspects one per transaction (``plan(_:key:)``), and sets aside, as a dead letter,
/// an event that was being applied on its own during ``crashesBeforeDeadLetter`` crashes.
///
/// Only a crash while an event was applied alone counts for it: a process also dies of being
/// killed (a deploy, an operator's `kill -9`, a lost lease's holder), and counting every
/// event of a batch in flight then would set aside an innocent one that was unlucky twice.
/// A poison event costs three restarts: one in its batch, two alone.
///
/// One `CrashGuard` per source (a platform, or one console chat of it); a source applies one
/// batch at a time.
public struct CrashGuard: Sendable {
    /// Crashes an event may take part in, applied on its own, before it is set aside.
    public static let crashesBeforeDeadLetter = 2

    /// Where the markers and dead letters are kept: the store the events are applied to.
    public let store: any Store
    /// Where the events come from, as stored with markers and dead letters: the platform's
    /// tag (`telegram`), or `platform:scope` for one of several sources on it (a console chat).
    public let source: String

    /// A guard for the events that `platform`, or its source `scope` where it has several,
    /// applies to `store`.
    public init(store: any Store, platform: Platform, scope: String? = nil) {
        self.store = store
        self.source = scope.map { "\(platform):\($0)" } ?? platform.tag
    }

    /// Makes suspects of the events a previous process of this source was applying when it
    /// died, counting a crash for one it was applying on its own. Call once at start-up,
    /// before applying anything.
    /// - Returns: how many events were in flight at the crash.
    @discardableResult
    public func recover() throws -> Int {
        try store.write { tx in try tx.inbox.recoverAttempt(source: source) }
    }

    /// Crashes counted so far for those of `keys` that are suspects (0 for one never applied
    /// alone since); empty in the usual case.
    public func crashes(of keys: [String]) throws -> [String: Int] {
        Self.pick(keys, from: try store.read { tx in try tx.inbox.crashes(source: source) })
    }

    /// The same as the synchronous `crashes(of:)`, suspending rather than blocking the calling thread.
    public func crashes(of keys: [String]) async throws -> [String: Int] {
        let source = source
        return Self.pick(keys, from: try await store.read { tx in try tx.inbox.crashes(source: source) })
    }

    /// Those of `all`, the source's suspects, that `keys` name. Suspects are rare: the
    /// source's few are read and picked from.
    private static func pick(_ keys: [String], from all: [String: Int]) -> [String: Int] {
        all.isEmpty
            ? [:]
            : Dictionary(uniqueKeysWithValues: Set(keys).compactMap { key in all[key].map { (key, $0) } })
    }

    /// Commits a marker naming the events about to be applied, in its own transaction.
    ///
    /// The marker only has to outlive the process, not the machine, so its commit may skip
    /// the disk sync that a command's commit needs (``Store/writeWithoutSync(_:)-(_)``). A
    /// power loss at worst forgets a crash count.
    public func begin(_ keys: [String]) throws {
        try store.writeWithoutSync { tx in try tx.inbox.beginAttempt(keys, source: source) }
    }

    /// The same as the synchronous `begin(_:)`, suspending rather than blocking the calling thread.
    public func begin(_ keys: [String]) async throws {
        let source = source
        try await store.writeWithoutSync { tx in try tx.inbox.beginAttempt(keys, source: source) }
    }

    /// Removes the marker of ``begin(_:)`` and the crash counts of the events it named, in
    /// the transaction that applied them.
    public func finish(in tx: any StoreTransaction) throws {
        try tx.inbox.finishAttempt(source: source)
    }

    /// Records an event as a dead letter instead of applying it, and forgets its marker: it
    /// is never applied. Keeps its crash count, so that an event that comes again under the
    /// same key (a line typed again in the console) is set aside again.
    /// - Returns: whether this is the first dead letter with that key.
    @discardableResult
    public func setAside(
        _ key: String, raw: String, reason: String, at date: Date, in tx: any StoreTransaction
    ) throws -> Bool {
        try tx.inbox.setAside(key, source: source, raw: raw, reason: reason, at: date)
    }

    /// One transaction of a batch applied under the guard.
    public enum Step<Item> {
        /// Applies `items`, the batch's items up to the one at `last`; `guarded` are the keys
        /// to ``begin(_:)`` first (`nil`: apply without a marker).
        case apply([Item], guarded: [String]?, last: Int)
        /// Sets the item at `index` aside as a dead letter under `key`.
        case setAside(Item, key: String, index: Int)
    }

    /// The transactions that apply `batch`: one for all of it in the usual case; one per item
    /// when any of its items is a suspect, so that the one that crashes the process is found,
    /// with an item that was being applied alone during ``crashesBeforeDeadLetter`` crashes
    /// set aside instead. `key` names an item in the guard; an item without one is
    /// applied without a marker.
    public func plan<Item>(_ batch: [Item], key: (Item) -> String?) throws -> [Step<Item>] {
        Self.steps(batch, key: key, crashes: try crashes(of: batch.compactMap(key)))
    }

    /// The same as the synchronous `plan(_:key:)`, suspending rather than blocking the calling thread.
    public func plan<Item>(_ batch: [Item], key: (Item) -> String?) async throws -> [Step<Item>] {
        Self.steps(batch, key: key, crashes: try await crashes(of: batch.compactMap(key)))
    }

    /// The steps of `plan(_:key:)`, given the crashes counted for the batch's keys.
    private static func steps<Item>(
        _ batch: [Item], key: (Item) -> String?, crashes: [String: Int]
    ) -> [Step<Item>] {
        let keys = batch.compactMap(key)
        guard !crashes.isEmpty else { return [.apply(batch, guarded: keys, last: batch.count - 1)] }
        return batch.indices.map { index in
            let item = batch[index]
            guard let key = key(item) else { return .apply([item], guarded: nil, last: index) }
            if crashes[key, default: 0] >= Self.crashesBeforeDeadLetter {
                return .setAside(item, key: key, index: index)
            }
            return .apply([item], guarded: [key], last: index)
        }
    }
}
