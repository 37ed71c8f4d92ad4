import Delivery
import Foundation
import GRDB
import HTTPClient
import HTTPTestSupport
import Jobs
import Logging
import PostgresStore
import SQLiteStore
import Scheduler
import TelegramBot
import TestSupport
import TestWaiting
import TrackerCommands
import TrackerCore
import TrackerStore

/// Runs `body` with the real Telegram adapter, in process, against a new ``FakeTelegram`` and a
/// database on a temporary file; stops the bot (awaiting its end), the fake and whatever else
/// it started before returning, also when `body` throws. It waits while many other stores and
/// bots are open (``OpenStoreLimit``).
///
/// - Parameters:
///   - clock: when given, the dispatcher's clock, and a reminder scheduler runs on it, wired as
///     in `trackerbot run`: tests move the clock and ring the scheduler to let days pass.
///     Otherwise the system clock and no scheduler.
///   - webhookURL: the webhook the fake reports as set.
///   - demoTodosURL: when given, a job worker runs beside the bot and fetches `/todo demo` there.
///   - drawPicture: draws pictured replies; without it every reply is text.
///   - faults: what the fake answers, in order, to the first calls of each method, set before
///     the bot makes its first call.
public func withBot<Result>(
    clock: ManualClock? = nil, webhookURL: String = "", demoTodosURL: String? = nil,
    drawPicture: (@Sendable (Picture) async throws -> Data)? = nil,
    faults: [String: [FakeTelegram.Fault]] = [:],
    _ body: (BotHarness, FakeTelegram) async throws -> Result
) async throws -> Result {
    try await OpenStoreLimit.withSlot {
        try await runBot(
            clock: clock, webhookURL: webhookURL, demoTodosURL: demoTodosURL, drawPicture: drawPicture,
            faults: faults, body)
    }
}

private func runBot<Result>(
    clock: ManualClock?, webhookURL: String, demoTodosURL: String?,
    drawPicture: (@Sendable (Picture) async throws -> Data)?, faults: [String: [FakeTelegram.Fault]],
    _ body: (BotHarness, FakeTelegram) async throws -> Result
) async throws -> Result {
    let fake = try await FakeTelegram.start(webhookURL: webhookURL)
    for (method, list) in faults { await fake.fail(method, with: list) }
    let bot: BotHarness
    do {
        bot = try BotHarness(
            fake: fake, clock: clock, demoTodosURL: demoTodosURL, drawPicture: drawPicture)
    } catch {
        await fake.stop()
        throw error
    }
    let result: Result
    do {
        result = try await body(bot, fake)
    } catch {
        await bot.stop()
        throw error
    }
    await bot.stop()
    return result
}

/// The bot ``withBot(clock:webhookURL:demoTodosURL:drawPicture:faults:_:)`` runs: its
/// database, its scheduler, and ways to wait until it has done its work.
public final class BotHarness: Sendable {
    /// The bot's database, on a temporary file; it holds the bot's data when the harnesses run
    /// on SQLite (``StoreKind/harnessesUseSQLite``).
    public let database: TrackerDatabase
    /// The store the bot runs on: ``database``'s, or, when `TRACKERBOT_TEST_STORE=postgres`, the
    /// PostgreSQL database standing in for it (``HarnessDatabases``).
    public let store: any Store
    /// The scheduler, when the bot was started with a manual clock.
    public let scheduler: ReminderScheduler?
    private let fake: FakeTelegram
    private let clock: ManualClock?
    private let directory: TemporaryDirectory
    private let jobsClient: HTTPClient?
    /// The bot, and beside it the scheduler and the job worker when there are any.
    private let tasks: [Task<Void, any Error>]

    /// Fast limits and backoff so tests do not wait on Telegram's real pace.
    private static let testDelivery = DeliveryWorker.Options(
        limits: RateLimits(
            overallPerSecond: 1000, perChatPerSecond: 100, perChatBurst: 100, perGroupPerMinute: 6000,
            perGroupBurst: 100),
        maxInFlight: 8, maxAttempts: 5, baseBackoff: .milliseconds(50), maxBackoff: .milliseconds(200))

