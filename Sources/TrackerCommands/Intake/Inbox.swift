import Foundation
import TrackerCore
import TrackerStore

/// Where a platform's batches are kept durably before they are applied: a source admits a
/// batch and confirms it to the platform at once, and an ``InboxApplier`` applies it on
/// another task, so that waiting on the network and applying no longer take turns.
///
/// Exactly once holds across the two steps: a batch is admitted together with the source's
/// checkpoint, keyed by its events' inbound keys, and its entries are removed in the
/// transaction that applies them.
public struct Inbox: Sendable {
    /// The store the entries are kept in.
    public let store: any Store
    /// Rung after every admission that stored something, for the applier waiting on it.
    public let doorbell: Doorbell
    /// When an entry is received, for its `receivedAt`.
    public let clock: any TrackerCore.Clock
    /// The events admitted by this process and not applied yet, by entry id: the applier
    /// takes them from here rather than reading them back from their JSON, which cost as
    /// much as applying them. What a restart finds in the table is read from there.
    let admitted = AdmittedEvents()

    /// An inbox in `store` that rings `doorbell` when it admits events.
    public init(store: any Store, doorbell: Doorbell, clock: any TrackerCore.Clock) {
        self.store = store
        self.doorbell = doorbell
        self.clock = clock
    }

    /// Stores a batch of `source`'s events and its checkpoint in one transaction; once it
    /// returns, the platform may be told the batch is received.
    ///
    /// An event whose inbound key is already in the inbox, or already applied, is not stored
    /// again, so a redelivered batch admits nothing twice. Events that ask nothing of the bot
    /// (``PlatformEvent/ignored``) are not stored at all.
    /// - Returns: how many events were stored.
    /// - Throws: the store's error if it fails; then nothing is stored, and the platform
    ///   must not be told.
    /// - Parameter writes: what else the batch changed in the store (a platform's own state,
    ///   such as Matrix's encryption sessions), committed in the same transaction.
    @discardableResult
    public func admit(
        _ events: [PlatformEvent], source: Platform, checkpoint: PlatformCheckpoint?,
        writes: (@Sendable (any StoreTransaction) throws -> Void)? = nil
    )
        async throws -> Int
    {
        let keyed = Self.keyed(events, source: source, checkpoint: checkpoint)
        let now = clock.now()
        let stored = try await store.write { tx in
            try writes?(tx)
            return try Self.store(keyed, source: source, checkpoint: checkpoint, at: now, in: tx)
        }
        return announce(stored, of: keyed.count, from: source)
    }

    /// The same as the asynchronous form, for a caller that is not asynchronous.
    @discardableResult
    public func admit(_ events: [PlatformEvent], source: Platform, checkpoint: PlatformCheckpoint?) throws
        -> Int
    {
        let keyed = Self.keyed(events, source: source, checkpoint: checkpoint)
        let now = clock.now()
        let stored = try store.write { tx in
            try Self.store(keyed, source: source, checkpoint: checkpoint, at: now, in: tx)
        }
        return announce(stored, of: keyed.count, from: source)
    }

    /// Keeps what a committed admission stored for the applier, and wakes it; counts the
    /// `offered` events it did not store as duplicates.
    private func announce(
        _ stored: [(id: Int64, event: PlatformEvent)], of offered: Int, from source: Platform
    )
        -> Int
    {
        UpdateMetrics.applied(offered - stored.count, from: source.tag, result: .duplicate)
        guard !stored.isEmpty else { return 0 }
        admitted.keep(stored)
        doorbell.ring()
        return stored.count
    }

    private static func store(
        _ keyed: [(key: String, event: PlatformEvent)], source: Platform, checkpoint: PlatformCheckpoint?,
        at now: Date, in tx: any StoreTransaction
    ) throws -> [(id: Int64, event: PlatformEvent)] {
        let admitted = try tx.inbox.admit(keyed, source: source, at: now)
        if let checkpoint { try checkpoint.store(at: now, in: tx) }
        return admitted
    }

    /// Each event to keep with its key: a command's or press's inbound key; for any other
    /// event, its place in the batch after the checkpoint, which a redelivery of the same
    /// batch repeats (`telegram:<offset>#<index>`), or a fresh one without a checkpoint.
    static func keyed(_ events: [PlatformEvent], source: Platform, checkpoint: PlatformCheckpoint?)
        -> [(key: String, event: PlatformEvent)]
    {
        let batch = checkpoint.map { "\(source):\($0.value)" } ?? "\(source):\(UUID().uuidString)"
        var keyed: [(key: String, event: PlatformEvent)] = []
        keyed.reserveCapacity(events.count)
        for (index, event) in events.enumerated() {
            switch event {
            case .ignored: continue
            case .incoming(let incoming): keyed.append((incoming.key, event))
            default: keyed.append(("\(batch)#\(index)", event))
            }
        }
        return keyed
    }
}
