import HTTPClient

/// The `unsigned` part of an event: facts the homeserver adds, outside the signed event.
///
/// Every field is optional and a malformed one reads as `nil`.
public struct UnsignedData: Sendable, Hashable, Codable {
    /// Milliseconds since the event was sent, as the server saw it when serving it.
    public var age: Int64?
    /// The transaction id the sender used; only ever shown to the device that sent the event,
    /// which lets a client recognise its own echoes.
    public var transactionID: String?
    /// The syncing user's membership when the event happened (Synapse sends it on every event).
    public var membership: String?
    /// For a state event, the content it replaced.
    public var prevContent: JSONValue?
    /// The redaction that emptied this event, if it was redacted.
    public var redactedBecause: JSONValue?

    private enum CodingKeys: String, CodingKey {
        case age
        case transactionID = "transaction_id"
        case membership
        case prevContent = "prev_content"
        case redactedBecause = "redacted_because"
    }

    /// A value with the given fields.
    public init(
        age: Int64? = nil, transactionID: String? = nil, membership: String? = nil,
        prevContent: JSONValue? = nil, redactedBecause: JSONValue? = nil
    ) {
        self.age = age
        self.transactionID = transactionID
        self.membership = membership
        self.prevContent = prevContent
        self.redactedBecause = redactedBecause
    }

    /// Decodes the JSON form; an optional field that is missing or malformed reads as `nil`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        age = container.lenient(Int64.self, forKey: .age)
        transactionID = container.lenient(String.self, forKey: .transactionID)
        membership = container.lenient(String.self, forKey: .membership)
        prevContent = container.lenient(JSONValue.self, forKey: .prevContent)
        redactedBecause = container.lenient(JSONValue.self, forKey: .redactedBecause)
    }
}