    /// Builds the bot as `trackerbot run` does, and starts it. The one place the services are
    /// constructed.
    fileprivate init(
        fake: FakeTelegram, clock: ManualClock?, demoTodosURL: String?,
        drawPicture: (@Sendable (Picture) async throws -> Data)?
    ) throws {
        self.fake = fake
        self.clock = clock
        directory = try TemporaryDirectory()
        let path = directory.file("bot.sqlite")
        let database = try TrackerDatabase(path: path)
        self.database = database
        let store =
            StoreKind.forHarnesses == .postgres ? try HarnessDatabases.acquire(path).store : database.store
        self.store = store
        let logger = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }
        let doorbell = Doorbell()
        let scheduler = clock.map {
            ReminderScheduler(
                store: store, platform: "telegram", clock: $0,
                options: ReminderScheduler.Options(maxSleep: .milliseconds(200)), delivery: doorbell,
                logger: logger)
        }
        self.scheduler = scheduler
        let jobs = demoTodosURL.map { url in
            let client = HTTPClient(userAgent: "test", logger: logger)
            let worker = JobWorker(
                store: store, client: client, options: JobWorker.Options(demoTodosURL: url),
                deliveries: [doorbell], logger: logger)
            return (worker: worker, client: client)
        }
        jobsClient = jobs?.client
        let service = TelegramBotService(
            configuration: TelegramConfiguration(
                token: FakeTelegram.token, apiURL: fake.baseURL, pollTimeout: 1, delivery: Self.testDelivery,
                drawPicture: drawPicture),
            dispatcher: Dispatcher(
                store: store, clock: clock ?? SystemClock(), files: UserFiles(beside: path), logger: logger,
                remindersChanged: { scheduler?.ring() }, jobsAdded: { jobs?.worker.ring() }),
            doorbell: doorbell, logger: logger)
        var tasks: [Task<Void, any Error>] = [Task { try await service.run() }]
        if let scheduler { tasks.append(Task { await scheduler.run() }) }
        if let jobs { tasks.append(Task { await jobs.worker.work() }) }
        self.tasks = tasks
    }

    /// Stops the bot, the scheduler and the jobs, awaiting their end, then the fake.
    fileprivate func stop() async {
        for task in tasks { task.cancel() }
        for task in tasks { _ = await task.result }
        await fake.stop()
        jobsClient?.shutdown()
        if StoreKind.forHarnesses == .postgres { HarnessDatabases.release(directory.file("bot.sqlite")) }
        directory.remove()
    }

    /// The error the bot stopped with, waiting for it to stop by itself.
    public func stopReason() async -> (any Error)? {
        if case .failure(let error) = await tasks[0].result { return error }
        return nil
    }

    /// `value` of what the bot stored for the Telegram user `id`, read in one transaction on
    /// its store; `nil` when the bot never heard of them.
    public func read<T: Sendable>(
        user id: Int64, _ value: @escaping @Sendable (any StoreTransaction, User) throws -> T
    ) async throws -> T? {
        try await store.read { tx in
            try tx.users.find(platform: "telegram", externalID: String(id)).map { try value(tx, $0) }
        }
    }

    /// Texts of sendMessage calls to `chat`, in order.
    public func sentTexts(to chat: Int64) async -> [String] {
        await fake.calls("sendMessage").filter { $0.chatID == chat }.compactMap(\.text)
    }

    /// Waits until the bot has done all it will do without new updates or time passing: every
    /// queued update is confirmed and applied (its replies committed to the outbox), no reminder
    /// is due at the manual clock's now, and no outbox entry is pending (each was sent or given
    /// up). What the fake has recorded then is all there will be. The timeout is generous: a
    /// whole test run keeps both cores busy at times, and a late bot is not a wrong one.
    public func waitUntilIdle(timeout: Duration = .seconds(60)) async throws {
        var patience = Patience(timeout)
        while try await !isIdle() {
            guard !patience.isExhausted else { throw FakeTelegram.TimedOut() }
            try await patience.pause(for: .milliseconds(5))
        }
    }

    private func isIdle() async throws -> Bool {
        guard await fake.unconfirmedUpdates() == 0 else { return false }
        let now = clock?.now()
        return try await store.read { tx in
            // Confirmed updates wait in the inbox until they are applied.
            guard try tx.inbox.count(of: .telegram) == 0 else { return false }
            if let now, let next = try tx.reminders.nextFireAt(platform: "telegram"), next <= now {
                return false
            }
            return try tx.outbox.pendingHeads(platform: "telegram", afterID: 0, limit: 1).isEmpty
        }
    }
}

/// Draws a picture as its own JSON, for ``withBot(clock:webhookURL:demoTodosURL:drawPicture:faults:_:)``:
/// the same picture gives the same bytes, another one others, without Cairo.
public let drawPictureAsJSON: @Sendable (Picture) async throws -> Data = { picture in
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return try encoder.encode(picture)
}
