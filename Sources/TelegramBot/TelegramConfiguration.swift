import Delivery
import Foundation
import TrackerCore

/// Settings of the Telegram adapter.
public struct TelegramConfiguration: Sendable {
    /// The bot's token, from `@BotFather`.
    public var token: String
    /// `https://api.telegram.org`, a local Bot API server, or a test fake.
    public var apiURL: String
    /// Seconds one `getUpdates` may wait for news.
    public var pollTimeout: Int
    /// How the outbox is sent.
    public var delivery: DeliveryWorker.Options
    /// Draws a reply's picture as PNG for `sendPhoto`; `nil` sends every reply as text.
    public var drawPicture: (@Sendable (Picture) async throws -> Data)?
    /// Webhook mode's address and secret; `nil` long-polls.
    public var webhook: TelegramWebhook?
    /// Whether other instances of the bot share its database and admit webhook posts that
    /// this one's applier must look for often (``BotRuntime/PlatformEnvironment/sharedByInstances``).
    public var sharedByInstances: Bool

    /// Settings with the given token; the rest defaults to Telegram's public server and plain-text replies.
    public init(
        token: String, apiURL: String = "https://api.telegram.org", pollTimeout: Int = 50,
        delivery: DeliveryWorker.Options = DeliveryWorker.Options(),
        drawPicture: (@Sendable (Picture) async throws -> Data)? = nil, webhook: TelegramWebhook? = nil,
        sharedByInstances: Bool = false
    ) {
        self.token = token
        self.apiURL = apiURL
        self.pollTimeout = pollTimeout
        self.delivery = delivery
        self.drawPicture = drawPicture
        self.webhook = webhook
        self.sharedByInstances = sharedByInstances
    }
}
