/// Why a Bot API request failed, when Telegram says more than an error code.
public struct ResponseParameters: Sendable, Hashable, Codable {
    /// Flood control: seconds to wait before repeating the request.
    public var retryAfter: Int?
    /// The group became a supergroup with this id; repeat the request there.
    public var migrateToChatID: Int64?

    private enum CodingKeys: String, CodingKey {
        case retryAfter = "retry_after"
        case migrateToChatID = "migrate_to_chat_id"
    }
}
