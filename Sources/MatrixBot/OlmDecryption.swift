import Foundation
import HTTPClient
import Matrix
import MatrixCrypto
import TrackerStore

/// The to-device events of one sync decrypted with Olm (olm.md; the spec's
/// `m.olm.v1.curve25519-aes-sha2`): the room keys they carry become inbound Megolm sessions.
///
/// Works on values read in one transaction and gives back the states to keep, so that the
/// intake commits them with the batch they belong to: a pre-key message consumes a one-time
/// key of the account, and every message steps a session's ratchet.
struct OlmDecryption: Sendable {
    let state: CryptoState
    var account: OlmAccount
    /// Sessions by the other device's identity key, as read or as this batch left them.
    var sessions: [String: [OlmSession]] = [:]
    /// The sessions this batch changed, by the other device's identity key.
    var changedSessions: [String: [String: OlmSession]] = [:]
    /// The sealed states of the sessions read from the store, by the other device's identity
    /// key and session id: the version each change is based on.
    var readStates: [String: [String: Data]] = [:]
    var accountChanged = false
    /// The Megolm sessions received or read from, by room, sender key and session id.
    var roomKeys: [RoomKeyID: InboundRoomSession] = [:]
    /// The Megolm sessions whose key this batch brought.
    var receivedKeys: Set<RoomKeyID> = []
    /// The sessions whose key a device withheld (`m.room_key.withheld`), with the user who said so.
    var withheld: [RoomKeyID: String] = [:]
    var failures: [String] = []

    /// Where an inbound Megolm session is kept.
    struct RoomKeyID: Hashable, Sendable {
        var roomID: String
        var senderKey: String
        var sessionID: String
    }

    /// Decrypts every `m.room.encrypted` event of `events` and keeps the room keys they carry.
    mutating func receive(_ events: [ToDeviceEvent], in tx: any StoreTransaction) throws {
        for event in events where event.type == EventType.roomKeyWithheld {
            let content = event.content
            guard let roomID = content["room_id"]?.stringValue,
                let sessionID = content["session_id"]?.stringValue,
                let senderKey = content["sender_key"]?.stringValue
            else { continue }
            withheld[RoomKeyID(roomID: roomID, senderKey: senderKey, sessionID: sessionID)] = event.sender
        }
        for event in events where event.type == EventType.encrypted {
            do {
                guard let plaintext = try decrypt(event, in: tx) else { continue }
                try keepRoomKey(plaintext, from: event, in: tx)
            } catch let error as CryptoStateKeyError {
                throw error
            } catch {
                failures.append("Could not decrypt a to-device message from \(event.sender): \(error)")
            }
        }
    }

    /// The plaintext JSON of an Olm-encrypted to-device event, checked to be for this device
    /// and from the event's sender; `nil` for another algorithm or another device's ciphertext.
    private mutating func decrypt(_ event: ToDeviceEvent, in tx: any StoreTransaction) throws -> JSONValue? {
        let content = event.content
        guard content["algorithm"]?.stringValue == OlmAccount.algorithms[0],
            let senderKeyText = content["sender_key"]?.stringValue,
            let ours = content["ciphertext"]?[account.curve25519Key.base64],
            let type = ours["type"]?.intValue.map({ Int($0) }), let body = ours["body"]?.stringValue
        else { return nil }
        let senderKey = try Curve25519PublicKey(base64: senderKeyText)
        let message = try AnyOlmMessage(type: type, body: body)
        var known = try sessions[senderKeyText] ?? read(senderKey: senderKeyText, in: tx)
        var plaintext: [UInt8]?
        for index in known.indices {
            if case .preKey(let preKey) = message, !known[index].matches(preKey) { continue }
            var session = known[index]
            guard let decrypted = try? session.decrypt(message) else { continue }
            known[index] = session
            changedSessions[senderKeyText, default: [:]][session.sessionID] = session
            plaintext = decrypted
            break
        }
        if plaintext == nil, case .preKey(let preKey) = message {
            let (session, decrypted) = try account.createInboundSession(
                theirIdentityKey: senderKey, message: preKey)
            accountChanged = true
            known.insert(session, at: 0)
            changedSessions[senderKeyText, default: [:]][session.sessionID] = session
            plaintext = decrypted
        }
        sessions[senderKeyText] = known
        guard let plaintext else { throw OlmError.badMAC }
        let payload = try JSONDecoder().decode(JSONValue.self, from: Data(plaintext))
        // The spec's checks: the payload names the event's sender, this user, and this device's key.
        guard payload["sender"]?.stringValue == event.sender,
            payload["recipient"]?.stringValue == state.userID,
            payload["recipient_keys"]?["ed25519"]?.stringValue == account.ed25519Key.base64
        else { throw OlmError.sessionMismatch }
        return payload
    }

