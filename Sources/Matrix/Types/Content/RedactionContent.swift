/// The content of an `m.room.redaction` event, which removes another event's content.
///
/// Room versions before 11 put the redacted event's id at the event's top level instead;
/// ``ClientEvent/redactedEventID`` reads either place.
public struct RedactionContent: Sendable, Hashable, Codable {
    /// The redacted event (room version 11 and later).
    public var redacts: String?
    public var reason: String?

    public init(redacts: String? = nil, reason: String? = nil) {
        self.redacts = redacts
        self.reason = reason
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        redacts = container.lenient(String.self, forKey: .redacts)
        reason = container.lenient(String.self, forKey: .reason)
    }

    private enum CodingKeys: String, CodingKey {
        case redacts, reason
    }
}
