import HTTPClient

/// What turns a room event into the event actually sent: an encrypted one in a room with
/// end-to-end encryption, the event itself elsewhere. Given to a ``MatrixClient`` with
/// ``MatrixClient/sealing(with:)``, it is asked before every room send.
public protocol RoomEventSealing: Sendable {
    /// The type and content to send in `roomID` for an event of `eventType` with `content`.
    /// - Throws: whatever keeps the event from being sealed; the send fails with it.
    func seal(roomID: String, eventType: String, content: JSONValue) async throws
        -> (eventType: String, content: JSONValue)

    /// Whether events sent in `roomID` are encrypted: what goes into them (an attachment)
    /// must then be encrypted too.
    func encrypts(roomID: String) async throws -> Bool
}
