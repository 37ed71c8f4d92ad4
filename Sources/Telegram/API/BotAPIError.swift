import HTTPClient

/// Why a Bot API call failed. No case's text contains the bot token or a request URL.
public enum BotAPIError: Error, CustomStringConvertible, Sendable, Hashable {
    /// 401: the token is wrong or was revoked.
    case unauthorized
    /// 409: another `getUpdates` is running for this bot, or a webhook is set.
    case conflict
    /// 429: flood control; wait `retryAfter` seconds before repeating the request.
    case tooManyRequests(retryAfter: Int)
    /// 403: the bot may not act in the chat (blocked by the user, removed from the group, …).
    case forbidden(String)
    /// 400: the group became a supergroup; repeat the request with `newChatID`.
    case chatMigrated(newChatID: Int64)
    /// 400 "message is not modified": an edit changed nothing. Callers treat it as success.
    case notModified
    /// Any other 4xx: the request itself is wrong; repeating it fails the same way.
    case badRequest(String)
    /// 5xx, or a failure status Telegram did not explain.
    case server(status: Int, description: String)
    /// No response arrived (connection failure, timeout, client shut down).
    case transport(HTTPClientError)
    /// A success response whose body could not be decoded.
    case invalidResponse

    /// Whether the same request may succeed if repeated later (after `retryAfter` for
    /// ``tooManyRequests(retryAfter:)``). ``conflict`` counts as retryable because it persists
    /// only while another poller or a webhook is active. A retried send after a timeout may
    /// deliver the message twice; that judgment is the caller's.
    public var isRetryable: Bool {
        switch self {
        case .tooManyRequests, .server, .conflict: true
        case .transport(let error): error != .shutDown
        case .unauthorized, .forbidden, .chatMigrated, .notModified, .badRequest, .invalidResponse: false
        }
    }

    /// The error without the token, which may sit in a URL.
    public var description: String {
        switch self {
        case .unauthorized: "Bot API: unauthorized (the bot token is invalid or revoked)"
        case .conflict: "Bot API: conflict (another getUpdates or a webhook is active)"
        case .tooManyRequests(let seconds): "Bot API: too many requests, retry after \(seconds) s"
        case .forbidden(let description): "Bot API: forbidden: \(description)"
        case .chatMigrated(let chatID): "Bot API: the group migrated to supergroup \(chatID)"
        case .notModified: "Bot API: message is not modified"
        case .badRequest(let description): "Bot API: bad request: \(description)"
        case .server(let status, let description): "Bot API: server error \(status): \(description)"
        case .transport(let error): "Bot API: \(error)"
        case .invalidResponse: "Bot API: invalid response"
        }
    }

    /// Classifies a failure from the response's status (or the envelope's `error_code`),
    /// Telegram's description and parameters.
    ///
    /// - Parameter retryAfterHeader: the `Retry-After` header, used when the body has no
    ///   `retry_after` (for instance a proxy's 429).
    static func classify(
        status: Int, description: String?, parameters: ResponseParameters?, retryAfterHeader: String?
    ) -> BotAPIError {
        let text = description ?? "HTTP status \(status)"
        switch status {
        case 401:
            return .unauthorized
        case 403:
            return .forbidden(text)
        case 409:
            return .conflict
        case 429:
            let retryAfter = parameters?.retryAfter ?? retryAfterHeader.flatMap { Int($0) } ?? 1
            return .tooManyRequests(retryAfter: retryAfter)
        case 400:
            if let newChatID = parameters?.migrateToChatID { return .chatMigrated(newChatID: newChatID) }
            if text.lowercased().contains("message is not modified") { return .notModified }
            return .badRequest(text)
        case 402..<500:
            return .badRequest(text)
        default:
            return .server(status: status, description: text)
        }
    }
}
