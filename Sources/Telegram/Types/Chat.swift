/// A private chat, group, supergroup or channel.
public struct Chat: Sendable, Hashable, Codable {
    /// Negative for groups (supergroups start with -100); fits in 52 bits.
    public var id: Int64
    /// `"private"`, `"group"`, `"supergroup"` or `"channel"`; kept as text so a new kind still
    /// decodes.
    public var type: String?
    /// The group's title; `nil` in private chats.
    public var title: String?
    /// The public username of the chat, if it has one.
    public var username: String?
    /// The other party's first name in a private chat.
    public var firstName: String?

    private enum CodingKeys: String, CodingKey {
        case id, type, title, username
        case firstName = "first_name"
    }

    /// Whether the chat has several members: a group or a supergroup.
    public var isGroup: Bool { type == "group" || type == "supergroup" }
}
