/// A joined room's member counts, which a sync sends when they change (always with lazily
/// loaded members, where the state alone does not list everyone).
public struct RoomSummary: Sendable, Hashable, Decodable {
    /// Members who have joined, the bot included; `nil` when unchanged since the last sync.
    public var joinedMemberCount: Int?
    /// Members invited but not yet joined; `nil` when unchanged.
    public var invitedMemberCount: Int?

    private enum CodingKeys: String, CodingKey {
        case joinedMemberCount = "m.joined_member_count"
        case invitedMemberCount = "m.invited_member_count"
    }

    /// A summary with these counts.
    public init(joinedMemberCount: Int? = nil, invitedMemberCount: Int? = nil) {
        self.joinedMemberCount = joinedMemberCount
        self.invitedMemberCount = invitedMemberCount
    }

    /// Reads the counts, taking an oddly typed one as unchanged rather than failing the room.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        joinedMemberCount = try? container.decodeIfPresent(Int.self, forKey: .joinedMemberCount)
        invitedMemberCount = try? container.decodeIfPresent(Int.self, forKey: .invitedMemberCount)
    }
}
