import Synchronization

/// Telegram's flood limit as the fakes model it: a token bucket refilled at `perSecond`, one
/// token per send; a send that finds the bucket empty is answered 429 with `retry_after` 1.
final class FloodLimit: Sendable {
    private struct Bucket {
        var tokens: Double
        var updated: ContinuousClock.Instant
    }

    private let perSecond: Double
    private let bucket: Mutex<Bucket>
    private let rejections = Atomic<Int>(0)

    init(perSecond: Double) {
        self.perSecond = perSecond
        bucket = Mutex(Bucket(tokens: perSecond, updated: .now))
    }

    /// Sends answered 429 so far.
    var rejectionCount: Int { rejections.load(ordering: .relaxed) }

    /// Takes a token for one send; false (and counted) when there is none.
    func admit() -> Bool {
        let admitted = bucket.withLock { bucket in
            let now = ContinuousClock.now
            let (seconds, attoseconds) = (now - bucket.updated).components
            bucket.updated = now
            bucket.tokens = min(
                perSecond, bucket.tokens + (Double(seconds) + Double(attoseconds) / 1e18) * perSecond)
            guard bucket.tokens >= 1 else { return false }
            bucket.tokens -= 1
            return true
        }
        if !admitted { rejections.wrappingAdd(1, ordering: .relaxed) }
        return admitted
    }
}
