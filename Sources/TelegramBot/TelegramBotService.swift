import Delivery
import Foundation
import HTTPClient
import Logging
import ServiceLifecycle
import Telegram
import TrackerCommands
import TrackerCore
import TrackerStore

/// Settings of the Telegram adapter.
public struct TelegramConfiguration: Sendable {
    /// The bot's token, from `@BotFather`.
    public var token: String
    /// `https://api.telegram.org`, a local Bot API server, or a test fake.
    public var apiURL: String
    /// Seconds one `getUpdates` may wait for news.
    public var pollTimeout: Int
    /// How the outbox is sent.
    public var delivery: DeliveryWorker.Options
    /// Draws a reply's picture as PNG for `sendPhoto`; `nil` sends every reply as text.
    public var drawPicture: (@Sendable (Picture) async throws -> Data)?

    /// Settings with the given token; the rest defaults to Telegram's public server and plain-text replies.
    public init(
        token: String, apiURL: String = "https://api.telegram.org", pollTimeout: Int = 50,
        delivery: DeliveryWorker.Options = DeliveryWorker.Options(),
        drawPicture: (@Sendable (Picture) async throws -> Data)? = nil
    ) {
        self.token = token
        self.apiURL = apiURL
        self.pollTimeout = pollTimeout
        self.delivery = delivery
        self.drawPicture = drawPicture
    }
}

/// Why the Telegram adapter stopped by itself.
public enum TelegramBotError: Error, CustomStringConvertible {
    /// getMe (or a later call) answered 401.
    case tokenRejected

    /// The settings, with the token redacted.
    public var description: String {
        switch self {
        case .tokenRejected: "the token was rejected by Telegram (check TELEGRAM_BOT_TOKEN)"
        }
    }
}

/// `trackerbot run` on Telegram: checks the token, clears a webhook, publishes the command
/// menus, then long-polls updates into the dispatcher and delivers the outbox until shutdown.
///
/// A `Service` for swift-service-lifecycle: graceful shutdown (SIGTERM) cancels the long poll
/// mid-request and lets sends in flight finish recording.
public final class TelegramBotService: Service {
    private let configuration: TelegramConfiguration
    private let dispatcher: Dispatcher
    private let doorbell: Doorbell
    private let logger: Logger
    private let pollClient: HTTPClient
    private let sendClient: HTTPClient

    /// - Parameter doorbell: rung after each applied batch; other producers of outbox rows
    ///   (the scheduler) ring it too.
    public init(
        configuration: TelegramConfiguration, dispatcher: Dispatcher, doorbell: Doorbell = Doorbell(),
        logger: Logger
    ) {
        self.configuration = configuration
        self.dispatcher = dispatcher
        self.doorbell = doorbell
        self.logger = logger
        pollClient = HTTPClient(maxConcurrentTransfers: 1, userAgent: "TrackerBot", logger: logger)
        sendClient = HTTPClient(
            maxConcurrentTransfers: max(1, configuration.delivery.maxInFlight), userAgent: "TrackerBot",
            logger: logger)
    }

    deinit {
        pollClient.shutdown()
        sendClient.shutdown()
    }

    /// Runs polling, delivery, the scheduler and the jobs until cancelled or shut down.
    public func run() async throws {
        let botConfiguration = BotAPIConfiguration(token: configuration.token, baseURL: configuration.apiURL)
        let pollAPI = BotAPI(configuration: botConfiguration, client: pollClient, logger: logger)
        let sendAPI = BotAPI(configuration: botConfiguration, client: sendClient, logger: logger)

        let me = try await connect(pollAPI)
        let username = me.username ?? ""
        logger.info("Connected to Telegram as @\(username)")
        await prepare(pollAPI)

        let poller = TelegramPoller(
            api: pollAPI, dispatcher: dispatcher, translator: UpdateTranslator(botUsername: username),
            admins: AdminStatusCache(api: pollAPI, logger: logger), doorbell: doorbell,
            pollTimeout: configuration.pollTimeout, logger: logger)
        let worker = DeliveryWorker(
            database: dispatcher.database,
            sender: TelegramSender(api: sendAPI, logger: logger, drawPicture: configuration.drawPicture),
            doorbell: doorbell,
            clock: dispatcher.clock, options: configuration.delivery, logger: logger)

        try await serve {
            try await cancelWhenGracefulShutdown {
                try await withThrowingTaskGroup(of: Void.self) { group in
                    group.addTask { await worker.run() }
                    group.addTask {
                        do {
                            try await poller.run()
                        } catch BotAPIError.unauthorized {
                            throw TelegramBotError.tokenRejected
                        }
                    }
                    // The first to end (the poller on shutdown or a revoked token) ends both.
                    defer { group.cancelAll() }
                    try await group.next()
                }
            }
        }
    }

    /// Runs the bot; a shutdown (cancellation) is a normal end, not an error.
    private func serve(_ body: () async throws -> Void) async throws {
        do {
            try await body()
        } catch is CancellationError {
            logger.info("Shutting down")
        }
    }

    /// Asks Telegram who the bot is, retrying with backoff while the network or Telegram is
    /// down, so a bot started during an outage comes up by itself.
    ///
    /// - Throws: ``TelegramBotError/tokenRejected`` for a wrong or revoked token;
    ///   `CancellationError` on shutdown.
    private func connect(_ api: BotAPI) async throws -> Telegram.User {
        var failures = 0
        while true {
            do {
                return try await api.getMe()
            } catch BotAPIError.unauthorized {
                throw TelegramBotError.tokenRejected
            } catch let error as BotAPIError {
                failures += 1
                let delay = TelegramPoller.backoff(failures)
                logger.warning("Cannot reach Telegram (\(error)); retrying in \(delay)")
                try await Task.sleep(for: delay)
            }
        }
    }

    /// Removes a webhook (long polling fails while one is set) and publishes the command
    /// menus. Failures here are logged: the bot works without a menu.
    private func prepare(_ api: BotAPI) async {
        do {
            let webhook = try await api.getWebhookInfo()
            if !webhook.url.isEmpty {
                logger.notice("A webhook was set for this bot; deleting it to use long polling")
                try await api.deleteWebhook()
            }
        } catch {
            logger.warning("Could not check the webhook: \(error)")
        }
        do {
            try await api.setMyCommands(BotCommands.privateChats, scope: .allPrivateChats)
            try await api.setMyCommands(BotCommands.groups, scope: .allGroupChats)
        } catch {
            logger.warning("Could not set the command menus: \(error)")
        }
    }
}
