import Delivery
import Foundation
import TrackerCore

/// Settings of the Matrix adapter.
public struct MatrixBotConfiguration: Sendable {
    /// The homeserver's client-server API base, such as `https://matrix.example.org`.
    public var homeserverURL: String
    /// The bot's account, such as `@trackerbot:example.org`.
    public var userID: String
    /// An access token for the account; without one the bot logs in with ``password`` once
    /// and keeps the token it gets in the database.
    public var accessToken: String?
    /// The account's password, for logging in when there is no token (or it was revoked).
    public var password: String?
    /// Servers whose users may invite the bot; the bot's own server unless told otherwise.
    public var allowedServers: Set<String>
    /// Users who may invite the bot, whatever their server.
    public var allowedUsers: Set<String>
    /// How long one `/sync` may wait for news.
    public var pollTimeout: Duration
    /// Events per room in one sync; a room with more since the last sync has the rest
    /// fetched from its history.
    public var timelineLimit: Int
    /// Rate limits and retries of sending.
    public var delivery: DeliveryWorker.Options
    /// The key sealing the encryption state in the store, 32 bytes in base64
    /// (`MATRIX_CRYPTO_KEY`); without it, a key file in ``cryptoKeyFolder`` (see ``CryptoStateKey``).
    public var cryptoKey: String?
    /// Where the key file goes when ``cryptoKey`` is not set; `nil` puts it in the bot's files
    /// folder (beside an SQLite database).
    public var cryptoKeyFolder: String?
    /// How long a message the bot cannot decrypt waits for its room key before the sender is
    /// asked to send it again (``UndecryptedEvents/defaultWait``; tests shorten it).
    public var keyWait: Duration = UndecryptedEvents.defaultWait
    /// Draws a reply's picture as PNG, for an `m.image`; `nil` sends every reply as text.
    public var drawPicture: (@Sendable (Picture) async throws -> Data)?

    /// Matrix's sending defaults: an overall rate and no limit per room
    /// (``RateLimits/matrix``), so one busy room is answered as fast as the homeserver takes it.
    public static let defaultDelivery = DeliveryWorker.Options(limits: .matrix)

    /// A configuration for `userID` on `homeserverURL`; invites are accepted from the bot's
    /// own server when neither allow-list is given.
    public init(
        homeserverURL: String, userID: String, accessToken: String? = nil, password: String? = nil,
        allowedServers: Set<String> = [], allowedUsers: Set<String> = [],
        pollTimeout: Duration = .seconds(30), timelineLimit: Int = 500,
        delivery: DeliveryWorker.Options = defaultDelivery, cryptoKey: String? = nil,
        cryptoKeyFolder: String? = nil,
        drawPicture: (@Sendable (Picture) async throws -> Data)? = nil
    ) {
        self.homeserverURL = homeserverURL
        self.userID = userID
        self.accessToken = accessToken
        self.password = password
        let ownServer = userID.split(separator: ":", maxSplits: 1).dropFirst().first.map(String.init)
        self.allowedServers =
            allowedServers.isEmpty && allowedUsers.isEmpty
            ? Set([ownServer].compactMap { $0 }) : allowedServers
        self.allowedUsers = allowedUsers
        self.pollTimeout = pollTimeout
        self.timelineLimit = timelineLimit
        self.delivery = delivery
        self.cryptoKey = cryptoKey
        self.cryptoKeyFolder = cryptoKeyFolder
        self.drawPicture = drawPicture
    }
}
