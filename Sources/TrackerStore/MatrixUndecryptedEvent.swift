import Foundation

/// A Matrix room event the bot could not decrypt for want of its room key, kept until the key
/// arrives (then it is decrypted and applied) or the bot gives up waiting for it.
public struct MatrixUndecryptedEvent: Equatable, Sendable {
    /// The encrypted event's id, which stays its key in the inbound log once decrypted.
    public var eventID: String
    /// The room it was sent in.
    public var roomID: String
    /// The Matrix user who sent it.
    public var sender: String
    /// The Curve25519 identity key of the device that encrypted it.
    public var senderKey: String
    /// The Megolm session it was encrypted with.
    public var sessionID: String
    /// The id of the key request sent for its session (one per session).
    public var requestID: String
    /// The event as it came, in JSON.
    public var event: Data
    /// Its `origin_server_ts` in milliseconds: the sender's order of events kept together.
    public var sentAt: Int64
    /// When the bot received it; the wait for its key counts from here.
    public var receivedAt: Date

    /// An event `eventID` of `sender` in `roomID`, encrypted with `sessionID` of `senderKey`.
    public init(
        eventID: String, roomID: String, sender: String, senderKey: String, sessionID: String,
        requestID: String, event: Data, sentAt: Int64, receivedAt: Date
    ) {
        self.eventID = eventID
        self.roomID = roomID
        self.sender = sender
        self.senderKey = senderKey
        self.sessionID = sessionID
        self.requestID = requestID
        self.event = event
        self.sentAt = sentAt
        self.receivedAt = receivedAt
    }
}
