/// How fast the bot may send, overall and per chat.
///
/// The defaults follow Telegram's published limits: about 30 messages a second overall,
/// one a second in a chat (with a small burst), 20 a minute in a group. A platform without
/// per-chat limits (Matrix, whose homeserver limits the bot's account as a whole) leaves
/// the per-chat and per-group rates `nil`.
public struct RateLimits: Sendable, Hashable {
    /// Messages a second to all chats together.
    public var overallPerSecond: Double
    /// Messages a second to one chat; `nil` for no limit of its own.
    public var perChatPerSecond: Double?
    /// Messages one chat may get at once before its rate applies.
    public var perChatBurst: Int
    /// Messages a minute to one group; `nil` for no limit of its own.
    public var perGroupPerMinute: Double?
    /// Messages one group may get at once before its rate applies.
    public var perGroupBurst: Int

    /// Limits of these rates; the defaults are Telegram's.
    public init(
        overallPerSecond: Double = 30, perChatPerSecond: Double? = 1, perChatBurst: Int = 3,
        perGroupPerMinute: Double? = 20, perGroupBurst: Int = 3
    ) {
        self.overallPerSecond = overallPerSecond
        self.perChatPerSecond = perChatPerSecond
        self.perChatBurst = perChatBurst
        self.perGroupPerMinute = perGroupPerMinute
        self.perGroupBurst = perGroupBurst
    }

    /// Matrix's defaults: the overall rate alone. A homeserver limits the bot's account, not
    /// each room, and says how long to wait (`429` with `retry_after_ms`) when it must.
    public static let matrix = RateLimits(overallPerSecond: 30, perChatPerSecond: nil, perGroupPerMinute: nil)
}

/// A token bucket: `capacity` tokens, refilled at `rate` tokens a second.
struct TokenBucket {
    let capacity: Double
    let rate: Double
    private var tokens: Double
    private var updated: ContinuousClock.Instant

    /// A bucket that was empty at `emptyAt` and has refilled since (full when `nil`).
    init(
        capacity: Double, rate: Double, now: ContinuousClock.Instant, emptyAt: ContinuousClock.Instant? = nil
    ) {
        self.capacity = capacity
        self.rate = rate
        tokens = capacity
        updated = now
        if let emptyAt {
            tokens = 0
            updated = min(now, emptyAt)
            refill(now)
        }
    }

    /// How long until a token is available; zero when one is.
    mutating func wait(now: ContinuousClock.Instant) -> Duration {
        refill(now)
        return tokens >= 1 ? .zero : .seconds((1 - tokens) / rate)
    }

    /// Takes a token; call only after ``wait(now:)`` returned zero.
    mutating func take() { tokens -= 1 }

    /// Whether the bucket is full again, so forgetting it changes nothing.
    mutating func isIdle(now: ContinuousClock.Instant) -> Bool {
        refill(now)
        return tokens >= capacity
    }

    private mutating func refill(_ now: ContinuousClock.Instant) {
        let elapsed = now - updated
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        tokens = min(capacity, tokens + seconds * rate)
        updated = now
    }
}

/// The buckets of one platform: one overall, one per chat, one more per group; and a pause
/// of every send that the platform asked for.
struct RateLimiter {
    let limits: RateLimits
    /// When every bucket counts as emptied: a new leader's start, since the instance that sent
    /// before it may have used every burst just then. `nil`: buckets start full.
    private let drainedAt: ContinuousClock.Instant?
    private var overall: TokenBucket
    private var chats: [String: TokenBucket] = [:]
    private var groups: [String: TokenBucket] = [:]
    /// Nothing is sent before this instant: the platform limited the bot's account as a whole.
    private var pausedUntil: ContinuousClock.Instant?

    /// Buckets for `limits`; `drained` starts them empty at `now` rather than full.
    init(limits: RateLimits, now: ContinuousClock.Instant, drained: Bool = false) {
        self.limits = limits
        drainedAt = drained ? now : nil
        // A tenth of a second's worth of burst: a full second's would let a wave start with a
        // burst that the platform's own bucket, refilling at the same rate but seeing our
        // requests with jittered delays, answers with 429s.
        overall = TokenBucket(
            capacity: max(1, limits.overallPerSecond / 10), rate: limits.overallPerSecond, now: now,
            emptyAt: drainedAt)
    }

    /// How long until the overall limit allows another message.
    mutating func overallWait(now: ContinuousClock.Instant) -> Duration {
        let paused = pausedUntil.map { $0 - now } ?? .zero
        return max(paused, overall.wait(now: now))
    }

    /// Sends nothing, to any chat, before `until`.
    mutating func pauseAll(until: ContinuousClock.Instant) {
        pausedUntil = max(pausedUntil ?? until, until)
    }

    /// Takes a token from every bucket that applies, or returns how long to wait when one
    /// of them is empty (taking nothing).
    mutating func reserve(chat: String, isGroup: Bool, now: ContinuousClock.Instant) -> Duration? {
        var chatBucket =
            chats[chat]
            ?? limits.perChatPerSecond.map {
                TokenBucket(capacity: Double(limits.perChatBurst), rate: $0, now: now, emptyAt: drainedAt)
            }
        var groupBucket =
            isGroup
            ? groups[chat]
                ?? limits.perGroupPerMinute.map {
                    TokenBucket(
                        capacity: Double(limits.perGroupBurst), rate: $0 / 60, now: now, emptyAt: drainedAt)
                }
            : nil
        let wait = max(
            overallWait(now: now), chatBucket?.wait(now: now) ?? .zero, groupBucket?.wait(now: now) ?? .zero)
        if wait > .zero {
            if let chatBucket { chats[chat] = chatBucket }
            if let groupBucket { groups[chat] = groupBucket }
            return wait
        }
        overall.take()
        chatBucket?.take()
        groupBucket?.take()
        if let chatBucket { chats[chat] = chatBucket }
        if let groupBucket { groups[chat] = groupBucket }
        return nil
    }

    /// Forgets full buckets, so memory follows active chats rather than all chats ever seen.
    mutating func prune(now: ContinuousClock.Instant) {
        chats = chats.filter { _, bucket in
            var bucket = bucket
            return !bucket.isIdle(now: now)
        }
        groups = groups.filter { _, bucket in
            var bucket = bucket
            return !bucket.isIdle(now: now)
        }
        if let paused = pausedUntil, paused <= now { pausedUntil = nil }
    }
}
