/// A joined member's profile in one room, from ``MatrixClient/joinedMembers(roomID:)``.
public struct JoinedMember: Sendable, Hashable, Codable {
    /// The name shown in this room, when the member set one.
    public var displayName: String?
    public var avatarURL: String?

    private enum CodingKeys: String, CodingKey {
        case displayName = "display_name"
        case avatarURL = "avatar_url"
    }

    public init(displayName: String? = nil, avatarURL: String? = nil) {
        self.displayName = displayName
        self.avatarURL = avatarURL
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        displayName = container.lenient(String.self, forKey: .displayName)
        avatarURL = container.lenient(String.self, forKey: .avatarURL)
    }
}
