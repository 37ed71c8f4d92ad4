import HTTPClient

/// A room event as the client-server API delivers it (in `/sync` timelines and state).
///
/// Only `type`, `event_id`, `sender` and `origin_server_ts` are required; a missing or oddly
/// typed optional field reads as `nil`. The content is kept as a ``JSONValue`` so that every
/// event decodes, whatever its type; read it through a typed view such as ``message`` or
/// ``decodeContent(as:)``, which is `nil` or throws for this one event only.
public struct ClientEvent: Sendable, Hashable, Codable {
    /// The event type, for instance `m.room.message`.
    public var type: String
    /// The event's id, unique on the server.
    public var eventID: String
    /// The user id of the sender, `@localpart:server`.
    public var sender: String
    /// When the sender's server received it, in Unix milliseconds.
    public var originServerTS: Int64
    /// Present exactly on state events; `""` for most room-wide state.
    public var stateKey: String?
    /// The content; an empty object for redacted events.
    public var content: JSONValue
    /// Data the server adds that is not part of the signed event.
    public var unsigned: UnsignedData?
    /// The redacted event, on `m.room.redaction` events of room versions before 11 (later
    /// versions put it in the content; ``redactedEventID`` reads either).
    public var redacts: String?
    /// The room, on endpoints that do not group events by room; `nil` inside `/sync` rooms.
    public var roomID: String?

    private enum CodingKeys: String, CodingKey {
        case type
        case eventID = "event_id"
        case sender
        case originServerTS = "origin_server_ts"
        case stateKey = "state_key"
        case content, unsigned, redacts
        case roomID = "room_id"
    }

    /// A value with the given fields.
    public init(
        type: String, eventID: String, sender: String, originServerTS: Int64, stateKey: String? = nil,
        content: JSONValue = [:], unsigned: UnsignedData? = nil, redacts: String? = nil,
        roomID: String? = nil
    ) {
        self.type = type
        self.eventID = eventID
        self.sender = sender
        self.originServerTS = originServerTS
        self.stateKey = stateKey
        self.content = content
        self.unsigned = unsigned
        self.redacts = redacts
        self.roomID = roomID
    }

    /// Decodes the JSON form; an optional field that is missing or malformed reads as `nil`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        type = try container.decode(String.self, forKey: .type)
        eventID = try container.decode(String.self, forKey: .eventID)
        sender = try container.decode(String.self, forKey: .sender)
        originServerTS = try container.decode(Int64.self, forKey: .originServerTS)
        stateKey = container.lenient(String.self, forKey: .stateKey)
        content = container.lenient(JSONValue.self, forKey: .content) ?? [:]
        unsigned = container.lenient(UnsignedData.self, forKey: .unsigned)
        redacts = container.lenient(String.self, forKey: .redacts)
        roomID = container.lenient(String.self, forKey: .roomID)
    }

    /// Whether this is a state event (it has a state key, possibly empty).
    public var isState: Bool { stateKey != nil }

    /// Whether the event was redacted; its content is then empty.
    public var isRedacted: Bool { unsigned?.redactedBecause != nil }

    /// The content read as `type`.
    ///
    /// - Throws: `DecodingError` when the content does not have that shape.
    public func decodeContent<Content: Decodable>(as type: Content.Type) throws -> Content {
        try content.decode(type)
    }

    /// The content of an `m.room.message`; `nil` for other types or content that does not fit.
    public var message: MessageContent? { typedContent(MessageContent.self, when: EventType.message) }

    /// The content of an `m.reaction`; `nil` for other types or content that does not fit.
    public var reaction: ReactionContent? { typedContent(ReactionContent.self, when: EventType.reaction) }

    /// The content of an `m.room.member`; `nil` for other types or content that does not fit.
    public var member: MemberContent? { typedContent(MemberContent.self, when: EventType.member) }

    /// The content of an `m.room.redaction`; `nil` for other types or content that does not fit.
    public var redaction: RedactionContent? {
        typedContent(RedactionContent.self, when: EventType.redaction)
    }

    /// For an `m.room.redaction`: the event it removes, from the content (room version 11 and
    /// later) or the top level (earlier versions).
    public var redactedEventID: String? {
        guard type == EventType.redaction else { return nil }
        return redaction?.redacts ?? redacts
    }

    private func typedContent<Content: Decodable>(_ type: Content.Type, when eventType: String) -> Content? {
        guard self.type == eventType else { return nil }
        return try? content.decode(type)
    }
}
