/// One incoming update. At most one of the optional fields is set; an update of a kind this
/// type does not model decodes with all of them `nil`, so callers can skip it by id.
public struct Update: Sendable, Hashable, Codable {
    public var updateID: Int64
    public var message: Message?
    public var editedMessage: Message?
    public var callbackQuery: CallbackQuery?
    public var myChatMember: ChatMemberUpdated?

    private enum CodingKeys: String, CodingKey {
        case updateID = "update_id"
        case message
        case editedMessage = "edited_message"
        case callbackQuery = "callback_query"
        case myChatMember = "my_chat_member"
    }
}
