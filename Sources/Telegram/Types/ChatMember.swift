/// A user's membership in a chat.
public struct ChatMember: Sendable, Hashable, Codable {
    /// `"creator"`, `"administrator"`, `"member"`, `"restricted"`, `"left"` or `"kicked"`;
    /// kept as text so a new status still decodes.
    public var status: String
    /// The member.
    public var user: User
}
