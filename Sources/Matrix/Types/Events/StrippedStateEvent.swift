import HTTPClient

/// A state event reduced to what an invitee may see before joining: `type`, `state_key`,
/// `sender` and `content`, without id or timestamp (``InvitedRoom/inviteState``).
public struct StrippedStateEvent: Sendable, Hashable, Codable {
    /// The state event's type, such as `m.room.member`.
    public var type: String
    /// The state key; the user id for membership events.
    public var stateKey: String
    /// Who sent the state event.
    public var sender: String
    /// The content, kept as JSON; ``member`` reads an invite's `m.room.member` content.
    public var content: JSONValue

    private enum CodingKeys: String, CodingKey {
        case type
        case stateKey = "state_key"
        case sender, content
    }

    /// A value with the given fields.
    public init(type: String, stateKey: String, sender: String, content: JSONValue) {
        self.type = type
        self.stateKey = stateKey
        self.sender = sender
        self.content = content
    }

    /// Decodes the JSON form; an optional field that is missing or malformed reads as `nil`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        type = try container.decode(String.self, forKey: .type)
        stateKey = try container.decode(String.self, forKey: .stateKey)
        sender = try container.decode(String.self, forKey: .sender)
        content = container.lenient(JSONValue.self, forKey: .content) ?? [:]
    }

    /// The content of an `m.room.member` event; `nil` for other types or content that does not fit.
    public var member: MemberContent? {
        guard type == EventType.member else { return nil }
        return try? content.decode(MemberContent.self)
    }
}
