/// An event left out of a sync response because it lacked a field every event has (or had
/// one of the wrong type); the rest of its list was kept.
///
/// Log it and move on: it cannot be acted on, and it will not come back in a later sync.
public struct UndecodableEvent: Sendable, Hashable {
    /// The event's id, when it could be read.
    public var eventID: String?
    /// The event's type, when it could be read.
    public var type: String?
    /// What did not decode: the coding path and the reason, never content.
    public var reason: String

    /// A value with the given fields.
    public init(eventID: String?, type: String?, reason: String) {
        self.eventID = eventID
        self.type = type
        self.reason = reason
    }
}
