import BotRuntime
import Delivery
import Foundation
import HTTPClient
import Logging
import ServiceLifecycle
import Telegram
import TrackerCommands
import TrackerCore

extension TelegramConfiguration: BotPlatform {
    /// Telegram's platform.
    public static var platform: Platform { .telegram }

    /// The bot token and the webhook's secret.
    public static var secretVariables: [String] { ["TELEGRAM_BOT_TOKEN", "TELEGRAM_WEBHOOK_SECRET"] }

    /// Telegram's settings: `TELEGRAM_BOT_TOKEN`, `TELEGRAM_API_URL` and the rate limits
    /// (`TELEGRAM_RATE_OVERALL`, …), and webhook mode's `TELEGRAM_WEBHOOK_URL` and
    /// `TELEGRAM_WEBHOOK_SECRET`; `nil` when no token is set.
    /// - Throws: ``BotRuntime/SettingsProblem`` naming the variable that is wrong.
    public init?(environment: PlatformEnvironment) throws {
        guard environment["TELEGRAM_BOT_TOKEN"] != nil else { return nil }
        self.init(
            token: try Self.token(in: environment), apiURL: try Self.apiURL(in: environment),
            delivery: try environment.deliveryOptions(prefix: "TELEGRAM", defaults: DeliveryWorker.Options()),
            webhook: try TelegramWebhook(environment: environment),
            sharedByInstances: environment.sharedByInstances)
    }

    /// The bot token, checked for shape (never printed).
    public static func token(in environment: PlatformEnvironment) throws -> String {
        guard let token = environment["TELEGRAM_BOT_TOKEN"] else {
            throw SettingsProblem(
                description: "TELEGRAM_BOT_TOKEN is not set: get a token from @BotFather and put it in .env")
        }
        guard BotAPIConfiguration.validateToken(token) else {
            throw SettingsProblem(
                description: "TELEGRAM_BOT_TOKEN does not look like a bot token (expected <digits>:<secret>)")
        }
        return token
    }

    /// The Bot API server: `TELEGRAM_API_URL`, Telegram's own by default.
    public static func apiURL(in environment: PlatformEnvironment) throws -> String {
        try environment.url("TELEGRAM_API_URL", default: BotAPIConfiguration.defaultBaseURL)
    }

    /// In webhook mode: every instance serves the webhook's route.
    public var intakeOnEveryInstance: Bool { webhook != nil }

    /// Long polling, or the webhook's public URL; the Bot API server when it is not Telegram's.
    public var summary: String {
        let server = apiURL == BotAPIConfiguration.defaultBaseURL ? "" : " through \(apiURL)"
        guard let webhook else { return "telegram, long polling\(server)" }
        return "telegram, webhook at \(webhook.url)\(server)"
    }

    /// A ``TelegramBotService`` with these settings, drawing pictures with `drawPicture`.
    public func service(
        dispatcher: Dispatcher, doorbell: Doorbell, drawPicture: (@Sendable (Picture) async throws -> Data)?,
        logger: Logger, observer: (any IntakeObserver)?
    ) -> any Service {
        var configuration = self
        configuration.drawPicture = drawPicture
        return TelegramBotService(
            configuration: configuration, dispatcher: dispatcher, doorbell: doorbell, logger: logger,
            observer: observer)
    }

    /// Asks the Bot API who the bot is (`getMe`): the token is right when it answers.
    public func check(logger: Logger) async -> [ConfigCheck] {
        let client = HTTPClient(maxConcurrentTransfers: 1, userAgent: "TrackerBot", logger: logger)
        defer { client.shutdown() }
        let api = BotAPI(
            configuration: BotAPIConfiguration(token: token, baseURL: apiURL), client: client, logger: logger)
        do {
            let me = try await api.getMe()
            let name = me.username.map { "@\($0)" } ?? me.firstName ?? "bot \(me.id)"
            return [.passed("telegram: the token is \(name)'s, as \(apiURL) says")]
        } catch BotAPIError.unauthorized {
            return [
                .failed(
                    "telegram: \(apiURL) refuses TELEGRAM_BOT_TOKEN (revoked or mistyped): copy it again from @BotFather"
                )
            ]
        } catch {
            return [.failed("telegram: cannot ask \(apiURL) who the bot is: \(error)")]
        }
    }

    /// A ``TelegramBotError``'s description.
    public static func exitReason(_ error: any Error) -> String? {
        (error as? TelegramBotError)?.description
    }
}
