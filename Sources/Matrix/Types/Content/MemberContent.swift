/// The content of an `m.room.member` event: one user's membership, named by the state key.
///
/// Only `membership` is required; other fields may be missing, and one of the wrong shape
/// reads as `nil`.
public struct MemberContent: Sendable, Hashable, Codable {
    /// The member's state in the room.
    public var membership: Membership
    /// The user's display name in this room.
    public var displayName: String?
    /// On an invite: whether the inviter meant a direct chat.
    public var isDirect: Bool?
    /// The member's avatar (`mxc://`), if set.
    public var avatarURL: String?
    /// Why the membership changed (a kick or ban reason, for instance).
    public var reason: String?

    private enum CodingKeys: String, CodingKey {
        case membership
        case displayName = "displayname"
        case isDirect = "is_direct"
        case avatarURL = "avatar_url"
        case reason
    }

    /// A value with the given fields.
    public init(
        membership: Membership, displayName: String? = nil, isDirect: Bool? = nil, avatarURL: String? = nil,
        reason: String? = nil
    ) {
        self.membership = membership
        self.displayName = displayName
        self.isDirect = isDirect
        self.avatarURL = avatarURL
        self.reason = reason
    }

    /// Decodes the JSON form; an optional field that is missing or malformed reads as `nil`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        membership = try container.decode(Membership.self, forKey: .membership)
        displayName = container.lenient(String.self, forKey: .displayName)
        isDirect = container.lenient(Bool.self, forKey: .isDirect)
        avatarURL = container.lenient(String.self, forKey: .avatarURL)
        reason = container.lenient(String.self, forKey: .reason)
    }
}

/// A `membership` value. Any string decodes, so a future state is kept rather than failing.
public struct Membership: RawRepresentable, Sendable, Hashable, Codable, ExpressibleByStringLiteral {
    /// The spec's string, such as `join`.
    public var rawValue: String

    /// Any string, so values this code does not know are kept.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The value spelled `value`.
    public init(stringLiteral value: String) { rawValue = value }

    // Codable comes from RawRepresentable: the value is its string.

    /// Joined the room.
    public static let join: Membership = "join"
    /// Invited, not yet joined.
    public static let invite: Membership = "invite"
    /// Left, was kicked, or an invite was declined or withdrawn.
    public static let leave: Membership = "leave"
    /// Banned from the room.
    public static let ban: Membership = "ban"
    /// Asked to join.
    public static let knock: Membership = "knock"
}
