/// A joined member's profile in one room, from ``MatrixClient/joinedMembers(roomID:)``.
public struct JoinedMember: Sendable, Hashable, Codable {
    /// The name shown in this room, when the member set one.
    public var displayName: String?
    /// The member's avatar (`mxc://`), if set.
    public var avatarURL: String?

    private enum CodingKeys: String, CodingKey {
        case displayName = "display_name"
        case avatarURL = "avatar_url"
    }

    /// A value with the given fields.
    public init(displayName: String? = nil, avatarURL: String? = nil) {
        self.displayName = displayName
        self.avatarURL = avatarURL
    }

    /// Decodes the JSON form; an optional field that is missing or malformed reads as `nil`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        displayName = container.lenient(String.self, forKey: .displayName)
        avatarURL = container.lenient(String.self, forKey: .avatarURL)
    }
}
