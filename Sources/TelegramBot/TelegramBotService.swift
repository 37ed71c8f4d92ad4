import BotRuntime
import Logging
import ServiceLifecycle
import TrackerCommands
import TrackerCore
import TrackerStore

/// `trackerbot run` on Telegram: checks the token, clears a webhook, publishes the command
/// menus, then long-polls updates into the dispatcher and delivers the outbox until shutdown.
///
/// Telegram's pieces (``TelegramConnector``, its updates and sender) on the shared
/// ``BotService``: graceful shutdown (SIGTERM) cancels the long poll mid-request and lets
/// sends in flight finish recording.
public final class TelegramBotService: Service {
    private let service: BotService<TelegramConnector>

    /// - Parameters:
    ///   - doorbell: rung after each applied batch; other producers of outbox rows (the
    ///     scheduler) ring it too.
    ///   - clock: what the retries' and the delivery's waits sleep on.
    ///   - observer: told after each successful fetch of updates.
    public init(
        configuration: TelegramConfiguration, dispatcher: Dispatcher, doorbell: Doorbell = Doorbell(),
        clock: any WaitClock = SystemWaitClock(), logger: Logger, observer: (any IntakeObserver)? = nil
    ) {
        service = BotService(
            connector: TelegramConnector(configuration: configuration, logger: logger),
            dispatcher: dispatcher,
            doorbell: doorbell, delivery: configuration.delivery, clock: clock, durableIntake: true,
            logger: logger, observer: observer)
    }

    /// Runs polling and delivery until cancelled or shut down.
    /// - Throws: ``TelegramBotError/tokenRejected`` when Telegram rejects the token.
    public func run() async throws {
        try await service.run()
    }
}
