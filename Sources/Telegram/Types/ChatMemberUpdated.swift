/// A change of a member's status in a chat; as `my_chat_member`, the bot's own (added to a
/// group, blocked in a private chat, …).
public struct ChatMemberUpdated: Sendable, Hashable, Codable {
    /// The chat whose member changed.
    public var chat: Chat
    /// Who made the change.
    public var from: User
    /// When the change happened, in Unix seconds.
    public var date: Int64?
    /// The member before the change.
    public var oldChatMember: ChatMember
    /// The member after the change.
    public var newChatMember: ChatMember

    private enum CodingKeys: String, CodingKey {
        case chat, from, date
        case oldChatMember = "old_chat_member"
        case newChatMember = "new_chat_member"
    }
}
