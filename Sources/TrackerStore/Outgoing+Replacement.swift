import TrackerCore

extension Outgoing {
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
