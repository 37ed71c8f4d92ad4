import Delivery
import Logging
import ServiceLifecycle
import TrackerCommands
import TrackerCore

/// `trackerbot run` on one platform: connects, then runs the intake of its events, the
/// delivery of its outbox and the platform's own tasks until shutdown.
///
/// A `Service` for swift-service-lifecycle: graceful shutdown (SIGTERM) cancels the intake
/// mid-request and lets sends in flight finish recording. The first of the session's tasks
/// to end (the intake on shutdown or with the platform's exit reason) ends them all.
public final class BotService<Connector: PlatformConnector>: Service {
    private let connector: Connector
    private let dispatcher: Dispatcher
    private let doorbell: Doorbell
    private let delivery: DeliveryWorker.Options
    private let clock: any WaitClock
    private let durableIntake: Bool
    private let sharedInbox: Inbox?
    private let polls: Bool
    private let inboxCheckEvery: Duration
    private let logger: Logger
    private let observer: (any IntakeObserver)?

    /// - Parameters:
    ///   - doorbell: rung after each applied batch; other producers of the platform's outbox
    ///     rows (its scheduler, jobs) ring it too, and its delivery waits on it.
    ///   - delivery: how the platform's outbox is sent.
    ///   - clock: what the intake's and the delivery's waits sleep on.
    ///   - durableIntake: confirms each batch to the platform once it is in the ``Inbox``, and
    ///     applies it on a task of its own (an ``InboxApplier``), so that fetching the next
    ///     batch does not wait for applying this one; else each batch is applied before the
    ///     next fetch confirms it.
    ///   - inbox: the ``Inbox`` to apply from, when something besides the intake admits into
    ///     it (a webhook); else a durable intake makes one per session.
    ///   - polls: whether the intake fetches from the source; a platform that posts its
    ///     updates to a webhook only has them applied from `inbox`.
    ///   - inboxCheckEvery: how often the inbox's applier looks for entries that no doorbell
    ///     of this process announced (admitted by another instance, or by a command).
    ///   - observer: told after each of the intake's successful fetches.
    public init(
        connector: Connector, dispatcher: Dispatcher, doorbell: Doorbell, delivery: DeliveryWorker.Options,
        clock: any WaitClock = SystemWaitClock(), durableIntake: Bool = false, inbox: Inbox? = nil,
        polls: Bool = true, inboxCheckEvery: Duration = .seconds(5), logger: Logger,
        observer: (any IntakeObserver)? = nil
    ) {
        self.connector = connector
        self.dispatcher = dispatcher
        self.doorbell = doorbell
        self.delivery = delivery
        self.clock = clock
        self.durableIntake = durableIntake || inbox != nil
        sharedInbox = inbox
        self.polls = polls
        self.inboxCheckEvery = inboxCheckEvery
        self.logger = logger
        self.observer = observer
    }

    /// Connects, then serves sessions until cancelled, shut down, or stopped by the
    /// platform's exit reason; a shutdown is a normal end, not an error.
    /// - Throws: the platform's exit reason.
    public func run() async throws {
        do {
            // A shutdown while the platform is unreachable ends the retries, too.
            try await cancelWhenGracefulShutdown { try await self.connector.connect(clock: self.clock) }
            while true {
                do {
                    try await serve(try await connector.session())
                    return
                } catch is CancellationError {
                    throw CancellationError()
                } catch {
                    try await connector.recover(from: error)
                }
            }
        } catch is CancellationError {
            logger.info("Shutting down \(connector.displayName)")
        }
    }

    /// Runs the session's intake, delivery and tasks until the first of them ends.
    private func serve(_ session: PlatformSession<Connector.Source>) async throws {
        let source = session.source
        let inbox =
            sharedInbox
            ?? (durableIntake
                ? Inbox(store: dispatcher.store, doorbell: Doorbell(clock: clock), clock: dispatcher.clock)
                : nil)
        let intake = Intake(
            source: source, dispatcher: dispatcher, doorbell: doorbell, clock: clock, inbox: inbox,
            logger: logger, observer: observer)
        let applier = inbox.map { inbox in
            InboxApplier(
                dispatcher: dispatcher, inbox: inbox, source: source.platform, applied: doorbell,
                checkEvery: inboxCheckEvery, logger: logger)
        }
        let worker = DeliveryWorker(
            store: dispatcher.store, sender: session.sender, doorbell: doorbell,
            clock: dispatcher.clock,
            waitClock: clock, options: delivery, logger: logger)
        try await cancelWhenGracefulShutdown {
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { await worker.run() }
                for task in session.tasks { group.addTask { await task() } }
                if self.polls { group.addTask { try await intake.run() } }
                if let applier { group.addTask { try await applier.run() } }
                defer { group.cancelAll() }
                try await group.next()
            }
        }
    }
}
