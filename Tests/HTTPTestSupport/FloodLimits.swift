import Foundation

/// Telegram's flood limits as the fake enforces them: messages a second overall, a second per
/// chat and a minute per group (a negative chat id), each a token bucket.
///
/// A bucket of rate `r` and burst `b` allows at most `b + r·t` messages in any stretch of `t`
/// seconds, which is what "30 a second" means once a little burst is allowed. Telegram does not
/// publish its bursts; ``init(scale:jitter:)`` gives the fake the bot's own bursts plus
/// `jitter` seconds' worth of each rate, the spread of arrival times on a loaded machine.
public struct FloodLimits: Sendable {
    /// Messages a second to all chats together.
    public var overallPerSecond: Double
    /// Messages the overall bucket holds.
    public var overallBurst: Double
    /// Messages a second to one chat.
    public var perChatPerSecond: Double
    /// Messages one chat's bucket holds.
    public var perChatBurst: Double
    /// Messages a minute to one group.
    public var perGroupPerMinute: Double
    /// Messages one group's bucket holds.
    public var perGroupBurst: Double

    /// Telegram's limits (30/s overall, 1/s per chat, 20/min per group) times `scale`, with the
    /// bot's bursts (a tenth of a second overall, 3 per chat and per group) and `jitter` more.
    public init(scale: Double = 1, jitter: Duration = .milliseconds(100)) {
        let slack = Double(jitter.components.seconds) + Double(jitter.components.attoseconds) / 1e18
        overallPerSecond = 30 * scale
        overallBurst = max(1, overallPerSecond / 10) + overallPerSecond * slack
        perChatPerSecond = 1 * scale
        perChatBurst = 3 + perChatPerSecond * slack
        perGroupPerMinute = 20 * scale
        perGroupBurst = 3 + perGroupPerMinute / 60 * slack
    }

    /// The same limits as the bot's settings: `TELEGRAM_RATE_OVERALL`, `_PER_CHAT` and
    /// `_PER_GROUP_PER_MINUTE`.
    public var botSettings: [String: String] {
        [
            "TELEGRAM_RATE_OVERALL": "\(overallPerSecond)", "TELEGRAM_RATE_PER_CHAT": "\(perChatPerSecond)",
            "TELEGRAM_RATE_PER_GROUP_PER_MINUTE": "\(perGroupPerMinute)",
        ]
    }
}

/// The buckets of ``FloodLimits``: which limit a send at an instant would break.
struct FloodMeter {
    private struct Bucket {
        var tokens: Double
        var updated: ContinuousClock.Instant

        /// Takes a token when there is one, after refilling at `rate` up to `capacity`.
        mutating func take(rate: Double, capacity: Double, now: ContinuousClock.Instant) -> Bool {
            let elapsed = now - updated
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            tokens = min(capacity, tokens + seconds * rate)
            updated = now
            guard tokens >= 1 else { return false }
            tokens -= 1
            return true
        }
    }

    let limits: FloodLimits
    private var overall: Bucket
    private var chats: [Int64: Bucket] = [:]
    private var groups: [Int64: Bucket] = [:]

    init(limits: FloodLimits, now: ContinuousClock.Instant) {
        self.limits = limits
        overall = Bucket(tokens: limits.overallBurst, updated: now)
    }

    /// The limit a send to `chat` now breaks (`"overall"`, `"chat"`, `"group"`), or `nil` when
    /// it breaks none, in which case it counts against every bucket that applies.
    mutating func breaks(chat: Int64, now: ContinuousClock.Instant) -> String? {
        var overallBucket = overall
        var chatBucket = chats[chat] ?? Bucket(tokens: limits.perChatBurst, updated: now)
        var groupBucket = groups[chat] ?? Bucket(tokens: limits.perGroupBurst, updated: now)
        guard overallBucket.take(rate: limits.overallPerSecond, capacity: limits.overallBurst, now: now)
        else { return "overall" }
        guard chatBucket.take(rate: limits.perChatPerSecond, capacity: limits.perChatBurst, now: now)
        else { return "chat" }
        // Telegram's groups have negative ids.
        if chat < 0 {
            guard
                groupBucket.take(
                    rate: limits.perGroupPerMinute / 60, capacity: limits.perGroupBurst, now: now)
            else { return "group" }
            groups[chat] = groupBucket
        }
        overall = overallBucket
        chats[chat] = chatBucket
        return nil
    }
}
