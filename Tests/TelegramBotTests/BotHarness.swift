import Delivery
import Foundation
import HTTPTestSupport
import Logging
import TelegramBot
import TestSupport
import TrackerCommands
import TrackerCore
import TrackerStore

/// The real Telegram adapter, in process, against a ``FakeTelegram`` and a temporary database.
final class BotHarness: Sendable {
    let fake: FakeTelegram
    let directory: TemporaryDirectory
    let database: TrackerDatabase
    private let task: Task<Void, any Error>

    private init(
        fake: FakeTelegram, directory: TemporaryDirectory, database: TrackerDatabase,
        task: Task<Void, any Error>
    ) {
        self.fake = fake
        self.directory = directory
        self.database = database
        self.task = task
    }

    /// Fast limits and backoff so tests do not wait on Telegram's real pace.
    static let testDelivery = DeliveryWorker.Options(
        limits: RateLimits(
            overallPerSecond: 1000, perChatPerSecond: 100, perChatBurst: 100, perGroupPerMinute: 6000,
            perGroupBurst: 100),
        maxInFlight: 8, maxAttempts: 5, baseBackoff: .milliseconds(50), maxBackoff: .milliseconds(200))

    static func start(
        fake: FakeTelegram? = nil, delivery: DeliveryWorker.Options = testDelivery,
        databasePath: String? = nil
    ) async throws -> BotHarness {
        let fake = if let fake { fake } else { try await FakeTelegram.start() }
        let directory = try TemporaryDirectory()
        let database = try TrackerDatabase(path: databasePath ?? directory.file("bot.sqlite"))
        let logger = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }
        let service = TelegramBotService(
            configuration: TelegramConfiguration(
                token: FakeTelegram.token, apiURL: fake.baseURL, pollTimeout: 1, delivery: delivery),
            dispatcher: Dispatcher(database: database, clock: SystemClock(), logger: logger), logger: logger)
        let task = Task { try await service.run() }
        return BotHarness(fake: fake, directory: directory, database: database, task: task)
    }

    /// Stops the bot, then the fake.
    func stop() async {
        task.cancel()
        _ = await task.result
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
