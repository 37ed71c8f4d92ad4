import TrackerCommands
import TrackerCore
import TrackerStore

/// Applies a source's batch through the ``Dispatcher`` in one transaction with its
/// checkpoint, under the source's ``CrashGuard``.
///
/// When some of the batch's items were being applied when the process died, it applies them
/// one per transaction instead, each with the checkpoint past it, so that the item that
/// crashes the bot is found, and sets aside an item that was being applied during
/// ``CrashGuard/crashesBeforeDeadLetter`` crashes. The intake of every platform and the
/// console apply through it; the decision is the crash guard's ``CrashGuard/plan(_:key:)``,
/// which the ``InboxApplier`` follows too.
public struct CrashGuardedApply<Items: GuardedItems>: Sendable {
    /// One transaction of a batch.
    enum Step {
        /// Applies `items`; `guarded` are the crash guard keys to mark first (`nil`: apply
        /// without a marker).
        case apply([Items.Item], guarded: [String]?, checkpoint: PlatformCheckpoint?)
        /// Sets `item` aside as a dead letter under `key`.
        case setAside(Items.Item, key: String, checkpoint: PlatformCheckpoint?)
    }

    /// How the guard sees the source's items.
    public let items: Items
    /// Applies the events.
    public let dispatcher: Dispatcher
    /// Counts the crashes of the source's items.
    public let crashGuard: CrashGuard
    /// Where the source's checkpoint is stored; `nil` for a source without one (the console).
    public let checkpointKey: String?

    /// Applies `items`' batches through `dispatcher`, guarded by `crashGuard`, storing their
    /// checkpoints under `checkpointKey`.
    public init(items: Items, dispatcher: Dispatcher, crashGuard: CrashGuard, checkpointKey: String?) {
        self.items = items
        self.dispatcher = dispatcher
        self.crashGuard = crashGuard
        self.checkpointKey = checkpointKey
    }

    /// Applies `batch` and stores `checkpoint` with it; `isAdmin` is asked before each
    /// transaction about the senders of group commands that need it.
    /// - Throws: the store's error if it fails; `CancellationError` on shutdown.
    public func apply(
        _ batch: [Items.Item], checkpoint: String?,
        isAdmin: (@Sendable (ChatAddress, Sender) async -> Bool?)? = nil
    ) async throws {
        for step in try await plan(batch, checkpoint: checkpoint) {
            switch step {
            case .apply(let applied, let guarded, let checkpoint):
                if let guarded { try await crashGuard.begin(guarded) }
                let events = applied.map(items.event)
                let start = ContinuousClock.now
                let new = try await dispatcher.apply(
                    events, checkpoint: checkpoint, crashGuard: crashGuard, isAdmin: isAdmin)
                record(applied: new, of: events, since: start)
            case .setAside(let item, let key, let checkpoint):
                let event = items.setAside(item)
                try await dispatcher.setAside(
                    key: key, inboundKey: event.inboundKey ?? key, raw: event.raw, chat: event.chat,
                    callbackID: event.callbackID, senderID: event.senderID, crashGuard: crashGuard,
                    checkpoint: checkpoint)
                UpdateMetrics.applied(1, from: metricsPlatform, result: .setAside)
            }
        }
    }

    /// The same as ``apply(_:checkpoint:isAdmin:)``, blocking the calling thread, for a
    /// caller that is not asynchronous (the console, which answers a line before reading the
    /// next). Its senders' admin status is already in their events.
    public func applyNow(_ batch: [Items.Item], checkpoint: String?) throws {
        for step in try plan(batch, checkpoint: checkpoint) {
            switch step {
            case .apply(let applied, let guarded, let checkpoint):
                if let guarded { try crashGuard.begin(guarded) }
                let events = applied.map(items.event)
                let start = ContinuousClock.now
                let new = try dispatcher.apply(events, checkpoint: checkpoint, crashGuard: crashGuard)
                record(applied: new, of: events, since: start)
            case .setAside(let item, let key, let checkpoint):
                let event = items.setAside(item)
                try dispatcher.setAside(
                    key: key, inboundKey: event.inboundKey ?? key, raw: event.raw, chat: event.chat,
                    callbackID: event.callbackID, senderID: event.senderID, crashGuard: crashGuard,
                    checkpoint: checkpoint)
                UpdateMetrics.applied(1, from: metricsPlatform, result: .setAside)
            }
        }
    }

    /// The transactions that apply `batch`: one for all of it in the usual case, one per item
    /// when any of its items took part in a crash.
    func plan(_ batch: [Items.Item], checkpoint: String?) throws -> [Step] {
        steps(try crashGuard.plan(batch, key: items.key), of: batch, checkpoint: checkpoint)
    }

    /// The same as ``plan(_:checkpoint:)``, suspending rather than blocking the calling thread.
    func plan(_ batch: [Items.Item], checkpoint: String?) async throws -> [Step] {
        steps(try await crashGuard.plan(batch, key: items.key), of: batch, checkpoint: checkpoint)
    }

    /// The guard's `planned` steps for `batch`, each with the checkpoint to store.
    private func steps(
        _ planned: [CrashGuard.Step<Items.Item>], of batch: [Items.Item], checkpoint: String?
    ) -> [Step] {
        // Each transaction stores the checkpoint past its last item: the batch's own after
        // its last item, else the one the source gives for that item alone.
        func confirmed(through index: Int) -> PlatformCheckpoint? {
            stored(index == batch.count - 1 ? checkpoint : items.checkpoint(after: batch[index]))
        }
        return planned.map { step in
            switch step {
            case .apply(let applied, let guarded, let last):
                return .apply(applied, guarded: guarded, checkpoint: confirmed(through: last))
            case .setAside(let item, let key, let index):
                return .setAside(item, key: key, checkpoint: confirmed(through: index))
            }
        }
    }

    /// Counts a committed transaction's commands as applied or duplicate and records its time.
    private func record(applied new: Int, of events: [PlatformEvent], since start: ContinuousClock.Instant) {
        UpdateMetrics.committed(events, new: new, from: metricsPlatform, in: ContinuousClock.now - start)
    }

    /// The platform's tag without the crash guard's scope (a console chat), which no metric
    /// label may show.
    private var metricsPlatform: String { String(crashGuard.source.prefix { $0 != ":" }) }

    private func stored(_ value: String?) -> PlatformCheckpoint? {
        guard let checkpointKey, let value else { return nil }
        return PlatformCheckpoint(key: checkpointKey, value: value)
    }
}
