/// The bot's webhook state; an empty `url` means no webhook is set, so long polling works.
public struct WebhookInfo: Sendable, Hashable, Codable {
    public var url: String
    public var pendingUpdateCount: Int?
    public var lastErrorMessage: String?

    private enum CodingKeys: String, CodingKey {
        case url
        case pendingUpdateCount = "pending_update_count"
        case lastErrorMessage = "last_error_message"
    }
}
