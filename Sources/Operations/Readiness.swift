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

    /// The platforms, in the order they are reported.
    public let platforms: [Platform]
    /// How recent a successful fetch must be.
    public let window: Duration
    private let clock: any WaitClock
    private let lastFetch = Mutex<[Platform: ContinuousClock.Instant]>([:])

    /// Readiness of `platforms`, timed on `clock`.
    public init(platforms: [Platform], window: Duration = Readiness.defaultWindow, clock: any WaitClock) {
        self.platforms = platforms
        self.window = window
        self.clock = clock
    }

    /// Records a successful fetch of `platform`'s source now.
    public func fetched(from platform: Platform) {
        let now = clock.monotonicNow
        lastFetch.withLock { $0[platform] = now }
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
