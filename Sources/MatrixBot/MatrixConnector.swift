import BotRuntime
import Delivery
import Foundation
import HTTPClient
import Logging
import Matrix
import TrackerCommands
import TrackerCore
import TrackerStore

/// How the bot comes online on Matrix: a token that works (the configured one, a stored one,
/// or a login), a sync filter per session, and one new login when the token is revoked while
/// running, if there is a password.
actor MatrixConnector: PlatformConnector {
    private let configuration: MatrixBotConfiguration
    private let dispatcher: Dispatcher
    private let logger: Logger
    private let pollClient: HTTPClient
    private let sendClient: HTTPClient
    /// The long poll's client, with the token that works; `nil` before ``connect(clock:)``.
    private var poll: MatrixClient?
    private var relogins = 0
    /// The device the token belongs to, which the encryption keys are made for.
    private var deviceID = MatrixSession.deviceID

    init(configuration: MatrixBotConfiguration, dispatcher: Dispatcher, logger: Logger) {
        self.configuration = configuration
        self.dispatcher = dispatcher
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

    nonisolated var displayName: String { "Matrix" }

    private var session: MatrixSession {
        MatrixSession(configuration: configuration, store: dispatcher.store, logger: logger)
    }

    /// Gets a client whose token works, retrying while the homeserver is unreachable.
    /// - Throws: ``MatrixBotError`` when the token or the login is refused, or the token
    ///   belongs to another account; `CancellationError` on shutdown.
    func connect(clock: any WaitClock) async throws {
        let (session, configuration, logger) = (session, configuration, logger)
        let client = MatrixClient(
            configuration: MatrixConfiguration(homeserverURL: configuration.homeserverURL),
            client: pollClient,
            logger: logger)
        let (opened, me) = try await retrying(on: clock) {
            let opened = try await session.open(client)
            let me = try await opened.whoAmI()
            guard me.userID == configuration.userID else {
                throw MatrixBotError.loginFailed(
                    "the access token belongs to \(me.userID), not \(configuration.userID)")
            }
            logger.info("Connected to Matrix as \(me.userID)")
            return (opened, me)
        } failed: { error, delay in
            guard let error = error as? MatrixError else { throw error }
            if error.kind == .unknownToken { throw MatrixBotError.tokenRejected }
            guard error.isRetryable else { throw error }
            logger.warning("Cannot reach the Matrix homeserver (\(error)); retrying in \(delay.spoken)")
        }
        poll = opened
        deviceID = me.deviceID ?? MatrixSession.deviceID
    }

    /// Uploads the sync filter and makes the syncs, the sender and the reaction queue of a
    /// session with the current token.
    func session() async throws -> PlatformSession<MatrixSyncs> {
        guard let poll, let token = poll.configuration.accessToken else { throw MatrixBotError.tokenRejected }
        let filterID = try await poll.uploadFilter(
            userID: configuration.userID,
            filter: .bot(timelineTypes: MatrixSyncs.timelineTypes, timelineLimit: configuration.timelineLimit)
        )
        let send = MatrixClient(
            configuration: MatrixConfiguration(
                homeserverURL: configuration.homeserverURL, accessToken: token),
            client: sendClient, logger: logger)
        let threads = Threads(client: send, logger: logger)
        let names = MemberNames(client: poll, logger: logger)
        let translator = SyncTranslator(botUserID: configuration.userID, names: names, threads: threads)
        let invites = InvitePolicy(
            client: poll, botUserID: configuration.userID, allowedServers: configuration.allowedServers,
            allowedUsers: configuration.allowedUsers, names: names, logger: logger)
        let reactions = ReactionQueue()
        let encryption = try await startEncryption(client: send)
        return PlatformSession(
            source: MatrixSyncs(
                client: poll, translator: translator, invites: invites, filterID: filterID,
                pollTimeout: configuration.pollTimeout, encryption: encryption, clock: dispatcher.clock,
                logger: logger),
            sender: MatrixSender(
                client: send.sealing(
                    with: RoomEncryptor(
                        client: send, store: dispatcher.store, state: encryption.keys.state, logger: logger)),
                directChats: DirectChats(client: send, botUserID: configuration.userID, logger: logger),
                threads: threads, botUserID: configuration.userID, reactions: reactions,
                buttonHistory: { [store = dispatcher.store] messageID, chat in
                    try await store.read { try $0.outbox.buttonHistory(ofMessage: messageID, in: chat) }
                },
                logger: logger, drawPicture: configuration.drawPicture),
            tasks: [{ await reactions.run() }])
    }

    /// The device's encryption: its state's key loaded (or its key file made), its account made
    /// on the first start and its keys published. A key that does not open the stored state
    /// stops the bot; a failed upload is logged, and the bot runs on.
    private func startEncryption(client: MatrixClient) async throws -> EndToEndEncryption {
        let folder =
            configuration.cryptoKeyFolder
            ?? URL(fileURLWithPath: dispatcher.files.exports).deletingLastPathComponent().path
        let key = try CryptoStateKey.load(base64: configuration.cryptoKey, folder: folder)
        let state = CryptoState(key: key, userID: configuration.userID, deviceID: deviceID)
        let keys = DeviceKeys(client: client, store: dispatcher.store, state: state, logger: logger)
        do {
            try await keys.publish()
            await crossSign(state: state, client: client)
        } catch let error as CryptoStateKeyError {
            throw error
        } catch {
            // Keys from another database on the same device are refused: the bot still runs,
            // and says what to do.
            logger.error(
                "Could not publish the Matrix device's encryption keys (\(error)); encrypted rooms stay unreadable until the bot starts with a device of its own (a new login or access token)"
            )
        }
        return EndToEndEncryption(
            keys: keys,
            decryption: SyncDecryption(
                store: dispatcher.store, state: state, logger: logger, keyWait: configuration.keyWait),
            requests: RoomKeyRequests(
                client: client, deviceID: deviceID, userID: configuration.userID, logger: logger),
            logger: logger)
    }

    /// The device cross-signed by the account (see ``CrossSigning``); a failure is logged, and
    /// the bot runs on with its device not cross-signed.
    private func crossSign(state: CryptoState, client: MatrixClient) async {
        let signing = CrossSigning(
            client: client, store: dispatcher.store, state: state, password: configuration.password,
            logger: logger)
        do {
            try await signing.bootstrap()
        } catch let error as MatrixError where error.authenticationSession != nil {
            // Asked again for authentication after the password: the password was wrong, or the
            // account does not log in with one.
            logger.warning(
                "Could not replace the Matrix account's cross-signing keys: the homeserver did not take MATRIX_PASSWORD (\(error.message ?? "no reason given")); reset cross-signing from Element instead, then restart the bot"
            )
        } catch {
            logger.warning("Could not cross-sign the Matrix device \(state.deviceID): \(error)")
        }
    }

    /// A token revoked while running: one new login, if there is a password.
    /// - Throws: ``MatrixBotError/tokenRejected`` when the bot cannot log in again; any other
    ///   error as it is.
    func recover(from error: any Error) async throws {
        guard let error = error as? MatrixError, error.kind == .unknownToken else { throw error }
        guard configuration.password != nil, relogins == 0, let poll else {
            throw MatrixBotError.tokenRejected
        }
        relogins += 1
        self.poll = try await session.logIn(poll)
    }
}
