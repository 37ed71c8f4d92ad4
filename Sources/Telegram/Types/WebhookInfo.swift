/// The bot's webhook state; an empty `url` means no webhook is set, so long polling works.
public struct WebhookInfo: Sendable, Hashable, Codable {
    /// The webhook URL; empty when none is set.
    public var url: String
    /// Updates waiting to be delivered.
    public var pendingUpdateCount: Int?
    /// The last error delivering to the webhook, if any.
    public var lastErrorMessage: String?

    private enum CodingKeys: String, CodingKey {
        case url
        case pendingUpdateCount = "pending_update_count"
        case lastErrorMessage = "last_error_message"
    }
}
