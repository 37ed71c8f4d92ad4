import BotRuntime
import Synchronization
import TrackerCore

/// Whether every configured platform has been heard from recently: the platforms' half of
/// `/readyz`. Each intake tells it of its successful fetches (``IntakeObserver``); a platform
/// that has not had one within ``window`` (the first poll not yet answered, the server
/// unreachable) is not ready.
public final class Readiness: IntakeObserver {
    /// How recent a platform's last successful fetch must be: longer than a long poll's wait
    /// (50 s on Telegram, 30 s on Matrix), so a quiet platform stays ready.
    public static let defaultWindow: Duration = .seconds(90)

    /// The platforms' tags, in the order they are reported.
    public let platforms: [String]
    /// How recent a successful fetch must be.
    public let window: Duration
    private let clock: any WaitClock
    private let lastFetch = Mutex<[String: ContinuousClock.Instant]>([:])

    /// Readiness of `platforms` (their tags, such as `telegram`), timed on `clock`.
    public init(platforms: [String], window: Duration = Readiness.defaultWindow, clock: any WaitClock) {
        self.platforms = platforms
        self.window = window
        self.clock = clock
    }

    /// Records a successful fetch of `source` now.
    public func fetched(from source: String) {
        let now = clock.monotonicNow
        lastFetch.withLock { $0[source] = now }
    }

    /// What keeps each platform that is not ready from being so, in ``platforms`` order;
    /// empty when all are.
    public func problems() -> [String] {
        let now = clock.monotonicNow
        let last = lastFetch.withLock { $0 }
        return platforms.compactMap { platform in
            guard let fetched = last[platform] else { return "\(platform): no successful fetch yet" }
            let age = now - fetched
            guard age > window else { return nil }
            return "\(platform): no successful fetch for \(age.components.seconds) s"
        }
    }
}
