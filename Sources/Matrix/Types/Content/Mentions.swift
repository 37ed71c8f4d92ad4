/// A message's `m.mentions`: whom it is meant to notify.
///
/// Clients notify exactly these users (or the whole room), instead of guessing from names in
/// the text, so a bot that sets it never pings someone whose name merely appears.
public struct Mentions: Sendable, Hashable, Codable {
    /// The users to notify; `nil` or empty for none.
    public var userIDs: [String]?
    /// Whether to notify the whole room (`@room`).
    public var room: Bool?

    private enum CodingKeys: String, CodingKey {
        case userIDs = "user_ids"
        case room
    }

    /// A value with the given fields.
    public init(userIDs: [String]? = nil, room: Bool? = nil) {
        self.userIDs = userIDs
        self.room = room
    }

    /// Decodes the JSON form; an optional field that is missing or malformed reads as `nil`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        userIDs = container.lenient([String].self, forKey: .userIDs)
        room = container.lenient(Bool.self, forKey: .room)
    }
}
