/// Why the Telegram adapter stopped by itself.
public enum TelegramBotError: Error, CustomStringConvertible {
    /// getMe (or a later call) answered 401.
    case tokenRejected

    /// The settings, with the token redacted.
    public var description: String {
        switch self {
        case .tokenRejected: "the token was rejected by Telegram (check TELEGRAM_BOT_TOKEN)"
        }
    }
}
