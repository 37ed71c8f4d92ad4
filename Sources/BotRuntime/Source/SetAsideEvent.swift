import TrackerCore

/// What is kept of an event set aside as a dead letter, and where to apologise for it.
public struct SetAsideEvent: Sendable, Hashable {
    /// The event as the platform sent it: an update's JSON, a typed line.
    public var raw: String
    /// The key the inbound log knows the event by, when it is not its crash guard key (a
    /// console line's is its fingerprint); `nil` when they are the same.
    public var inboundKey: String?
    /// The chat that gets the apology, when the event names one.
    public var chat: ChatAddress?
    /// The platform id of its sender, when known.
    public var senderID: String?
    /// The button press to answer, so that the user's button stops spinning.
    public var callbackID: String?

    /// A description of an event to set aside.
    public init(
        raw: String, inboundKey: String? = nil, chat: ChatAddress?, senderID: String?,
        callbackID: String? = nil
    ) {
        self.raw = raw
        self.inboundKey = inboundKey
        self.chat = chat
        self.senderID = senderID
        self.callbackID = callbackID
    }
}
