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
    /// How long an event waits for its room key (``UndecryptedEvents/defaultWait``).
    var keyWait: Duration = UndecryptedEvents.defaultWait

    /// `sync` decrypted at `date`, what became of the events that wait for keys, and the writes
    /// that keep what decrypting it changed. The first sync's events (`isFirst`) are history
    /// from before the bot ran, which it does not answer: none of them waits for a key.
    func decrypt(_ sync: SyncResponse, at date: Date, isFirst: Bool = false) async throws -> DecryptedSync {
        let opened = try await store.read { [self] tx in try open(sync, at: date, keeping: !isFirst, in: tx) }
        for failure in opened.failures { logger.warning("\(failure)") }
        let changed = sync.deviceLists.changed
        let (olm, waits) = (opened.olm, opened.waits)
        return DecryptedSync(
            sync: opened.sync, waits: waits,
            writes: { tx in
                try olm?.save(in: tx, at: date)
                try waits.save(in: tx)
                // Kept lists of users whose devices changed are read again before the next share.
                try tx.matrixCrypto.markDevicesOutdated(userIDs: changed)
            })
    }

    /// `sync` decrypted at `date` with the state kept in `tx`: the events kept waiting for their
    /// key opened when it came (before the room's new events, in the order they came), the Olm
    /// step that holds what decrypting changed (`nil` without an account), and why the events
    /// left encrypted stayed so. Without `keeping`, an event without its key is left as it is.
    func open(_ sync: SyncResponse, at date: Date, keeping: Bool = true, in tx: any StoreTransaction) throws
        -> OpenedSync
    {
        var waits = UndecryptedEvents(state: state, wait: keyWait, now: date)
        guard let account = try state.account(in: tx) else {
            return OpenedSync(sync: sync, olm: nil, waits: waits, failures: [])
        }
        var olm = OlmDecryption(state: state, account: account)
        try olm.receive(sync.toDevice, in: tx)
        var failures = olm.failures
        var decrypted = sync
        for (roomID, events) in try waits.open(received: olm.receivedKeys, keys: &olm.roomKeys, in: tx) {
            var room = decrypted.rooms.join[roomID] ?? JoinedRoom()
            room.timeline.events = events + room.timeline.events
            decrypted.rooms.join[roomID] = room
        }
        for (roomID, room) in sync.rooms.join {
            var opened = decrypted.rooms.join[roomID] ?? room
            let earlier = opened.timeline.events.count - room.timeline.events.count
            for index in room.timeline.events.indices {
                let event = room.timeline.events[index]
                // The bot's own messages come back too: it keeps no room key of the sessions
                // it sends with, and reads nothing it said.
                guard event.type == EventType.encrypted, event.sender != state.userID else { continue }
                do {
                    opened.timeline.events[earlier + index] = try Self.open(
                        event, roomID: roomID, keys: &olm.roomKeys, state: state, in: tx)
                } catch let error as CryptoStateKeyError {
                    throw error
                } catch SyncDecryptionError.unknownSession where keeping,
                    MegolmError.unknownMessageIndex where keeping
                {
                    failures.append("Keeping \(event.eventID) in \(roomID) until its room key arrives")
                    try waits.keep(event, roomID: roomID, in: tx)
                } catch {
                    failures.append("Could not decrypt \(event.eventID) in \(roomID): \(error)")
                }
            }
            decrypted.rooms.join[roomID] = opened
        }
        try waits.giveUp(withheld: olm.withheld, in: tx)
        return OpenedSync(sync: decrypted, olm: olm, waits: waits, failures: failures)
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

/// One sync opened with the kept state (``SyncDecryption/open(_:at:in:)``).
struct OpenedSync: Sendable {
    /// The sync, decrypted where the keys are at hand.
    var sync: SyncResponse
    /// What decrypting changed in the Olm state; `nil` without an account.
    var olm: OlmDecryption?
    /// What became of the events that wait for their keys.
    var waits: UndecryptedEvents
    /// Why the events left encrypted stayed so.
    var failures: [String]
}

/// One sync decrypted (``SyncDecryption/decrypt(_:at:)``), as the sync loop uses it.
struct DecryptedSync: Sendable {
    /// The sync, decrypted where the keys are at hand.
    var sync: SyncResponse
    /// The events kept, opened and given up, and the key requests to send.
    var waits: UndecryptedEvents
    /// Keeps what decrypting changed, in the transaction that admits the batch.
    var writes: @Sendable (any StoreTransaction) throws -> Void
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
