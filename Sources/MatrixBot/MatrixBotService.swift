import Delivery
import HTTPClient
import Logging
import Matrix
import ServiceLifecycle
import TrackerCommands
import TrackerCore
import TrackerStore

/// `trackerbot run` on Matrix: logs in (or checks the token), then long-polls `/sync` into the
/// dispatcher and delivers the outbox until shutdown.
///
/// A `Service` for swift-service-lifecycle: graceful shutdown cancels the long poll and lets
/// sends in flight finish recording.
public final class MatrixBotService: Service {
    private let configuration: MatrixBotConfiguration
    private let dispatcher: Dispatcher
    private let doorbell: Doorbell
    private let logger: Logger
    private let pollClient: HTTPClient
    private let sendClient: HTTPClient

    /// - Parameter doorbell: rung after each applied sync; other producers of this platform's
    ///   outbox rows (its scheduler) ring it too.
    public init(
        configuration: MatrixBotConfiguration, dispatcher: Dispatcher, doorbell: Doorbell = Doorbell(),
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

    /// Runs syncing, delivery, the scheduler and the jobs until cancelled or shut down.
    public func run() async throws {
        let server = MatrixConfiguration(homeserverURL: configuration.homeserverURL)
        let session = MatrixSession(
            configuration: configuration, database: dispatcher.database, logger: logger)
        var poll = try await connect(
            session, MatrixClient(configuration: server, client: pollClient, logger: logger))
        var relogins = 0
        do {
            while true {
                do {
                    try await serve(poll)
                    return
                } catch let error as MatrixError where error.kind == .unknownToken {
                    // A token revoked while running: one new login, if there is a password.
                    guard configuration.password != nil, relogins == 0 else {
                        throw MatrixBotError.tokenRejected
                    }
                    relogins += 1
                    poll = try await session.logIn(poll)
                }
            }
        } catch is CancellationError {
            logger.info("Shutting down Matrix")
        }
    }

    /// Polls and delivers with `poll`'s token until one of them ends.
    private func serve(_ poll: MatrixClient) async throws {
        let filterID = try await poll.uploadFilter(
            userID: configuration.userID,
            filter: .bot(
                timelineTypes: MatrixPoller.timelineTypes, timelineLimit: configuration.timelineLimit))
        guard let token = poll.configuration.accessToken else { throw MatrixBotError.tokenRejected }
        let send = MatrixClient(
            configuration: MatrixConfiguration(
                homeserverURL: configuration.homeserverURL, accessToken: token),
            client: sendClient, logger: logger)
        let threads = Threads(client: send, logger: logger)
        let translator = SyncTranslator(
            botUserID: configuration.userID, names: MemberNames(client: poll, logger: logger),
            threads: threads)
        let invites = InvitePolicy(
            client: poll, botUserID: configuration.userID, allowedServers: configuration.allowedServers,
            allowedUsers: configuration.allowedUsers, logger: logger)
        let poller = MatrixPoller(
            client: poll, dispatcher: dispatcher.registering(MatrixChoiceKeys(), for: .matrix),
            translator: translator, invites: invites,
            filterID: filterID,
            doorbell: doorbell, pollTimeout: configuration.pollTimeout, logger: logger)
        let reactions = ReactionQueue()
        let worker = DeliveryWorker(
            database: dispatcher.database,
            sender: MatrixSender(
                client: send,
                directChats: DirectChats(client: send, botUserID: configuration.userID, logger: logger),
                threads: threads, botUserID: configuration.userID, reactions: reactions, logger: logger,
                drawPicture: configuration.drawPicture),
            doorbell: doorbell,
            clock: dispatcher.clock, options: configuration.delivery, logger: logger)
        try await cancelWhenGracefulShutdown {
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { await worker.run() }
                group.addTask { await reactions.run() }
                group.addTask { try await poller.run() }
                // The first to end (the poller on shutdown or a revoked token) ends both.
                defer { group.cancelAll() }
                try await group.next()
            }
        }
    }

    /// A client whose token works, retrying with backoff while the homeserver is unreachable,
    /// so a bot started during an outage comes up by itself.
    private func connect(_ session: MatrixSession, _ client: MatrixClient) async throws -> MatrixClient {
        var failures = 0
        while true {
            do {
                let opened = try await session.open(client)
                let me = try await opened.whoAmI()
                guard me.userID == configuration.userID else {
                    throw MatrixBotError.loginFailed(
                        "the access token belongs to \(me.userID), not \(configuration.userID)")
                }
                logger.info("Connected to Matrix as \(me.userID)")
                return opened
            } catch let error as MatrixError where error.isRetryable {
                failures += 1
                let delay = MatrixPoller.backoff(failures)
                logger.warning("Cannot reach the Matrix homeserver (\(error)); retrying in \(delay)")
                try await Task.sleep(for: delay)
            } catch let error as MatrixError where error.kind == .unknownToken {
                throw MatrixBotError.tokenRejected
            }
        }
    }
}
