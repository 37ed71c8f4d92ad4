import Foundation
import HTTPClient
import Logging
import Matrix
import MatrixCrypto
import TrackerStore

/// One sync with its end-to-end encryption undone: the to-device room keys kept, and each
/// Megolm-encrypted room event replaced by the plain event it holds (same id, sender and
/// time), which the ``SyncTranslator`` then reads like any other.
///
/// Decryption reads the kept state in one transaction before the batch is committed, and
/// gives back the states to write; the intake writes them in the transaction that admits the
/// batch with its checkpoint (``SourceBatch/writes``), so a crash keeps both or neither.
struct SyncDecryption: Sendable {
    let store: any Store
    let state: CryptoState
    let logger: Logger

    /// `sync` decrypted, and the writes that keep what decrypting it changed.
    func decrypt(_ sync: SyncResponse, at date: Date) async throws
        -> (sync: SyncResponse, writes: @Sendable (any StoreTransaction) throws -> Void)
    {
        let (decrypted, olm, failures) = try await store.read { [self] tx in try open(sync, in: tx) }
        for failure in failures { logger.warning("\(failure)") }
        let changed = sync.deviceLists.changed
        return (
            decrypted,
            { tx in
                try olm?.save(in: tx, at: date)
                // Kept lists of users whose devices changed are read again before the next share.
                try tx.matrixCrypto.markDevicesOutdated(userIDs: changed)
            }
        )
    }

    /// `sync` decrypted with the state kept in `tx`, the Olm step that holds what decrypting
    /// changed (`nil` without an account), and why the events left encrypted stayed so.
    func open(_ sync: SyncResponse, in tx: any StoreTransaction) throws -> (
        sync: SyncResponse, olm: OlmDecryption?, failures: [String]
    ) {
        guard let account = try state.account(in: tx) else { return (sync, nil, []) }
        var olm = OlmDecryption(state: state, account: account)
        try olm.receive(sync.toDevice, in: tx)
        var failures = olm.failures
        var decrypted = sync
        for (roomID, room) in sync.rooms.join {
            var opened = room
            opened.timeline.events = try room.timeline.events.map { event in
                // The bot's own messages come back too: it keeps no room key of the sessions
                // it sends with, and reads nothing it said.
                guard event.type == EventType.encrypted, event.sender != state.userID else { return event }
                do {
                    return try Self.open(event, roomID: roomID, keys: &olm.roomKeys, state: state, in: tx)
                } catch let error as CryptoStateKeyError {
                    throw error
                } catch {
                    failures.append("Could not decrypt \(event.eventID) in \(roomID): \(error)")
                    return event
                }
            }
            decrypted.rooms.join[roomID] = opened
        }
        return (decrypted, Optional(olm), failures)
    }

    /// The plain event a Megolm-encrypted room event holds, under the encrypted event's id; its
    /// session in `keys`, with the index noted.
    /// - Throws: ``SyncDecryptionError/unknownSession`` when its key has not arrived,
    ///   ``MegolmReplayError`` for an index read in another event, or the errors of decryption.
    static func open(
        _ event: ClientEvent, roomID: String, keys: inout [OlmDecryption.RoomKeyID: InboundRoomSession],
        state: CryptoState, in tx: any StoreTransaction
    ) throws -> ClientEvent {
        let content = event.content
        guard content["algorithm"]?.stringValue == OlmAccount.algorithms[1],
            let senderKey = content["sender_key"]?.stringValue,
            let sessionID = content["session_id"]?.stringValue,
            let ciphertext = content["ciphertext"]?.stringValue
        else { throw SyncDecryptionError.notMegolm }
        let id = OlmDecryption.RoomKeyID(roomID: roomID, senderKey: senderKey, sessionID: sessionID)
        guard
            var session = try keys[id]
                ?? state.inboundSession(roomID: roomID, senderKey: senderKey, sessionID: sessionID, in: tx)
        else { throw SyncDecryptionError.unknownSession(sessionID) }
        let plaintext = try session.decrypt(
            MegolmMessage(base64: ciphertext), eventID: event.eventID, timestamp: event.originServerTS)
        // Kept with the batch: the index now read, and the ratchet moved on.
        keys[id] = session
        let payload = try JSONDecoder().decode(JSONValue.self, from: Data(plaintext))
        // A payload for another room is a replay of another room's message.
        guard payload["room_id"]?.stringValue == roomID, let type = payload["type"]?.stringValue,
            let inner = payload["content"], inner.objectValue != nil
        else { throw SyncDecryptionError.wrongRoom }
        var opened = event
        opened.type = type
        opened.content = inner
        return opened
    }
}

/// Why a room event stays encrypted.
enum SyncDecryptionError: Error, CustomStringConvertible {
    /// Not `m.megolm.v1.aes-sha2`, or fields missing.
    case notMegolm
    /// The room key of the session has not arrived (yet).
    case unknownSession(String)
    /// The payload names another room, or has no type or content.
    case wrongRoom

    var description: String {
        switch self {
        case .notMegolm: "not a Megolm event this bot reads"
        case .unknownSession(let id): "the key of session \(id) has not arrived"
        case .wrongRoom: "the decrypted payload is not an event of this room"
        }
    }
}
