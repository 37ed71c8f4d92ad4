import BotRuntime
import Logging
import ServiceLifecycle
import TrackerCommands
import TrackerCore

/// `trackerbot run` on Telegram: checks the token, publishes the command menus, then
/// long-polls updates (clearing a webhook first) or, in webhook mode, sets the webhook and
/// takes its posts on ``webhookReceiver``, and delivers the outbox until shutdown.
///
/// Telegram's pieces (``TelegramConnector``, its updates and sender) on the shared
/// ``BotService``: graceful shutdown (SIGTERM) cancels the long poll mid-request and lets
/// sends in flight finish recording. When several instances share the bot, webhook mode's
/// route is ``everyInstance``'s and the rest ``leaderOnly``'s; alone, ``run()`` runs both.
public final class TelegramBotService: Service, InstanceSharedService {
    private let service: BotService<TelegramConnector>
    private let intake: TelegramWebhookIntake?
    private let receiver: TelegramWebhookReceiver?

    /// Webhook mode's route, to serve on the listener; `nil` when long polling.
    public var webhookReceiver: (any WebhookReceiver)? { receiver }

    /// Webhook mode's route and webhook, which every instance serves; `nil` when long polling.
    public var everyInstance: (any Service)? { intake }

    /// Polling or applying what the route kept, and sending: one instance at a time.
    public var leaderOnly: any Service { service }

    /// - Parameters:
    ///   - doorbell: rung after each applied batch; other producers of outbox rows (the
    ///     scheduler) ring it too.
    ///   - clock: what the retries' and the delivery's waits sleep on.
    ///   - observer: told after each successful fetch of updates, or check of the webhook.
    public init(
        configuration: TelegramConfiguration, dispatcher: Dispatcher, doorbell: Doorbell = Doorbell(),
        clock: any WaitClock = SystemWaitClock(), logger: Logger, observer: (any IntakeObserver)? = nil
    ) {
        // One inbox for the whole run: the route admits into the one the applier watches.
        let receiver = configuration.webhook.map { webhook in
            TelegramWebhookReceiver(
                webhook: webhook,
                inbox: Inbox(
                    store: dispatcher.store, doorbell: Doorbell(clock: clock), clock: dispatcher.clock),
                logger: logger)
        }
        self.receiver = receiver
        if let webhook = configuration.webhook, let receiver {
            intake = TelegramWebhookIntake(
                configuration: configuration, webhook: webhook, receiver: receiver, clock: clock,
                logger: logger,
                observer: observer)
        } else {
            intake = nil
        }
        service = BotService(
            connector: TelegramConnector(configuration: configuration, logger: logger),
            dispatcher: dispatcher,
            doorbell: doorbell, delivery: configuration.delivery, clock: clock, durableIntake: true,
            inbox: receiver?.inbox, polls: receiver == nil,
            // Other instances admit posts too, and ring no doorbell here.
            inboxCheckEvery: configuration.sharedByInstances ? .milliseconds(200) : .seconds(5),
            logger: logger, observer: observer)
    }

    /// Runs polling (or the webhook's route) and delivery until cancelled or shut down.
    /// - Throws: ``TelegramBotError/tokenRejected`` when Telegram rejects the token.
    public func run() async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            if let intake { group.addTask { try await intake.run() } }
            group.addTask { try await self.service.run() }
            try await group.waitForAll()
        }
    }
}
