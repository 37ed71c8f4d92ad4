import BotRuntime
import Foundation

/// Webhook mode's settings: Telegram posts updates to `url`, signing each with `secret`.
public struct TelegramWebhook: Sendable, Equatable {
    /// The public `https://` address Telegram posts to.
    public var url: String
    /// The value Telegram sends in `X-Telegram-Bot-Api-Secret-Token` (never printed).
    public var secret: String

    /// The settings for `url` and `secret`, unchecked.
    public init(url: String, secret: String) {
        self.url = url
        self.secret = secret
    }

    /// The path of `url`, which the listener serves: `/` when the URL has none.
    public var path: String {
        let path = URLComponents(string: url)?.path ?? ""
        return path.isEmpty ? "/" : path
    }

    /// `TELEGRAM_WEBHOOK_URL` and `TELEGRAM_WEBHOOK_SECRET`; `nil` when neither is set.
    /// - Throws: ``BotRuntime/SettingsProblem`` when one is missing or malformed, or when
    ///   `HTTP_LISTEN` (where the route is served) is not set.
    public init?(environment: PlatformEnvironment) throws {
        let url = environment["TELEGRAM_WEBHOOK_URL"]
        let secret = environment["TELEGRAM_WEBHOOK_SECRET"]
        guard url != nil || secret != nil else { return nil }
        guard let url else {
            throw SettingsProblem(
                description:
                    "TELEGRAM_WEBHOOK_SECRET is set without TELEGRAM_WEBHOOK_URL: set both, or neither to poll"
            )
        }
        guard let secret else {
            throw SettingsProblem(
                description:
                    "TELEGRAM_WEBHOOK_URL needs TELEGRAM_WEBHOOK_SECRET (1–256 of A-Z, a-z, 0-9, _ and -)")
        }
        guard let components = URLComponents(string: url), components.scheme == "https",
            let host = components.host, !host.isEmpty
        else {
            throw SettingsProblem(
                description: "TELEGRAM_WEBHOOK_URL must be a public https:// address, not “\(url)”")
        }
        guard Self.isWellFormed(secret: secret) else {
            throw SettingsProblem(
                description: "TELEGRAM_WEBHOOK_SECRET must be 1–256 of A-Z, a-z, 0-9, _ and -")
        }
        guard environment["HTTP_LISTEN"] != nil else {
            throw SettingsProblem(
                description: "TELEGRAM_WEBHOOK_URL needs HTTP_LISTEN, where its path is served")
        }
        self.init(url: url, secret: secret)
    }

    /// Whether `secret` is what Telegram accepts as a `secret_token`.
    static func isWellFormed(secret: String) -> Bool {
        (1...256).contains(secret.utf8.count)
            && secret.utf8.allSatisfy { byte in
                (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                    || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
            }
    }
}
