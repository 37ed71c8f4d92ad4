/// How long to wait before trying again after failures in a row: the base delay doubled per
/// failure up to a cap, each wait up to a quarter longer at random, so that bots (or
/// messages) that failed together do not all come back in the same instant.
///
/// The one backoff of the bot: the intake of every platform, its connect retries and the
/// delivery worker's retries all use it, with their own base and cap.
public struct Backoff: Sendable, Hashable {
    /// The wait after the first failure.
    public var base: Duration
    /// The longest wait before jitter.
    public var cap: Duration

    /// 1, 2, 4 … 60 seconds: the platforms' intake and connect retries.
    public static let standard = Backoff(base: .seconds(1), cap: .seconds(60))

    /// A backoff from `base` doubling up to `cap`.
    public init(base: Duration, cap: Duration) {
        self.base = base
        self.cap = cap
    }

    /// The wait before the next try after `failures` failures in a row (1 for the first),
    /// drawing the jitter from `generator`.
    public func delay(afterFailures failures: Int, using generator: inout some RandomNumberGenerator)
        -> Duration
    {
        let doubled = base * (1 << min(max(failures, 1) - 1, 30))
        let floor = min(doubled, cap)
        let jitter = Double.random(in: 0...0.25, using: &generator)
        return floor + floor * jitter
    }

    /// The wait before the next try after `failures` failures in a row, with the system's
    /// random jitter.
    public func delay(afterFailures failures: Int) -> Duration {
        var generator = SystemRandomNumberGenerator()
        return delay(afterFailures: failures, using: &generator)
    }
}
