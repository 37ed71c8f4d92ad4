/// A private chat, group, supergroup or channel.
public struct Chat: Sendable, Hashable, Codable {
    /// Negative for groups (supergroups start with -100); fits in 52 bits.
    public var id: Int64
    /// `"private"`, `"group"`, `"supergroup"` or `"channel"`; kept as text so a new kind still
    /// decodes.
    public var type: String?
    public var title: String?
    public var username: String?
    public var firstName: String?

    private enum CodingKeys: String, CodingKey {
        case id, type, title, username
        case firstName = "first_name"
    }

    /// Whether the chat has several members: a group or a supergroup.
    public var isGroup: Bool { type == "group" || type == "supergroup" }
}
