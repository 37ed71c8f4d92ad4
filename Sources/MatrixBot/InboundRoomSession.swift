import Foundation
import MatrixCrypto

/// An inbound Megolm session as the bot keeps it: the session, and each message index it has
/// decrypted with the event that carried it. The spec's replay protection: the same index under
/// another event id is the same ciphertext sent again, and is not read as a second message.
struct InboundRoomSession: Codable, Equatable, Sendable, SerializableCryptoState {
    /// `matrix_inbound_room_session`.
    static let stateKind = "matrix_inbound_room_session"

    /// The event a message index was first read in.
    struct SeenMessage: Codable, Equatable, Sendable {
        var eventID: String
        /// The event's `origin_server_ts`, in milliseconds.
        var timestamp: Int64
    }

    var session: MegolmInboundSession
    var seen: [UInt32: SeenMessage] = [:]

    /// Decrypts `message`, the content of the event `eventID` sent at `timestamp`, and notes its
    /// index; the same event read again (a sync delivered twice) decrypts as before.
    /// - Throws: ``MegolmReplayError`` when the index was read in another event, or the errors of
    ///   decryption.
    mutating func decrypt(_ message: MegolmMessage, eventID: String, timestamp: Int64) throws -> [UInt8] {
        let (plaintext, index) = try session.decrypt(message)
        if let first = seen[index], first.eventID != eventID {
            throw MegolmReplayError(messageIndex: index, firstEventID: first.eventID)
        }
        seen[index] = SeenMessage(eventID: eventID, timestamp: timestamp)
        return plaintext
    }
}

/// A Megolm message index read before in another event.
struct MegolmReplayError: Error, Equatable, CustomStringConvertible {
    var messageIndex: UInt32
    var firstEventID: String

    var description: String { "message index \(messageIndex) was already read in \(firstEventID): a replay" }
}
