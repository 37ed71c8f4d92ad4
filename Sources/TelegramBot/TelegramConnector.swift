import BotRuntime
import Foundation
import HTTPClient
import Logging
import Synchronization
import Telegram
import TrackerCore

/// How the bot comes online on Telegram: checks the token with `getMe`, clears a webhook when
/// long polling, publishes the command menus, and makes the long poll and the sender of a
/// session. In webhook mode the route and the webhook itself are the
/// ``TelegramWebhookIntake``'s, which every instance runs.
final class TelegramConnector: PlatformConnector {
    private let configuration: TelegramConfiguration
    private let logger: Logger
    private let pollClient: HTTPClient
    private let sendClient: HTTPClient
    /// The bot's username, from `getMe`, to tell `/cmd@ThisBot` from `/cmd@OtherBot`.
    private let username = Mutex("")

    init(configuration: TelegramConfiguration, logger: Logger) {
        self.configuration = configuration
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

    var displayName: String { "Telegram" }

    private var pollAPI: BotAPI { api(pollClient) }

    private func api(_ client: HTTPClient) -> BotAPI {
        BotAPI(
            configuration: BotAPIConfiguration(token: configuration.token, baseURL: configuration.apiURL),
            client: client, logger: logger)
    }

    /// Asks Telegram who the bot is, retrying while the network or Telegram is down, then
    /// prepares the account.
    ///
    /// - Throws: ``TelegramBotError/tokenRejected`` for a wrong or revoked token;
    ///   `CancellationError` on shutdown.
    func connect(clock: any WaitClock) async throws {
        let api = pollAPI
        let name = try await Self.identify(api, clock: clock, logger: logger)
        username.withLock { $0 = name }
        logger.info("Connected to Telegram as @\(name)")
        await prepare(api)
    }

    /// The bot's username, from `getMe`, retrying while the network or Telegram is down.
    /// - Throws: ``TelegramBotError/tokenRejected`` for a wrong or revoked token;
    ///   `CancellationError` on shutdown.
    static func identify(_ api: BotAPI, clock: any WaitClock, logger: Logger) async throws -> String {
        let me = try await retrying(on: clock) {
            try await api.getMe()
        } failed: { error, delay in
            guard let error = error as? BotAPIError else { throw error }
            if case .unauthorized = error { throw TelegramBotError.tokenRejected }
            logger.warning("Cannot reach Telegram (\(error)); retrying in \(delay.spoken)")
        }
        return me.username ?? ""
    }

    func session() -> PlatformSession<TelegramUpdates> {
        let poll = pollAPI
        let source = TelegramUpdates(
            api: poll, translator: UpdateTranslator(botUsername: username.withLock { $0 }),
            admins: AdminStatusCache(api: poll, logger: logger), pollTimeout: configuration.pollTimeout)
        return PlatformSession(
            source: source,
            sender: TelegramSender(
                api: api(sendClient), logger: logger, drawPicture: configuration.drawPicture))
    }

    /// Removes a webhook when long polling (which fails while one is set) and publishes the
    /// command menus: English for everyone, and each other language for the users whose app
    /// is set to it. Failures here are logged: the bot works without a menu.
    private func prepare(_ api: BotAPI) async {
        if configuration.webhook == nil {
            await clearWebhook(api)
        }
        do {
            for language in Language.allCases {
                let code = language == .english ? nil : BotCommands.languageCode(language)
                try await api.setMyCommands(
                    BotCommands.privateChats(language), scope: .allPrivateChats, languageCode: code)
                try await api.setMyCommands(
                    BotCommands.groups(language), scope: .allGroupChats, languageCode: code)
            }
        } catch {
            logger.warning("Could not set the command menus: \(error)")
        }
    }

    /// Deletes a webhook, keeping the updates waiting on Telegram's side for the long poll.
    private func clearWebhook(_ api: BotAPI) async {
        do {
            let webhook = try await api.getWebhookInfo()
            if !webhook.url.isEmpty {
                logger.notice("A webhook was set for this bot; deleting it to use long polling")
                try await api.deleteWebhook()
            }
        } catch {
            logger.warning("Could not check the webhook: \(error)")
        }
    }
}
