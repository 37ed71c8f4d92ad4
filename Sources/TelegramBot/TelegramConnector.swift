import BotRuntime
import Foundation
import HTTPClient
import Logging
import Synchronization
import Telegram
import TrackerCore

/// How the bot comes online on Telegram: checks the token with `getMe`, sets the webhook in
/// webhook mode or else clears one, publishes the command menus, and makes the long poll
/// (or opens the webhook's route) and the sender of a session.
final class TelegramConnector: PlatformConnector {
    private let configuration: TelegramConfiguration
    private let logger: Logger
    /// Webhook mode's route; `nil` long-polls.
    private let receiver: TelegramWebhookReceiver?
    /// Told when the webhook is set, in webhook mode.
    private let observer: (any IntakeObserver)?
    /// What the webhook's checks wait on.
    private let clock: any WaitClock
    private let pollClient: HTTPClient
    private let sendClient: HTTPClient
    /// The bot's username, from `getMe`, to tell `/cmd@ThisBot` from `/cmd@OtherBot`.
    private let username = Mutex("")

    init(
        configuration: TelegramConfiguration, logger: Logger, receiver: TelegramWebhookReceiver? = nil,
        observer: (any IntakeObserver)? = nil, clock: any WaitClock = SystemWaitClock()
    ) {
        self.configuration = configuration
        self.clock = clock
        self.logger = logger
        self.receiver = receiver
        self.observer = observer
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
        let logger = logger
        let me = try await retrying(on: clock) {
            try await api.getMe()
        } failed: { error, delay in
            guard let error = error as? BotAPIError else { throw error }
            if case .unauthorized = error { throw TelegramBotError.tokenRejected }
            logger.warning("Cannot reach Telegram (\(error)); retrying in \(delay)")
        }
        let name = me.username ?? ""
        username.withLock { $0 = name }
        logger.info("Connected to Telegram as @\(name)")
        await prepare(api)
    }

    func session() -> PlatformSession<TelegramUpdates> {
        let poll = pollAPI
        let source = TelegramUpdates(
            api: poll, translator: UpdateTranslator(botUsername: username.withLock { $0 }),
            admins: AdminStatusCache(api: poll, logger: logger), pollTimeout: configuration.pollTimeout)
        var tasks: [@Sendable () async -> Void] = []
        if let receiver, let webhook = configuration.webhook {
            receiver.open(source)
            tasks.append { [self] in await watch(webhook, api: poll) }
        }
        return PlatformSession(
            source: source,
            sender: TelegramSender(
                api: api(sendClient), logger: logger, drawPicture: configuration.drawPicture),
            tasks: tasks)
    }

    /// Sets the webhook (always once, as the secret may have changed), then checks every
    /// half minute that it is still ours, telling the observer each time it is: what `/readyz`
    /// reads in webhook mode.
    private func watch(_ webhook: TelegramWebhook, api: BotAPI) async {
        var isSet = false
        while !Task.isCancelled {
            do {
                if isSet, try await api.getWebhookInfo().url != webhook.url { isSet = false }
                if !isSet {
                    try await api.setWebhook(url: webhook.url, secretToken: webhook.secret)
                    isSet = true
                    logger.info("Set the webhook; Telegram posts updates to it")
                }
                observer?.fetched(from: .telegram)
            } catch {
                logger.warning("Could not set or check the webhook: \(error)")
            }
            do {
                try await clock.sleep(until: clock.monotonicNow + .seconds(30))
            } catch {
                return
            }
        }
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