    /// The kept sessions with the device `senderKey`, the one used last first; their sealed
    /// states are noted as the versions this batch's changes are based on.
    private mutating func read(senderKey: String, in tx: any StoreTransaction) throws -> [OlmSession] {
        let kept = try tx.matrixCrypto.olmSessions(senderKey: senderKey)
        readStates[senderKey] = Dictionary(kept.map { ($0.sessionID, $0.state) }) { first, _ in first }
        return try kept.map { try OlmSession(serialized: state.key.open($0.state)) }
    }

    /// Keeps the Megolm session of an `m.room_key` payload, or of an `m.forwarded_room_key` one
    /// the bot asked for (``acceptsForwardedKey(_:from:in:)``), unless an earlier one of the same
    /// id, which decrypts from an earlier index, is kept already.
    private mutating func keepRoomKey(
        _ payload: JSONValue, from event: ToDeviceEvent, in tx: any StoreTransaction
    )
        throws
    {
        let type = payload["type"]?.stringValue
        guard type == EventType.roomKey || type == EventType.forwardedRoomKey,
            let content = payload["content"],
            content["algorithm"]?.stringValue == OlmAccount.algorithms[1],
            let roomID = content["room_id"]?.stringValue, let sessionID = content["session_id"]?.stringValue,
            let sessionKey = content["session_key"]?.stringValue
        else { return }
        let session: MegolmInboundSession
        let senderKey: String?
        if type == EventType.forwardedRoomKey {
            // The session's own sender, not the device that forwards it.
            senderKey = content["sender_key"]?.stringValue
            session = MegolmInboundSession(exportedKey: try MegolmExportedSessionKey(base64: sessionKey))
        } else {
            senderKey = event.content["sender_key"]?.stringValue
            session = MegolmInboundSession(sessionKey: try MegolmSessionKey(base64: sessionKey))
        }
        guard let senderKey else { return }
        guard session.sessionID == sessionID else { throw MegolmError.badSignature }
        let id = RoomKeyID(roomID: roomID, senderKey: senderKey, sessionID: sessionID)
        if type == EventType.forwardedRoomKey, try !acceptsForwardedKey(id, from: event.sender, in: tx) {
            failures.append(
                "Ignored a forwarded key of session \(sessionID) from \(event.sender): not asked for")
            return
        }
        let kept =
            try roomKeys[id]
            ?? state.inboundSession(roomID: roomID, senderKey: senderKey, sessionID: sessionID, in: tx)
        if let kept, kept.session.firstKnownIndex <= session.firstKnownIndex { return }
        // The indexes read with the later key were read: they stay noted.
        roomKeys[id] = InboundRoomSession(session: session, seen: kept?.seen ?? [:])
        receivedKeys.insert(id)
    }

    /// Whether a forwarded key of session `id` may be kept: the bot asked for it (events wait
    /// for it) and `forwarder` is the bot's own account or the user who sent those events, so
    /// no one else can put words in a sender's mouth.
    private func acceptsForwardedKey(_ id: RoomKeyID, from forwarder: String, in tx: any StoreTransaction)
        throws
        -> Bool
    {
        let waiting = try tx.matrixCrypto.undecryptedEvents(
            roomID: id.roomID, senderKey: id.senderKey, sessionID: id.sessionID)
        return !waiting.isEmpty
            && (forwarder == state.userID || waiting.allSatisfy { $0.sender == forwarder })
    }

    /// Writes what this batch changed: the account, the sessions used, the room keys received and
    /// the indexes read.
    ///
    /// A session the bot's sends stepped after this batch read it (an answer encrypted while the
    /// batch waited for its transaction) keeps their state: writing the one read over it would
    /// send the next message on a chain index already used. The receiving step this batch took
    /// is lost, which is harmless: the other device's next message carries what it needs.
    func save(in tx: any StoreTransaction, at date: Date) throws {
        if accountChanged { try state.save(account, in: tx) }
        for (senderKey, byID) in changedSessions {
            let read = readStates[senderKey] ?? [:]
            let stored =
                read.isEmpty
                ? [:]
                : Dictionary(
                    try tx.matrixCrypto.olmSessions(senderKey: senderKey).map { ($0.sessionID, $0.state) }
                ) {
                    first, _ in first
                }
            for session in byID.values {
                if let based = read[session.sessionID], stored[session.sessionID] != based { continue }
                try state.save(session, senderKey: senderKey, at: date, in: tx)
            }
        }
        for (id, session) in roomKeys {
            try state.save(session, roomID: id.roomID, senderKey: id.senderKey, in: tx)
        }
    }
}
