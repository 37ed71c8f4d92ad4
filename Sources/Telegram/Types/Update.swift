/// One incoming update. At most one of the optional fields is set; an update of a kind this
/// type does not model decodes with all of them `nil`, so callers can skip it by id.
public struct Update: Sendable, Hashable, Codable {
    /// The update's sequence number; the next `getUpdates` offset is the last one plus one.
    public var updateID: Int64
    /// A new message.
    public var message: Message?
    /// A new version of a message that was edited.
    public var editedMessage: Message?
    /// A pressed inline button.
    public var callbackQuery: CallbackQuery?
    /// The bot's own membership in a chat changed (added, blocked, removed).
    public var myChatMember: ChatMemberUpdated?

    private enum CodingKeys: String, CodingKey {
        case updateID = "update_id"
        case message
        case editedMessage = "edited_message"
        case callbackQuery = "callback_query"
        case myChatMember = "my_chat_member"
    }
}
