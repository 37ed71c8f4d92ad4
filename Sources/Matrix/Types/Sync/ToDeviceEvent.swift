import HTTPClient

/// An event sent to this device rather than to a room (a sync's `to_device`), such as an
/// Olm-encrypted room key.
public struct ToDeviceEvent: Sendable, Hashable, Codable {
    /// The event type, for instance `m.room.encrypted`.
    public var type: String
    /// The user id of the sender.
    public var sender: String
    /// The content, as sent.
    public var content: JSONValue

    /// A value with the given fields.
    public init(type: String, sender: String, content: JSONValue) {
        self.type = type
        self.sender = sender
        self.content = content
    }
}
