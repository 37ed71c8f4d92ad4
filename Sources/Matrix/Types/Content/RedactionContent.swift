/// The content of an `m.room.redaction` event, which removes another event's content.
///
/// Room versions before 11 put the redacted event's id at the event's top level instead;
/// ``ClientEvent/redactedEventID`` reads either place.
public struct RedactionContent: Sendable, Hashable, Codable {
    /// The redacted event (room version 11 and later).
    public var redacts: String?
    /// Why the event was redacted, if the redacting user said.
    public var reason: String?

    /// A value with the given fields.
    public init(redacts: String? = nil, reason: String? = nil) {
        self.redacts = redacts
        self.reason = reason
    }

    /// Decodes the JSON form; an optional field that is missing or malformed reads as `nil`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        redacts = container.lenient(String.self, forKey: .redacts)
        reason = container.lenient(String.self, forKey: .reason)
    }

    private enum CodingKeys: String, CodingKey {
        case redacts, reason
    }
}
