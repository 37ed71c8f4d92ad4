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
/// sends in flight finish recording.
public final class TelegramBotService: Service {
    private let service: BotService<TelegramConnector>
    private let receiver: TelegramWebhookReceiver?

    /// Webhook mode's route, to serve on the listener; `nil` when long polling.
    public var webhookReceiver: (any WebhookReceiver)? { receiver }

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
        service = BotService(
            connector: TelegramConnector(
                configuration: configuration, logger: logger, receiver: receiver, observer: observer,
                clock: clock),
            dispatcher: dispatcher,
            doorbell: doorbell, delivery: configuration.delivery, clock: clock, durableIntake: true,
            inbox: receiver?.inbox, polls: receiver == nil, logger: logger, observer: observer)
    }

    /// Runs polling and delivery until cancelled or shut down.
    /// - Throws: ``TelegramBotError/tokenRejected`` when Telegram rejects the token.
    public func run() async throws {
        defer { receiver?.close() }
        try await withGracefulShutdownHandler {
            try await service.run()
        } onGracefulShutdown: { [receiver] in
            receiver?.close()
        }
    }
}
