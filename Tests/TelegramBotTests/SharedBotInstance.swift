import BotRuntime
import Delivery
import Foundation
import HTTPTestSupport
import Logging
import PostgresStore
import Synchronization
import TelegramBot
import TestSupport
import TestWaiting
import TrackerCommands
import TrackerCore

extension PostgresLease: InstanceLease {}

/// One instance of a bot that several share, in process, as `trackerbot run` builds it on
/// PostgreSQL: Telegram's every-instance part (a webhook's route) always, and the leader's part
/// (polling or applying, and sending) under the instance lease.
final class SharedBotInstance: Sendable {
    /// Whether the instance holds the lease, as the leader service tells it.
    final class Leadership: LeadershipObserver {
        private let history = Mutex<[Bool]>([])

        func leading(_ isLeading: Bool) { history.withLock { $0.append(isLeading) } }

        /// `true` while leading, `false` while standing by, `nil` before the service started.
        var isLeading: Bool? { history.withLock { $0.last } }

        /// How many times the instance stopped leading.
        var losses: Int {
            history.withLock { history in zip(history, history.dropFirst()).count { $0 && !$1 } }
        }
    }

    let lease: PostgresLease
    let service: TelegramBotService
    let leadership = Leadership()
    private let database: PostgresDatabase
    private let task: Task<Void, any Error>

    /// Quick checks, so that a handover takes a fraction of a second.
    static let quickLease = PostgresLease.Options(
        checkEvery: .milliseconds(200), checkTimeout: .seconds(2), pollEvery: .milliseconds(100))

    /// Starts an instance on the database at `url`, talking to `fake`.
    /// - Parameters:
    ///   - clock: the dispatcher's clock and what delivery's rate limits and waits run on.
    ///   - doorbell: delivery's doorbell; give one on `clock` to see delivery go to sleep.
    init(
        url: PostgresURL, fake: FakeTelegram, webhook: TelegramWebhook? = nil, limits: RateLimits,
        clock: (any TrackerCore.Clock & WaitClock)? = nil, doorbell: Doorbell = Doorbell()
    ) throws {
        let logger = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }
        database = try PostgresDatabase(url: url)
        lease = PostgresLease(url: url, name: "leader", options: Self.quickLease)
        service = TelegramBotService(
            configuration: TelegramConfiguration(
                token: FakeTelegram.token, apiURL: fake.baseURL, pollTimeout: 1,
                delivery: DeliveryWorker.Options(
                    limits: limits, maxInFlight: 4, baseBackoff: .milliseconds(50),
                    maxBackoff: .milliseconds(200),
                    startsDrained: true),
                webhook: webhook, sharedByInstances: true),
            dispatcher: Dispatcher(
                store: database.store, clock: clock ?? SystemClock(),
                files: UserFiles(beside: NSTemporaryDirectory() + "shared-bot"), logger: logger),
            doorbell: doorbell, clock: clock ?? SystemWaitClock(), logger: logger)
        let leader = LeaderService(
            lease: lease, services: [service.leaderOnly], observer: leadership, logger: logger)
        let everyInstance = service.everyInstance
        task = Task {
            try await withThrowingTaskGroup(of: Void.self) { group in
                if let everyInstance { group.addTask { try await everyInstance.run() } }
                group.addTask { try await leader.run() }
                try await group.waitForAll()
            }
        }
    }

    /// Waits until the instance holds the lease.
    func waitUntilLeading(timeout: Duration = .seconds(20)) async throws {
        var patience = Patience(timeout)
        while leadership.isLeading != true {
            guard !patience.isExhausted else { throw FakeTelegram.TimedOut() }
            try await patience.pause(for: .milliseconds(10))
        }
    }

    /// Waits until the instance has found the lease held by another.
    func waitUntilStandingBy(timeout: Duration = .seconds(20)) async throws {
        var patience = Patience(timeout)
        while lease.refusals == 0 || leadership.isLeading != false {
            guard !patience.isExhausted else { throw FakeTelegram.TimedOut() }
            try await patience.pause(for: .milliseconds(10))
        }
    }

    /// Stops the instance as a graceful shutdown does: its work ends, then its lease goes.
    func stop() async {
        task.cancel()
        _ = await task.result
        database.close()
    }
}
