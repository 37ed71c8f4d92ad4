import BotRuntime
import Logging
import ServiceLifecycle
import TrackerCommands
import TrackerCore

/// `trackerbot run` on Matrix: logs in (or checks the token), then long-polls `/sync` into the
/// dispatcher and delivers the outbox until shutdown.
///
/// Matrix's pieces (``MatrixConnector``, its syncs, sender and reaction queue) on the shared
/// ``BotService``: graceful shutdown cancels the long poll and lets sends in flight finish
/// recording.
public final class MatrixBotService: Service {
    private let service: BotService<MatrixConnector>

    /// - Parameters:
    ///   - doorbell: rung after each applied sync; other producers of this platform's outbox
    ///     rows (its scheduler) ring it too.
    ///   - clock: what the retries' and the delivery's waits sleep on.
    ///   - observer: told after each successful fetch of updates.
    public init(
        configuration: MatrixBotConfiguration, dispatcher: Dispatcher, doorbell: Doorbell = Doorbell(),
        clock: any WaitClock = SystemWaitClock(), logger: Logger, observer: (any IntakeObserver)? = nil
    ) {
        // Typed numbers and reactions press the choices Matrix's keys name.
        let dispatcher = dispatcher.registering(MatrixChoiceKeys(), for: .matrix)
        service = BotService(
            connector: MatrixConnector(configuration: configuration, dispatcher: dispatcher, logger: logger),
            dispatcher: dispatcher, doorbell: doorbell, delivery: configuration.delivery, clock: clock,
            durableIntake: true, logger: logger, observer: observer)
    }

    /// Runs syncing and delivery until cancelled or shut down.
    /// - Throws: ``MatrixBotError`` when the homeserver turns the bot away.
    public func run() async throws {
        try await service.run()
    }
}
