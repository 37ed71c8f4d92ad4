import BotRuntime
import Foundation
import Logging
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

    /// A ``MatrixBotError``'s description.
    public static func exitReason(_ error: any Error) -> String? {
        (error as? MatrixBotError)?.description
    }
}
