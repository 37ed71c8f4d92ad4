import Foundation
import Logging
import TrackerCore
import TrackerStore

/// Sends one platform's outbox.
///
/// - Messages of one chat go out one at a time, in outbox order; different chats are sent
///   concurrently, up to `maxInFlight`.
/// - ``RateLimits`` hold overall, per chat and per group. A chat the platform asked to wait
///   (rate limited) gets nothing before the time it named, also across restarts; when the
///   platform limits the whole account, no chat does.
/// - Network faults and server errors are retried with the bot's ``Backoff``; after
///   `maxAttempts` the message is dead-lettered. A message the platform
///   rejects is dead-lettered at once. Dead letters are kept in the outbox and logged.
/// - A chat that blocked or removed the bot is marked inactive and its pending messages
///   are dropped. A chat that moved (a group upgraded to a supergroup) keeps its messages.
///
/// Results are recorded in batches, one transaction per round, so a busy worker does not
/// pay a disk sync per message. A send keeps its place among the `maxInFlight` until its
/// result is recorded, so a crash repeats at most `maxInFlight` messages however slow the
/// store is to record them; its chat waits for the record too: the next send of that chat
/// may refer to what this one produced.
public actor DeliveryWorker {
    /// How fast and how persistently the worker sends.
    public struct Options: Sendable {
        /// The rates the platform allows, overall, per chat and per group.
        public var limits: RateLimits
        /// Messages being sent at once (across different chats).
        public var maxInFlight: Int
        /// Delivery attempts after which a failing message is given up.
        public var maxAttempts: Int
        /// First retry delay; doubles per attempt up to `maxBackoff` (``Backoff``).
        public var baseBackoff: Duration
        /// The longest retry delay, before its jitter of up to a quarter more.
        public var maxBackoff: Duration
        /// Whether the rate limits start as if every burst had just been used, rather than
        /// with full buckets: for a worker that takes over sending from another instance of
        /// the bot, which may have sent at the full rate until a moment ago. Together the two
        /// then send no faster than one worker would.
        public var startsDrained: Bool

        /// Options with the given limits and retry policy.
        public init(
            limits: RateLimits = RateLimits(), maxInFlight: Int = 16, maxAttempts: Int = 12,
            baseBackoff: Duration = .seconds(1), maxBackoff: Duration = .seconds(300),
            startsDrained: Bool = false
        ) {
            self.limits = limits
            self.maxInFlight = maxInFlight
            self.maxAttempts = maxAttempts
            self.baseBackoff = baseBackoff
            self.maxBackoff = maxBackoff
            self.startsDrained = startsDrained
        }
    }

    private enum Outcome: Sendable {
        case sent(messageID: String?)
        case failed(DeliveryFailure)

        var failure: DeliveryFailure? {
            if case .failed(let failure) = self { failure } else { nil }
        }
    }

    private let store: any Store
    private let sender: any MessageSender
    private let doorbell: Doorbell
    private let clock: any TrackerCore.Clock
    private let waitClock: any WaitClock
    private let options: Options
    private let logger: Logger
    private var limiter: RateLimiter
    private var queue = OutboxQueue()
    /// Messages being sent or sent and not yet recorded: what a crash now would send again.
    /// Their chats get nothing else until their results are recorded.
    private var inFlight = 0
    /// Results not yet written; their entries still read as pending, and their chats stay
    /// busy, until then.
    private var results: [(entry: OutboxMessage, outcome: Outcome)] = []
    /// Whether results are being written: one write at a time, beside the sends.
    private var recording = false
    private var lastPrune: ContinuousClock.Instant
    /// The chats seen in the outbox that are groups, which have their own rate limit.
    private var groupChats: Set<String> = []

    /// - Parameters:
    ///   - store: where the outbox and the chats' state are kept.
    ///   - doorbell: rung by producers after they commit outbox rows; the worker waits on it.
    ///   - clock: wall time for `notBefore` stamps.
    ///   - waitClock: monotonic time for rate limits and retries; the doorbell's timeouts
    ///     should run on the same clock.
    public init(
        store: any Store, sender: any MessageSender, doorbell: Doorbell,
        clock: any TrackerCore.Clock = SystemClock(), waitClock: any WaitClock = SystemWaitClock(),
        options: Options = Options(), logger: Logger
    ) {
        self.store = store
        self.sender = sender
        self.doorbell = doorbell
        self.clock = clock
        self.waitClock = waitClock
        self.options = options
        self.logger = logger
        lastPrune = waitClock.monotonicNow
        limiter = RateLimiter(
            limits: options.limits, now: waitClock.monotonicNow, drained: options.startsDrained)
    }

    /// Messages being sent or sent and not yet recorded: at most `maxInFlight`, and what a
    /// crash now would send again.
    public var messagesInFlight: Int { inFlight }

    /// Delivers until the task is cancelled. Database errors are logged and retried.
    public func run() async {
        await withDiscardingTaskGroup { group in
            while !Task.isCancelled {
                let wait: Duration
                do {
                    wait = try await dispatchRound(into: &group)
                } catch is CancellationError {
                    break
                } catch {
                    logger.error("Delivery round failed: \(error)")
                    wait = .seconds(1)
                }
                // Recording waits for the database's one writer, which applying commands
                // holds a while; sends go on meanwhile.
                if !results.isEmpty && !recording {
                    recording = true
                    group.addTask { await self.recordInBackground() }
                }
                await doorbell.wait(timeout: wait)
            }
        }
        // Whatever finished while shutting down is still worth recording, in a task of its
        // own: a store may refuse to start a write for a cancelled task, and a send left
        // unrecorded is sent again by whoever sends next.
        await Task { try? await self.recordResults() }.value
    }

    /// Reads new outbox rows, starts every message that may go now, and returns how long
    /// to wait for the next one.
    private func dispatchRound(into group: inout DiscardingTaskGroup) async throws -> Duration {
        let now = waitClock.monotonicNow
        if now - lastPrune > .seconds(60) {
            limiter.prune(now: now)
            lastPrune = now
        }
        try await readNewRows(now: now)
        queue.wakeWaiting(now: now)

        var chosen: [(chat: String, id: Int64)] = []
        var wait = Duration.seconds(5)
        while inFlight + chosen.count < options.maxInFlight, let (chat, _) = queue.peek() {
            let overall = limiter.overallWait(now: now)
            if overall > .zero {
                wait = min(wait, overall)
                break
            }
            if let delay = limiter.reserve(chat: chat, isGroup: groupChats.contains(chat), now: now) {
                queue.postponeReady(until: now + delay)
                continue
            }
            if let taken = queue.take() { chosen.append(taken) }
        }
        if let wake = queue.nextWake() { wait = min(wait, max(.zero, wake - now)) }
        guard !chosen.isEmpty else { return wait }

        let ids = chosen.map(\.id)
        let entries = try await store.read { tx in try tx.outbox.pendingMessages(ids) }
        let found = Set(entries.map(\.id))
        for (chat, id) in chosen where !found.contains(id) {
            // Settled or deleted meanwhile (by `/forget`, say): nothing to send.
            queue.finished(chat, removingHead: true)
        }
        for entry in entries {
            inFlight += 1
            group.addTask { [sender] in
                // A send that started finishes even when delivery stops (shutdown, a lost
                // lease) and is recorded: aborted, it could reach the platform yet count as
                // unsent, and whoever sends next would send it again.
                let outcome = await Task {
                    do throws(DeliveryFailure) {
                        return Outcome.sent(messageID: try await sender.deliver(entry))
                    } catch {
                        return Outcome.failed(error)
                    }
                }.value
                await self.finished(entry, outcome)
            }
        }
        return wait
    }

    /// Adds the rows committed since the last round to the queue.
    private func readNewRows(now: ContinuousClock.Instant) async throws {
        let platform = sender.platform
        let wallNow = clock.now()
        while true {
            let after = queue.lastSeenID
            let heads = try await store.read { tx in
                try tx.outbox.pendingHeads(platform: platform, afterID: after, limit: 10_000)
            }
            for head in heads {
                if head.isGroup { groupChats.insert(head.chatID) }
                let delay = head.notBefore.map { $0.timeIntervalSince(wallNow) } ?? 0
                queue.add(id: head.id, chat: head.chatID, waitUntil: delay > 0 ? now + .seconds(delay) : nil)
            }
            if heads.count < 10_000 { return }
        }
    }

    private func finished(_ entry: OutboxMessage, _ outcome: Outcome) {
        if case .failed(.accountRateLimited(let retryAfter)) = outcome {
            // No chat may start a send before the record pauses them all.
            limiter.pauseAll(until: waitClock.monotonicNow + retryAfter)
        }
        results.append((entry, outcome))
        // The next round starts recording; while a record is being written, what finishes
        // meanwhile waits for the next one, which that record's end rings for.
        if !recording { doorbell.ring() }
    }

    /// Records what finished, then rings for the next round, which sends the chats it freed.
    private func recordInBackground() async {
        do {
            try await recordResults()
        } catch is CancellationError {
            // Shutting down: what is left is recorded once the sends are over.
        } catch {
            logger.error("Recording sent messages failed: \(error)")
            try? await waitClock.sleep(until: waitClock.monotonicNow + .seconds(1))
        }
        recording = false
        doorbell.ring()
    }

    /// Writes the finished sends in one transaction and frees their chats. When the write
    /// fails they stay to be written next time, their chats still busy.
    private func recordResults() async throws {
        guard !results.isEmpty else { return }
        let batch = results
        results = []
        let now = clock.now()
        let logger = logger
        let options = options
        let retries: [Date?]
        do {
            retries = try await store.write { tx in
                try Self.record(batch, now: now, options: options, logger: logger, in: tx)
            }
        } catch {
            results = batch + results
            throw error
        }
        inFlight -= batch.count
        let monotonicNow = waitClock.monotonicNow
        for ((entry, outcome), retryAt) in zip(batch, retries) {
            DeliveryMetrics.finished(outcome.failure, retrying: retryAt != nil, on: sender.platform.tag)
            let chat = entry.outgoing.chat.id
            switch outcome {
            case .failed(.chatUnavailable):
                _ = queue.drop(chat)
            case .failed(.chatMoved(let newID)):
                // Its messages now belong to the new chat id; read them again under it.
                for id in queue.drop(chat) { queue.add(id: id, chat: newID, waitUntil: nil) }
            case .failed(.rateLimited), .failed(.accountRateLimited), .failed(.transient):
                if let retryAt {
                    let resume = monotonicNow + .seconds(retryAt.timeIntervalSince(now))
                    if case .failed(.accountRateLimited) = outcome { limiter.pauseAll(until: resume) }
                    queue.finished(chat, removingHead: false, retryAt: resume)
                } else {
                    queue.finished(chat, removingHead: true)
                }
            case .sent, .failed(.rejected):
                queue.finished(chat, removingHead: true)
            }
        }
    }

    /// Records the results in order; returns when to retry each message, if it stays pending.
    /// Sends one after another are recorded together, in one write where the store can.
    private static func record(
        _ batch: [(OutboxMessage, Outcome)], now: Date, options: Options, logger: Logger,
        in tx: any StoreTransaction
    ) throws -> [Date?] {
        var sent: [(id: Int64, messageID: String?)] = []
        var retries: [Date?] = []
        for (entry, outcome) in batch {
            switch outcome {
            case .sent(let messageID):
                sent.append((entry.id, messageID))
                retries.append(nil)
            case .failed(let failure):
                try tx.outbox.markSent(sent)
                sent = []
                retries.append(try record(entry, failure, now: now, options: options, logger: logger, in: tx))
            }
        }
        try tx.outbox.markSent(sent)
        return retries
    }

    /// Records one failed send; returns when to retry the message, if it stays pending.
    private static func record(
        _ entry: OutboxMessage, _ failure: DeliveryFailure, now: Date, options: Options, logger: Logger,
        in tx: any StoreTransaction
    ) throws -> Date? {
        let id = entry.id
        let outbox = tx.outbox
        let chat = entry.outgoing.chat
        switch failure {
        case .rateLimited(let retryAfter), .accountRateLimited(let retryAfter):
            logger.notice("Rate limited in chat \(chat); waiting \(retryAfter)")
            let until = now.addingTimeInterval(seconds(retryAfter))
            try outbox.postpone(id, until: until, countingAttempt: false, reason: "rate limited")
            return until
        case .transient(let reason):
            if entry.attempts + 1 >= options.maxAttempts {
                logger.error(
                    "Giving up on outbox message \(id) to \(chat) after \(entry.attempts + 1) attempts: \(reason)"
                )
                try outbox.markDead(id, reason: reason)
            } else {
                let delay = Backoff(base: options.baseBackoff, cap: options.maxBackoff)
                    .delay(afterFailures: entry.attempts + 1)
                logger.warning("Sending to \(chat) failed (\(reason)); retrying in \(delay.spoken)")
                let until = now.addingTimeInterval(seconds(delay))
                try outbox.postpone(id, until: until, countingAttempt: true, reason: reason)
                return until
            }
        case .chatUnavailable(let reason):
            logger.notice("Chat \(chat) is unavailable (\(reason)); sending it nothing more")
            try tx.chats.setActive(false, chat, at: now)
            try outbox.markPendingDead(in: chat, reason: reason)
        case .chatMoved(let newID):
            let moved = ChatAddress(platform: chat.platform, id: newID)
            logger.notice("Chat \(chat) moved to \(moved)")
            try tx.chats.move(chat, to: moved, at: now)
        case .rejected(let reason):
            logger.error("Outbox message \(id) to \(chat) was rejected and is dead-lettered: \(reason)")
            try outbox.markDead(id, reason: reason)
        }
        return nil
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
