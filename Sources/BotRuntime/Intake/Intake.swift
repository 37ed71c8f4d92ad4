import Logging
import TrackerCommands
import TrackerCore
import TrackerStore

/// Reads a source's batches and applies each exactly once: the shared inbound loop of every
/// platform.
///
/// A batch's effects, its replies (outbox rows), its inbound keys and its checkpoint are
/// committed in one transaction, and only then does the next fetch confirm it to the
/// platform. A crash at any instant either loses nothing (the platform sends the unconfirmed
/// batch again) or finds it already applied (its keys are in the inbound log). The doorbell
/// rings after each batch, so that delivery sends its replies at once.
public struct Intake<Source: UpdateSource>: Sendable {
    /// Where the batches come from.
    public let source: Source
    /// Applies them.
    public let dispatcher: Dispatcher
    /// Rung after each applied batch.
    public let doorbell: Doorbell
    /// What the waits after failures sleep on.
    public let clock: any WaitClock
    /// The waits after failed fetches, unless the platform names its own.
    public let backoff: Backoff
    /// Where failures and skipped items are told.
    public let logger: Logger
    /// Where batches are kept until an ``InboxApplier`` applies them on another task; `nil`
    /// applies each batch in the transaction that stores its checkpoint.
    public let inbox: Inbox?
    /// Told after each successful fetch (the readiness check's view of the platform).
    public let observer: (any IntakeObserver)?

    /// An intake of `source`'s batches through `dispatcher`.
    public init(
        source: Source, dispatcher: Dispatcher, doorbell: Doorbell, clock: any WaitClock = SystemWaitClock(),
        backoff: Backoff = .standard, inbox: Inbox? = nil, logger: Logger,
        observer: (any IntakeObserver)? = nil
    ) {
        self.source = source
        self.dispatcher = dispatcher
        self.doorbell = doorbell
        self.clock = clock
        self.backoff = backoff
        self.logger = logger
        self.inbox = inbox
        self.observer = observer
    }

    /// The source's crash guard and the step that applies its batches under it.
    public var guardedApply: CrashGuardedApply<Source> {
        CrashGuardedApply(
            items: source, dispatcher: dispatcher,
            crashGuard: CrashGuard(store: dispatcher.store, platform: source.platform),
            checkpointKey: source.checkpointKey)
    }

    /// Fetches and applies batches until the task is cancelled.
    ///
    /// - Throws: the platform's exit reason when ``UpdateSource/classify(_:)`` calls a
    ///   failure fatal; `CancellationError` on shutdown. Other failures are logged and tried
    ///   again after a wait.
    public func run() async throws {
        let key = source.checkpointKey
        var checkpoint = try await dispatcher.store.read { tx in try tx.checkpoints.value(key) }
        // With an inbox, what was being applied at a crash is the applier's to count.
        if inbox == nil, try guardedApply.crashGuard.recover() > 0 {
            logger.warning("\(source.recoveryWarning)")
        }
        var failures = 0
        while !Task.isCancelled {
            let batch: SourceBatch<Source.Item>
            do {
                batch = try await source.fetch(after: checkpoint)
                failures = 0
                observer?.fetched(from: source.platform)
                UpdateMetrics.received(batch.items.count, from: source.platform.tag)
            } catch {
                switch source.classify(error) {
                case .fatal(let reason):
                    throw reason
                case .retry(let reason, let after, let level):
                    failures += 1
                    let delay = after ?? backoff.delay(afterFailures: failures)
                    logger.log(level: level, "\(reason); retrying in \(delay.spoken)")
                    try await clock.sleep(until: clock.monotonicNow + delay)
                    continue
                }
            }
            for note in batch.undecodable { logger.warning("\(note)") }
            guard let next = batch.checkpoint else { continue }
            try await commit(batch)
            checkpoint = next
            // The applier rings once it has applied what was admitted.
            if inbox == nil { doorbell.ring() }
        }
        throw CancellationError()
    }

    /// Makes `batch` durable with its checkpoint: the one step between fetching a batch and
    /// confirming it to the platform. It applies the batch, under the crash guard, in the
    /// transaction that stores the checkpoint.
    ///
    /// With an ``inbox``, it only admits the batch's events with the checkpoint, and the next
    /// fetch confirms them while the applier applies them. The platform is asked about group
    /// admins here, while the batch's native items are at hand; the answer is kept with the
    /// event.
    public func commit(_ batch: SourceBatch<Source.Item>) async throws {
        let source = source
        if let inbox {
            let prepared = await GroupPermissions.prepare(batch.items.map { source.event(for: $0) }) {
                chat, sender in await source.isAdmin(sender, in: chat, among: batch.items)
            }
            try await inbox.admit(
                prepared.map(\.event), source: source.platform,
                checkpoint: batch.checkpoint.map { PlatformCheckpoint(key: source.checkpointKey, value: $0) },
                writes: batch.writes)
            return
        }
        if let writes = batch.writes { try await guardedApply.dispatcher.store.write(writes) }
        try await guardedApply.apply(batch.items, checkpoint: batch.checkpoint) { chat, sender in
            await source.isAdmin(sender, in: chat, among: batch.items)
        }
    }
}
