/// A change of a member's status in a chat; as `my_chat_member`, the bot's own (added to a
/// group, blocked in a private chat, …).
public struct ChatMemberUpdated: Sendable, Hashable, Codable {
    public var chat: Chat
    /// Who made the change.
    public var from: User
    public var date: Int64?
    public var oldChatMember: ChatMember
    public var newChatMember: ChatMember

    private enum CodingKeys: String, CodingKey {
        case chat, from, date
        case oldChatMember = "old_chat_member"
        case newChatMember = "new_chat_member"
    }
}
