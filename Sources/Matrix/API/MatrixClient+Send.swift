import HTTPClient
import TrackerCore

extension MatrixClient {
    /// Sends an event of `eventType` with `content` to a room and returns its event id.
    ///
    /// The send is idempotent per device and transaction id: repeating it with the same
    /// `txnID` (after a timeout, or a restart) returns the first send's event id and sends
    /// nothing new, even if the content differs. So derive `txnID` from what is being sent (an
    /// outbox row's id, say), never from the attempt. A client made with
    /// ``sealing(with:)`` sends what its sealing makes of the event (an encrypted event in an
    /// encrypted room).
    public func send(
        roomID: String, txnID: String, eventType: String, content: some Encodable & Sendable
    ) async throws -> String {
        if let sealing {
            let sealed = try await sealing.seal(
                roomID: roomID, eventType: eventType, content: try JSONValue(encoding: content))
            return try await sendAsGiven(
                roomID: roomID, txnID: txnID, eventType: sealed.eventType, content: sealed.content)
        }
        return try await sendAsGiven(roomID: roomID, txnID: txnID, eventType: eventType, content: content)
    }

    /// Whether this client's sealing encrypts the events it sends in `roomID` (never without
    /// a sealing): an attachment for such a room is uploaded encrypted.
    public func encrypts(roomID: String) async throws -> Bool {
        try await sealing?.encrypts(roomID: roomID) ?? false
    }

    private func sendAsGiven(
        roomID: String, txnID: String, eventType: String, content: some Encodable & Sendable
    ) async throws -> String {
        let path = PathSegment.path("rooms", roomID, "send", eventType, txnID)
        let response: EventIDResponse = try await call("send", method: .put, path: path, body: content)
        return response.eventID
    }

    /// Sends an `m.room.message` and returns its event id.
    public func sendMessage(roomID: String, txnID: String, content: MessageContent) async throws -> String {
        try await send(roomID: roomID, txnID: txnID, eventType: EventType.message, content: content)
    }

    /// Sends `text` as an `m.notice` (what bots send, and what bots never answer), rendered
    /// with ``MatrixHTML/render(_:)``: its mentions notify exactly the users they name.
    ///
    /// - Parameter eventID: the message this one replies to, if any.
    public func sendNotice(
        roomID: String, txnID: String, text: RichText, replyingTo eventID: String? = nil
    ) async throws -> String {
        var content = MessageContent(MatrixHTML.render(text), msgtype: .notice)
        if let eventID { content = content.replying(to: eventID) }
        return try await sendMessage(roomID: roomID, txnID: txnID, content: content)
    }

    /// Replaces the text of message `eventID` (which must be the user's own) with `text`,
    /// and returns the edit's event id. Clients show the new text in place of the old one;
    /// the edit notifies no one.
    public func editMessage(
        roomID: String, txnID: String, eventID: String, text: RichText, msgtype: MessageType = .notice
    ) async throws -> String {
        let content = MessageContent(MatrixHTML.render(text), msgtype: msgtype).replacing(eventID)
        return try await sendMessage(roomID: roomID, txnID: txnID, content: content)
    }

    /// Reacts to event `eventID` with `key` (an emoji such as `"✅"`) and returns the
    /// reaction's event id; redact that id to take the reaction back.
    public func react(roomID: String, txnID: String, to eventID: String, key: String) async throws -> String {
        try await send(
            roomID: roomID, txnID: txnID, eventType: EventType.reaction,
            content: ReactionContent(eventID: eventID, key: key))
    }

    /// Redacts event `eventID` (removes its content, for instance to take back a reaction) and
    /// returns the redaction's event id. Idempotent per transaction id, like
    /// ``send(roomID:txnID:eventType:content:)``.
    public func redact(
        roomID: String, eventID: String, txnID: String, reason: String? = nil
    ) async throws -> String {
        let path = PathSegment.path("rooms", roomID, "redact", eventID, txnID)
        let response: EventIDResponse = try await call(
            "redact", method: .put, path: path, body: RedactionContent(reason: reason))
        return response.eventID
    }
}

/// The answer of `send` and `redact`.
private struct EventIDResponse: Decodable {
    var eventID: String

    private enum CodingKeys: String, CodingKey {
        case eventID = "event_id"
    }
}
