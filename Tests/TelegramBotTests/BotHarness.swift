import Delivery
import Foundation
import HTTPTestSupport
import Logging
import Scheduler
import TelegramBot
import TestSupport
import TrackerCommands
import TrackerCore
import TrackerStore

/// The real Telegram adapter, in process, against a ``FakeTelegram`` and a temporary database.
///
/// Given a manual clock, the dispatcher and a reminder scheduler run on it, wired as in
/// `trackerbot run`: tests move the clock and ring the scheduler to let days pass.
final class BotHarness: Sendable {
    let fake: FakeTelegram
    let directory: TemporaryDirectory
    let database: TrackerDatabase
    /// The scheduler, when the harness was started with a manual clock.
    let scheduler: ReminderScheduler?
    private let task: Task<Void, any Error>
    private let schedulerTask: Task<Void, Never>?

    private init(
        fake: FakeTelegram, directory: TemporaryDirectory, database: TrackerDatabase,
        scheduler: ReminderScheduler?, task: Task<Void, any Error>, schedulerTask: Task<Void, Never>?
    ) {
        self.fake = fake
        self.directory = directory
        self.database = database
        self.scheduler = scheduler
        self.task = task
        self.schedulerTask = schedulerTask
    }

    /// Fast limits and backoff so tests do not wait on Telegram's real pace.
    static let testDelivery = DeliveryWorker.Options(
        limits: RateLimits(
            overallPerSecond: 1000, perChatPerSecond: 100, perChatBurst: 100, perGroupPerMinute: 6000,
            perGroupBurst: 100),
        maxInFlight: 8, maxAttempts: 5, baseBackoff: .milliseconds(50), maxBackoff: .milliseconds(200))

    /// - Parameter clock: when given, the dispatcher's clock, and a scheduler runs on it;
    ///   otherwise the system clock and no scheduler.
    static func start(
        fake: FakeTelegram? = nil, delivery: DeliveryWorker.Options = testDelivery,
        databasePath: String? = nil, clock: ManualClock? = nil,
        drawPicture: (@Sendable (Picture) async throws -> Data)? = nil
    ) async throws -> BotHarness {
        let fake = if let fake { fake } else { try await FakeTelegram.start() }
        let directory = try TemporaryDirectory()
        let database = try TrackerDatabase(path: databasePath ?? directory.file("bot.sqlite"))
        let logger = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }
        let doorbell = Doorbell()
        let scheduler = clock.map {
            ReminderScheduler(
                database: database, platform: "telegram", clock: $0,
                options: ReminderScheduler.Options(maxSleep: .milliseconds(200)), delivery: doorbell,
                logger: logger)
        }
        let service = TelegramBotService(
            configuration: TelegramConfiguration(
                token: FakeTelegram.token, apiURL: fake.baseURL, pollTimeout: 1, delivery: delivery,
                drawPicture: drawPicture),
            dispatcher: Dispatcher(
                database: database, clock: clock ?? SystemClock(), logger: logger,
                remindersChanged: { scheduler?.ring() }),
            doorbell: doorbell, logger: logger)
        let task = Task { try await service.run() }
        let schedulerTask = scheduler.map { scheduler in Task { await scheduler.run() } }
        return BotHarness(
            fake: fake, directory: directory, database: database, scheduler: scheduler, task: task,
            schedulerTask: schedulerTask)
    }

    /// Stops the bot and the scheduler, then the fake.
    func stop() async {
        task.cancel()
        schedulerTask?.cancel()
        _ = await task.result
        await schedulerTask?.value
        await fake.stop()
        directory.remove()
    }

    /// The error the bot stopped with, waiting for it to stop by itself.
    func stopReason() async -> (any Error)? {
        if case .failure(let error) = await task.result { return error }
        return nil
    }

    /// Texts of sendMessage calls to `chat`, in order.
    func sentTexts(to chat: Int64) async -> [String] {
        await fake.calls("sendMessage").filter { $0.chatID == chat }.compactMap(\.text)
    }
}
