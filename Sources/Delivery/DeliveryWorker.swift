import Foundation
import GRDB
import Logging
import TrackerCore
import TrackerStore

/// Sends one platform's outbox.
///
/// - Messages of one chat go out one at a time, in outbox order; different chats are sent
///   concurrently, up to `maxInFlight`.
/// - ``RateLimits`` hold overall, per chat and per group. A chat the platform asked to wait
///   (rate limited) gets nothing before the time it named, also across restarts.
/// - Network faults and server errors are retried with capped exponential backoff and
///   jitter; after `maxAttempts` the message is dead-lettered. A message the platform
///   rejects is dead-lettered at once. Dead letters are kept in the outbox and logged.
/// - A chat that blocked or removed the bot is marked inactive and its pending messages
///   are dropped. A chat that moved (a group upgraded to a supergroup) keeps its messages.
///
/// Results are recorded in batches, one transaction per round, so a busy worker does not
/// pay a disk sync per message; a crash can at worst repeat the messages of that round.
public actor DeliveryWorker {
    public struct Options: Sendable {
        public var limits: RateLimits
        /// Messages being sent at once (across different chats).
        public var maxInFlight: Int
        /// Delivery attempts after which a failing message is given up.
        public var maxAttempts: Int
        /// First retry delay; doubles per attempt up to `maxBackoff`.
        public var baseBackoff: Duration
        public var maxBackoff: Duration

        public init(
            limits: RateLimits = RateLimits(), maxInFlight: Int = 16, maxAttempts: Int = 12,
            baseBackoff: Duration = .seconds(1), maxBackoff: Duration = .seconds(300)
        ) {
            self.limits = limits
            self.maxInFlight = maxInFlight
            self.maxAttempts = maxAttempts
            self.baseBackoff = baseBackoff
            self.maxBackoff = maxBackoff
        }
    }

    private enum Outcome: Sendable {
        case sent(messageID: String?)
        case failed(DeliveryFailure)
    }

    private let database: TrackerDatabase
    private let sender: any MessageSender
    private let doorbell: Doorbell
    private let clock: any TrackerCore.Clock
    private let options: Options
    private let logger: Logger
    private var limiter: RateLimiter
    /// Chats with a message in flight: they get no second one until it is done.
    private var busyChats: Set<String> = []
    /// Results not yet written; their entries still read as pending until then.
    private var results: [(entry: OutboxEntry, outcome: Outcome)] = []
    private var lastPrune = ContinuousClock.now

    /// - Parameters:
    ///   - doorbell: rung by producers after they commit outbox rows; the worker waits on it.
    ///   - clock: wall time for `notBefore` stamps (rate limits use a monotonic clock).
    public init(
        database: TrackerDatabase, sender: any MessageSender, doorbell: Doorbell,
        clock: any TrackerCore.Clock = SystemClock(), options: Options = Options(), logger: Logger
    ) {
        self.database = database
        self.sender = sender
        self.doorbell = doorbell
        self.clock = clock
        self.options = options
        self.logger = logger
        limiter = RateLimiter(limits: options.limits, now: .now)
    }

    /// Delivers until the task is cancelled. Database errors are logged and retried.
    public func run() async {
        await withDiscardingTaskGroup { group in
            while !Task.isCancelled {
                let wait: Duration
                do {
                    try await recordResults()
                    wait = try await dispatchRound(into: &group)
                } catch is CancellationError {
                    break
                } catch {
                    logger.error("Delivery round failed: \(error)")
                    wait = .seconds(1)
                }
                await doorbell.wait(timeout: wait)
            }
        }
        // Whatever finished while shutting down is still worth recording.
        try? await recordResults()
    }

    /// Starts every message that may go now; returns how long to wait for the next one.
    private func dispatchRound(into group: inout DiscardingTaskGroup) async throws -> Duration {
        let now = ContinuousClock.now
        if now - lastPrune > .seconds(60) {
            limiter.prune(now: now)
            lastPrune = now
        }
        let free = options.maxInFlight - busyChats.count
        guard free > 0 else { return .seconds(5) }
        let wallNow = clock.now()
        let platform = sender.platform
        // Busy and rate-limited chats come back too; ask for enough that the free slots fill.
        let candidateLimit = max(200, options.maxInFlight * 4)
        let (heads, nextRetry) = try await database.pool.read { db in
            (
                try OutboxEntry.nextPerChat(platform: platform, now: wallNow, limit: candidateLimit, in: db),
                try OutboxEntry.nextRetry(platform: platform, in: db)
            )
        }
        var wait = Duration.seconds(5)
        if let nextRetry, nextRetry > wallNow {
            wait = min(wait, .milliseconds(Int64(nextRetry.timeIntervalSince(wallNow) * 1000) + 1))
        }
        var chosen: [Int64] = []
        for head in heads where busyChats.count < options.maxInFlight {
            guard !busyChats.contains(head.chatID) else { continue }
            if let delay = limiter.reserve(chat: head.chatID, isGroup: sender.isGroup(head.chatID), now: now)
            {
                wait = min(wait, delay)
                if limiter.overallWait(now: now) > .zero { break }
                continue
            }
            busyChats.insert(head.chatID)
            chosen.append(head.id)
        }
        guard !chosen.isEmpty else { return wait }
        let ids = chosen
        let entries = try await database.pool.read { db in try OutboxEntry.fetch(ids: ids, in: db) }
        for entry in entries {
            group.addTask { [sender] in
                let outcome: Outcome
                do throws(DeliveryFailure) {
                    outcome = .sent(messageID: try await sender.deliver(entry.outgoing))
                } catch {
                    outcome = .failed(error)
                }
                await self.finished(entry, outcome)
            }
        }
        return wait
    }

    private func finished(_ entry: OutboxEntry, _ outcome: Outcome) {
        results.append((entry, outcome))
        doorbell.ring()
    }

    /// Writes the finished sends in one transaction and frees their chats.
    private func recordResults() async throws {
        guard !results.isEmpty else { return }
        let batch = results
        results = []
        let now = clock.now()
        let logger = logger
        let options = options
        try await database.pool.write { db in
            for (entry, outcome) in batch {
                try Self.record(entry, outcome, now: now, options: options, logger: logger, in: db)
            }
        }
        for (entry, _) in batch { busyChats.remove(entry.outgoing.chat.id) }
    }

    private static func record(
        _ entry: OutboxEntry, _ outcome: Outcome, now: Date, options: Options, logger: Logger, in db: Database
    ) throws {
        let id = entry.id!
        let chat = entry.outgoing.chat
        switch outcome {
        case .sent(let messageID):
            try OutboxEntry.markSent(id, messageID: messageID, in: db)
        case .failed(.rateLimited(let retryAfter)):
            logger.notice("Rate limited in chat \(chat); waiting \(retryAfter)")
            try OutboxEntry.postpone(
                id, until: now.addingTimeInterval(seconds(retryAfter)), countingAttempt: false,
                error: "rate limited", in: db)
        case .failed(.transient(let reason)):
            if entry.attempts + 1 >= options.maxAttempts {
                logger.error(
                    "Giving up on outbox message \(id) to \(chat) after \(entry.attempts + 1) attempts: \(reason)"
                )
                try OutboxEntry.markDead(id, error: reason, in: db)
            } else {
                let delay = backoff(attempt: entry.attempts, options: options)
                logger.warning("Sending to \(chat) failed (\(reason)); retrying in \(delay)")
                try OutboxEntry.postpone(
                    id, until: now.addingTimeInterval(seconds(delay)), countingAttempt: true, error: reason,
                    in: db)
            }
        case .failed(.chatUnavailable(let reason)):
            logger.notice("Chat \(chat) is unavailable (\(reason)); sending it nothing more")
            try ChatState.setActive(false, chat, at: now, in: db)
            try OutboxEntry.markChatDead(chat, error: reason, in: db)
        case .failed(.chatMoved(let newID)):
            let moved = ChatAddress(platform: chat.platform, id: newID)
            logger.notice("Chat \(chat) moved to \(moved)")
            try ChatState.migrate(chat, to: moved, at: now, in: db)
        case .failed(.rejected(let reason)):
            logger.error("Outbox message \(id) to \(chat) was rejected and is dead-lettered: \(reason)")
            try OutboxEntry.markDead(id, error: reason, in: db)
        }
    }

    /// `base · 2^attempt`, capped, times a random factor in 0.5–1.5 so that many failed
    /// messages do not retry in lockstep.
    static func backoff(attempt: Int, options: Options) -> Duration {
        let exponential = seconds(options.baseBackoff) * pow(2, Double(min(attempt, 30)))
        let capped = min(exponential, seconds(options.maxBackoff))
        return .milliseconds(Int64(capped * Double.random(in: 0.5...1.5) * 1000))
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
