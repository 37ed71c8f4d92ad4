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

    /// An intake of `source`'s batches through `dispatcher`.
    public init(
        source: Source, dispatcher: Dispatcher, doorbell: Doorbell, clock: any WaitClock = SystemWaitClock(),
        backoff: Backoff = .standard, logger: Logger
    ) {
        self.source = source
        self.dispatcher = dispatcher
        self.doorbell = doorbell
        self.clock = clock
        self.backoff = backoff
        self.logger = logger
    }

    /// The source's crash guard and the step that applies its batches under it.
    public var guardedApply: CrashGuardedApply<Source> {
        CrashGuardedApply(
            items: source, dispatcher: dispatcher,
            crashGuard: CrashGuard(database: dispatcher.database, platform: source.platform),
            checkpointKey: source.checkpointKey)
    }

    /// Fetches and applies batches until the task is cancelled.
    ///
    /// - Throws: the platform's exit reason when ``UpdateSource/classify(_:)`` calls a
    ///   failure fatal; `CancellationError` on shutdown. Other failures are logged and tried
    ///   again after a wait.
    public func run() async throws {
        let key = source.checkpointKey
        var checkpoint = try await dispatcher.database.read { db in try PlatformState.value(key, in: db) }
        if try guardedApply.crashGuard.recover() > 0 {
            logger.warning("\(source.recoveryWarning)")
        }
        var failures = 0
        while !Task.isCancelled {
            let batch: SourceBatch<Source.Item>
            do {
                batch = try await source.fetch(after: checkpoint)
                failures = 0
            } catch {
                switch source.classify(error) {
                case .fatal(let reason):
                    throw reason
                case .retry(let reason, let after, let level):
                    failures += 1
                    let delay = after ?? backoff.delay(afterFailures: failures)
                    logger.log(level: level, "\(reason); retrying in \(delay)")
                    try await clock.sleep(until: clock.monotonicNow + delay)
                    continue
                }
            }
            for note in batch.undecodable { logger.warning("\(note)") }
            guard let next = batch.checkpoint else { continue }
            try await commit(batch)
            checkpoint = next
            doorbell.ring()
        }
        throw CancellationError()
    }

    /// Makes `batch` durable with its checkpoint: the one step between fetching a batch and
    /// confirming it to the platform. It applies the batch, under the crash guard, in the
    /// transaction that stores the checkpoint.
    public func commit(_ batch: SourceBatch<Source.Item>) async throws {
        let source = source
        try await guardedApply.apply(batch.items, checkpoint: batch.checkpoint) { chat, sender in
            await source.isAdmin(sender, in: chat, among: batch.items)
        }
    }
}
