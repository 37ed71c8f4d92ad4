import BotRuntime
import Foundation
import HTTPClient
import Logging
import Matrix
import ServiceLifecycle
import TrackerCommands
import TrackerCore

extension MatrixBotConfiguration: BotPlatform {
    /// Matrix's platform.
    public static var platform: Platform { .matrix }

    /// The bot's account and its homeserver, whose `/sync` it follows.
    public var summary: String { "matrix, \(userID) syncing with \(homeserverURL)" }

    /// The access token, the password and the key sealing the encryption state.
    public static var secretVariables: [String] {
        ["MATRIX_ACCESS_TOKEN", "MATRIX_PASSWORD", CryptoStateKey.environmentVariable]
    }

    /// The Matrix account and its settings, checked for shape (secrets never printed):
    /// `MATRIX_HOMESERVER_URL`, `MATRIX_USER_ID`, `MATRIX_ACCESS_TOKEN` or `MATRIX_PASSWORD`,
    /// the invite allow-lists and the rate limits (`MATRIX_RATE_OVERALL`, …); `nil` when no
    /// homeserver is set.
    /// - Throws: ``BotRuntime/SettingsProblem`` naming the variable that is wrong.
    public init?(environment: PlatformEnvironment) throws {
        guard let url = environment["MATRIX_HOMESERVER_URL"] else { return nil }
        guard url.hasPrefix("https://") || url.hasPrefix("http://") else {
            throw SettingsProblem(description: "MATRIX_HOMESERVER_URL must start with https:// or http://")
        }
        guard let userID = environment["MATRIX_USER_ID"], userID.hasPrefix("@"), userID.contains(":") else {
            throw SettingsProblem(
                description: "MATRIX_USER_ID must be the bot's full user id, such as @trackerbot:example.org")
        }
        let token = environment["MATRIX_ACCESS_TOKEN"]
        let password = environment["MATRIX_PASSWORD"]
        guard token != nil || password != nil else {
            throw SettingsProblem(
                description: "Set MATRIX_ACCESS_TOKEN or MATRIX_PASSWORD for the Matrix account")
        }
        let cryptoKey = environment[CryptoStateKey.environmentVariable]
        if let cryptoKey, (try? CryptoStateKey(base64: cryptoKey)) == nil {
            throw SettingsProblem(
                description: CryptoStateKeyError.badKey(CryptoStateKey.environmentVariable).description)
        }
        self.init(
            homeserverURL: url, userID: userID, accessToken: token, password: password,
            allowedServers: environment.list("MATRIX_ALLOWED_SERVERS"),
            allowedUsers: environment.list("MATRIX_ALLOWED_USERS"),
            delivery: try environment.deliveryOptions(prefix: "MATRIX", defaults: Self.defaultDelivery),
            cryptoKey: cryptoKey)
    }

    /// A ``MatrixBotService`` with these settings, drawing pictures with `drawPicture`.
    public func service(
        dispatcher: Dispatcher, doorbell: Doorbell, drawPicture: (@Sendable (Picture) async throws -> Data)?,
        logger: Logger, observer: (any IntakeObserver)?
    ) -> any Service {
        var configuration = self
        configuration.drawPicture = drawPicture
        return MatrixBotService(
            configuration: configuration, dispatcher: dispatcher, doorbell: doorbell, logger: logger,
            observer: observer)
    }

    /// Asks the homeserver whom `MATRIX_ACCESS_TOKEN` belongs to, which must be
    /// `MATRIX_USER_ID`. With a password alone it only asks whether the homeserver answers:
    /// a login would replace the session of a bot that runs.
    public func check(logger: Logger) async -> [ConfigCheck] {
        let http = HTTPClient(maxConcurrentTransfers: 1, userAgent: "TrackerBot", logger: logger)
        defer { http.shutdown() }
        let client = MatrixClient(
            configuration: MatrixConfiguration(homeserverURL: homeserverURL, accessToken: accessToken),
            client: http, logger: logger)
        do {
            let me = try await client.whoAmI()
            guard me.userID == userID else {
                return [
                    .failed(
                        "matrix: MATRIX_ACCESS_TOKEN belongs to \(me.userID), not to MATRIX_USER_ID \(userID)"
                    )
                ]
            }
            return [.passed("matrix: the access token is \(userID)'s, as \(homeserverURL) says")]
        } catch let error as MatrixError where error.kind == .unknownToken {
            guard accessToken != nil else {
                return [
                    .passed(
                        "matrix: \(homeserverURL) answers; MATRIX_PASSWORD is tried when the bot logs in, not here, as a login would replace the running bot's session"
                    )
                ]
            }
            return [.failed("matrix: \(homeserverURL) refuses MATRIX_ACCESS_TOKEN (revoked or mistyped)")]
        } catch {
            return [.failed("matrix: cannot ask \(homeserverURL) who the bot is: \(error)")]
        }
    }

    /// A ``MatrixBotError``'s description.
    public static func exitReason(_ error: any Error) -> String? {
        (error as? MatrixBotError)?.description
    }
}
