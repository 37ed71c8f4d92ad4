/// The content of `m.room.tombstone`: the room was upgraded, and its life goes on in
/// ``replacementRoom``.
public struct TombstoneContent: Sendable, Hashable, Codable {
    /// The new room's id.
    public var replacementRoom: String
    /// Why, in words for people; may be empty.
    public var body: String?

    private enum CodingKeys: String, CodingKey {
        case replacementRoom = "replacement_room"
        case body
    }

    /// A tombstone pointing to `replacementRoom`.
    public init(replacementRoom: String, body: String? = nil) {
        self.replacementRoom = replacementRoom
        self.body = body
    }
}
