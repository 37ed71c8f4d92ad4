import BotRuntime
import HTTPClient
import Logging
import ServiceLifecycle
import Telegram
import TrackerCore

/// Webhook mode's part that every instance of the bot runs, leader or not: learns the bot's
/// username, opens the route (``TelegramWebhookReceiver``) that keeps posted updates in the
/// inbox, sets the webhook and checks it every half minute, until shutdown closes the route.
///
/// Applying the inbox and sending are the leader's (``TelegramBotService``'s other part), so
/// an instance that stands by still takes the posts a load balancer sends it.
final class TelegramWebhookIntake: Service {
    private let configuration: TelegramConfiguration
    private let webhook: TelegramWebhook
    private let receiver: TelegramWebhookReceiver
    private let clock: any WaitClock
    private let logger: Logger
    /// Told each time the webhook is found set: what `/readyz` reads in webhook mode.
    private let observer: (any IntakeObserver)?
    private let client: HTTPClient

    init(
        configuration: TelegramConfiguration, webhook: TelegramWebhook, receiver: TelegramWebhookReceiver,
        clock: any WaitClock, logger: Logger, observer: (any IntakeObserver)?
    ) {
        self.configuration = configuration
        self.webhook = webhook
        self.receiver = receiver
        self.clock = clock
        self.logger = logger
        self.observer = observer
        client = HTTPClient(maxConcurrentTransfers: 2, userAgent: "TrackerBot", logger: logger)
    }

    deinit { client.shutdown() }

    /// Opens the route once the bot's username is known, then watches the webhook until
    /// cancelled or shut down.
    /// - Throws: ``TelegramBotError/tokenRejected`` when Telegram rejects the token.
    func run() async throws {
        defer { receiver.close() }
        let api = BotAPI(
            configuration: BotAPIConfiguration(token: configuration.token, baseURL: configuration.apiURL),
            client: client, logger: logger)
        do {
            try await withGracefulShutdownHandler {
                try await cancelWhenGracefulShutdown {
                    let name = try await TelegramConnector.identify(
                        api, clock: self.clock, logger: self.logger)
                    self.receiver.open(
                        TelegramUpdates(
                            api: api, translator: UpdateTranslator(botUsername: name),
                            admins: AdminStatusCache(api: api, logger: self.logger),
                            pollTimeout: self.configuration.pollTimeout))
                    await self.watch(api)
                }
            } onGracefulShutdown: { [receiver] in
                receiver.close()
            }
        } catch is CancellationError {
            return
        }
    }

    /// Sets the webhook (always once, as the secret may have changed), then checks every
    /// half minute that it is still ours, telling the observer each time it is.
    private func watch(_ api: BotAPI) async {
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
}
