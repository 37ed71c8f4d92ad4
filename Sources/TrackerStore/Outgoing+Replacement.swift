import TrackerCore

extension Outgoing {
    /// The platform's id of the message this one edits, when it is an edit: the outbox keeps
    /// it from the start, so that what the message will show is known before it is sent.
    public var editedMessageID: String? {
        if case .edit(let messageID) = delivery { messageID } else { nil }
    }

    /// This message with a ``Outgoing/Delivery/replace(outboxID:)`` resolved, given the message
    /// id the replaced entry was sent as: an edit of that message, or a plain send when the
    /// entry produced none (`nil`: not sent, or nothing to edit). Other deliveries stay.
    public func resolvingReplacement(sentMessageID: String?) -> Outgoing {
        guard case .replace = delivery else { return self }
        var resolved = self
        resolved.delivery = sentMessageID.map { .edit(messageID: $0) } ?? .send
        return resolved
    }
}
