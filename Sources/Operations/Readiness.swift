import BotRuntime
import Synchronization
import TrackerCore

/// Whether every configured platform has been heard from recently: the platforms' half of
/// `/readyz`. Each intake tells it of its successful fetches (``IntakeObserver``); a platform
/// that has not had one within ``window`` (the first poll not yet answered, the server
/// unreachable) is not ready.
///
/// When instances share the bot (``LeadershipObserver``), only the one holding the lease
/// polls and syncs: an instance standing by answers for the platforms it serves too (a
/// webhook's route), the ``everyInstance`` ones, and is ready without the others.
public final class Readiness: IntakeObserver, LeadershipObserver {
    /// How recent a platform's last successful fetch must be: longer than a long poll's wait
    /// (50 s on Telegram, 30 s on Matrix), so a quiet platform stays ready.
    public static let defaultWindow: Duration = .seconds(90)

    /// The platforms, in the order they are reported.
    public let platforms: [Platform]
    /// How recent a successful fetch must be.
    public let window: Duration
    /// The platforms whose intake runs on every instance, leader or not.
    public let everyInstance: Set<Platform>
    private let clock: any WaitClock
    private let lastFetch = Mutex<[Platform: ContinuousClock.Instant]>([:])
    private let leader = Mutex<Bool?>(nil)

    /// Readiness of `platforms`, timed on `clock`; `everyInstance` of them are fetched by an
    /// instance that stands by too.
    public init(
        platforms: [Platform], window: Duration = Readiness.defaultWindow, clock: any WaitClock,
        everyInstance: Set<Platform> = []
    ) {
        self.platforms = platforms
        self.window = window
        self.clock = clock
        self.everyInstance = everyInstance
    }

    /// Whether this instance holds the lease; `nil` when there is no lease (one instance).
    public var isLeader: Bool? { leader.withLock { $0 } }

    /// Records whether this instance holds the lease.
    public func leading(_ isLeading: Bool) {
        leader.withLock { $0 = isLeading }
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
        let standingBy = isLeader == false
        return platforms.compactMap { platform in
            if standingBy && !everyInstance.contains(platform) { return nil }
            guard let fetched = last[platform] else { return "\(platform): no successful fetch yet" }
            let age = now - fetched
            guard age > window else { return nil }
            return "\(platform): no successful fetch for \(age.components.seconds) s"
        }
    }
}
