import Foundation
import Logging
import TrackerCore
import TrackerStore

/// Applies a source's events from the ``Inbox`` in order of arrival, a batch per transaction,
/// on a task of its own.
///
/// A batch's effects, its replies and the removal of its entries commit together, so an
/// entry is applied once whatever crashes. That commit skips the disk sync: the entries were
/// synced when they were admitted, and a commit a power loss forgets leaves them in the
/// inbox, to be applied again at the next start (its replies, if already sent, then go out
/// twice, as a crash between sending and recording repeats them anyway). Crash isolation works on entries: the
/// ``CrashGuard`` names the entries being applied, and its plan (``CrashGuard/plan(_:key:)``)
/// applies entries that were being applied when the process died one per transaction, and
/// sets aside as a dead letter one that was being applied on its own during
/// ``CrashGuard/crashesBeforeDeadLetter`` crashes.
public struct InboxApplier: Sendable {
    /// Applies the events; its store holds the inbox.
    public let dispatcher: Dispatcher
    /// The source whose entries this applier applies (`telegram`); one applier per source.
    public let source: Platform
    /// The inbox it applies: its doorbell wakes the applier, and the events it admitted are
    /// taken from it without reading them back.
    public let inbox: Inbox
    /// Rung after every batch applied, for the delivery worker to send the replies.
    public let applied: Doorbell?
    /// Most entries applied in one transaction.
    public let batchSize: Int
    /// How often it looks for entries no doorbell announced: admitted by another process
    /// (`trackerbot dead-letters retry`, another instance of the bot).
    public let checkEvery: Duration
    private let isAdmin: (@Sendable (ChatAddress, Sender) async -> Bool?)?
    private let logger: Logger

    /// An applier of `source`'s entries.
    /// - Parameters:
    ///   - isAdmin: asks the platform, before a batch's transaction, whether a sender
    ///     administers a group (``GroupPermissions/prepare(_:isAdmin:)``); `nil` leaves it unknown.
    public init(
        dispatcher: Dispatcher, inbox: Inbox, source: Platform, applied: Doorbell? = nil,
        batchSize: Int = 500, isAdmin: (@Sendable (ChatAddress, Sender) async -> Bool?)? = nil,
        checkEvery: Duration = .seconds(5), logger: Logger = Logger(label: "trackerbot.inbox")
    ) {
        self.dispatcher = dispatcher
        self.source = source
        self.inbox = inbox
        self.applied = applied
        self.batchSize = max(1, batchSize)
        self.checkEvery = checkEvery
        self.isAdmin = isAdmin
        self.logger = logger
    }

    /// Names the entries being applied, so that one that crashes the process is found.
    public var crashGuard: CrashGuard { CrashGuard(store: dispatcher.store, platform: source) }

    /// Counts a crash for the entries a previous process was applying when it died, then
    /// applies what is in the inbox and what is admitted later, until the task is cancelled.
    /// - Throws: `CancellationError` on shutdown; the store's error if it fails.
    public func run() async throws {
        if try crashGuard.recover() > 0 {
            logger.warning("The bot stopped while applying updates; applying those one at a time")
        }
        while !Task.isCancelled {
            try await drain()
            // Another process admits too (`trackerbot dead-letters retry`, other instances),
            // with no doorbell to ring: look again every so often.
            await inbox.doorbell.wait(timeout: checkEvery)
        }
        throw CancellationError()
    }

    /// Applies every entry of the source now in the inbox, oldest first, batch by batch.
    ///
    /// Cancelled, it stops before its next transaction: an instance that lost the lease must
    /// not go on applying (and naming batches in the crash guard) beside the next leader.
    /// - Returns: how many commands and presses were new and applied.
    /// - Throws: `CancellationError` when cancelled; the store's error if it fails.
    @discardableResult
    public func drain() async throws -> Int {
        var applied = 0
        while true {
            try Task.checkCancellation()
            let (source, limit) = (source, batchSize)
            let entries = try await dispatcher.store.read { tx in try tx.inbox.next(limit, of: source) }
            guard !entries.isEmpty else { return applied }
            applied += try await applyGuarded(entries)
            self.applied?.ring()
        }
    }

    /// Applies entries in one transaction, unless some were being applied when the process
    /// died: then one per transaction, so that the one that crashes it is found, and set
    /// aside after its second crash alone.
    private func applyGuarded(_ entries: [InboxEntry]) async throws -> Int {
        var applied = 0
        let crashGuard = crashGuard
        for step in try await crashGuard.plan(entries, key: { $0.key }) {
            // A marker is only begun by an applier that will finish it; once begun, it is
            // kept even when the task is cancelled meanwhile, as the batch is then applied.
            try Task.checkCancellation()
            switch step {
            case .apply(let batch, let guarded, _):
                if let guarded { try await Task { try await crashGuard.begin(guarded) }.value }
                applied += try await apply(batch)
            case .setAside(let entry, _, _):
                try await setAside(entry)
            }
        }
        return applied
    }

    /// Applies entries and removes them in one transaction, with the end of the crash
    /// guard's attempt. An entry that no longer reads as an event is kept as a dead letter.
    private func apply(_ entries: [InboxEntry]) async throws -> Int {
        var events: [PlatformEvent] = []
        var unreadable: [InboxEntry] = []
        for entry in entries {
            if let event = inbox.admitted.take(entry.id) ?? entry.event {
                events.append(event)
            } else {
                unreadable.append(entry)
            }
        }
        let isAdmin = isAdmin
        let prepared = await GroupPermissions.prepare(events) { chat, sender in await isAdmin?(chat, sender) }
        let (dispatcher, crashGuard, logger) = (dispatcher, crashGuard, logger)
        let ids = entries.map(\.id)
        let start = ContinuousClock.now
        // Once named in the crash guard, the batch commits even when the task is cancelled
        // meanwhile (shutdown, a lost lease): a marker left behind would count that as a crash.
        let applied = try await Task { [unreadable] in
            try await dispatcher.store.writeWithoutSync { tx in
                let applied = try dispatcher.apply(prepared, in: tx)
                try tx.inbox.remove(ids)
                try crashGuard.finish(in: tx)
                for entry in unreadable {
                    logger.error("Set aside inbox entry \(entry.key): it could not be read")
                    try crashGuard.setAside(
                        entry.key, raw: entry.raw, reason: "could not be read as an event",
                        at: dispatcher.clock.now(), in: tx)
                }
                return applied
            }
        }.value
        UpdateMetrics.committed(events, new: applied, from: source.tag, in: ContinuousClock.now - start)
        UpdateMetrics.applied(unreadable.count, from: source.tag, result: .setAside)
        return applied
    }

    /// Keeps `entry` as a dead letter and removes it from the inbox, telling its sender once.
    /// Reads only where to apologise from it: whatever crashed the bot must not run again.
    private func setAside(_ entry: InboxEntry) async throws {
        var incoming: Incoming?
        if case .incoming(let event) = inbox.admitted.take(entry.id) ?? entry.event { incoming = event }
        var callbackID: String?
        if case .button(_, _, let id) = incoming?.kind { callbackID = id }
        let (dispatcher, crashGuard) = (dispatcher, crashGuard)
        try await dispatcher.store.write { [callbackID, incoming] tx in
            try dispatcher.setAside(
                key: entry.key, inboundKey: entry.key, raw: entry.raw, chat: incoming?.chat,
                callbackID: callbackID, senderID: incoming?.sender.id, crashGuard: crashGuard, in: tx)
            try tx.inbox.remove([entry.id])
        }
        UpdateMetrics.applied(1, from: source.tag, result: .setAside)
        applied?.ring()
    }
}
