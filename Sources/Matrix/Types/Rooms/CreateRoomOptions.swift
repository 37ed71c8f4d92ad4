/// What ``MatrixClient/createRoom(_:)`` asks for. Every field is optional: the server's
/// defaults give a private room with its creator as the only member.
public struct CreateRoomOptions: Sendable, Hashable, Codable {
    /// The room's name, if it gets one.
    public var name: String?
    /// The room's topic, if it gets one.
    public var topic: String?
    /// Users invited right away.
    public var invite: [String]?
    /// Marks the invites as a direct chat (`is_direct` on each invite's member event).
    public var isDirect: Bool?
    /// `private_chat`, `trusted_private_chat` (invitees get the creator's level) or `public_chat`.
    public var preset: String?
    /// A specific room version; `nil` takes the server's default.
    public var roomVersion: String?

    private enum CodingKeys: String, CodingKey {
        case name, topic, invite
        case isDirect = "is_direct"
        case preset
        case roomVersion = "room_version"
    }

    /// A value with the given fields.
    public init(
        name: String? = nil, topic: String? = nil, invite: [String]? = nil, isDirect: Bool? = nil,
        preset: String? = nil, roomVersion: String? = nil
    ) {
        self.name = name
        self.topic = topic
        self.invite = invite
        self.isDirect = isDirect
        self.preset = preset
        self.roomVersion = roomVersion
    }
}
