import Foundation
import Matrix
import MatrixCrypto
import TrackerStore

/// The room events of one sync that wait for their room key: kept (``MatrixCryptoStore``) when
/// their session is unknown or starts after their index, opened when a key for their session
/// arrives, and given up after ``UndecryptedEvents/defaultWait`` or when the sender's device
/// withholds the key.
///
/// Works on what one transaction reads; what it decides is written by ``save(in:)`` in the
/// transaction that admits the batch, so an event is kept, opened or given up with the sync
/// that did it, and never twice.
struct UndecryptedEvents: Sendable {
    /// How long an event waits for its key. Clients answer a key request within seconds when
    /// they are online; two minutes covers a key share that races the message without leaving
    /// a sender wondering for long why the bot says nothing. Each sync checks it, so the notice
    /// comes at most one poll timeout after the wait.
    static let defaultWait: Duration = .seconds(120)

    let state: CryptoState
    let wait: Duration
    let now: Date
    /// Events first seen in this batch, to keep.
    private(set) var kept: [MatrixUndecryptedEvent] = []
    /// Kept events opened or given up in this batch, to forget.
    private(set) var forgotten: [String] = []
    /// Sessions asked for by this batch, one request each.
    private(set) var requests: [RoomKeyRequest] = []
    /// Requests whose key came in this batch.
    private(set) var cancellations: [RoomKeyRequest] = []
    /// Each sender given up on in a room, with the first event of theirs given up.
    private(set) var givenUp: [MatrixUndecryptedEvent] = []

    init(state: CryptoState, wait: Duration, now: Date) {
        self.state = state
        self.wait = wait
        self.now = now
    }

    /// Keeps `event` of `roomID` to wait for its session's key, asking for the key unless it
    /// was asked for already.
    mutating func keep(_ event: ClientEvent, roomID: String, in tx: any StoreTransaction) throws {
        guard let senderKey = event.content["sender_key"]?.stringValue,
            let sessionID = event.content["session_id"]?.stringValue
        else { return }
        let sameSession = { (kept: MatrixUndecryptedEvent) in
            kept.roomID == roomID && kept.senderKey == senderKey && kept.sessionID == sessionID
        }
        var requestID = kept.first(where: sameSession)?.requestID
        if requestID == nil {
            requestID = try tx.matrixCrypto.undecryptedEvents(
                roomID: roomID, senderKey: senderKey, sessionID: sessionID
            ).first?.requestID
        }
        if requestID == nil {
            let request = RoomKeyRequest(
                roomID: roomID, sender: event.sender, senderKey: senderKey, sessionID: sessionID,
                requestID: UUID().uuidString)
            requests.append(request)
            requestID = request.requestID
        }
        guard let requestID, !kept.contains(where: { $0.eventID == event.eventID }) else { return }
        kept.append(
            MatrixUndecryptedEvent(
                eventID: event.eventID, roomID: roomID, sender: event.sender, senderKey: senderKey,
                sessionID: sessionID, requestID: requestID, event: try JSONEncoder().encode(event),
                sentAt: event.originServerTS, receivedAt: now))
    }

    /// The kept events of the sessions in `received` that `keys` now opens, by room, in the
    /// order they came; those that still start before the key's first index keep waiting.
    mutating func open(
        received: Set<OlmDecryption.RoomKeyID>, keys: inout [OlmDecryption.RoomKeyID: InboundRoomSession],
        in tx: any StoreTransaction
    ) throws -> [String: [ClientEvent]] {
        var opened: [String: [ClientEvent]] = [:]
        for id in received.sorted(by: { ($0.roomID, $0.sessionID) < ($1.roomID, $1.sessionID) }) {
            let waiting = try tx.matrixCrypto.undecryptedEvents(
                roomID: id.roomID, senderKey: id.senderKey, sessionID: id.sessionID)
            var stillWaiting = false
            for kept in waiting {
                let event = try JSONDecoder().decode(ClientEvent.self, from: kept.event)
                do {
                    let plain = try SyncDecryption.open(
                        event, roomID: id.roomID, keys: &keys, state: state, in: tx)
                    opened[id.roomID, default: []].append(plain)
                } catch MegolmError.unknownMessageIndex {
                    stillWaiting = true
                    continue
                } catch let error as CryptoStateKeyError {
                    throw error
                } catch {
                    // A kept event that does not decrypt with its own session's key never will.
                }
                forgotten.append(kept.eventID)
            }
            if let first = waiting.first, !stillWaiting {
                cancellations.append(
                    RoomKeyRequest(
                        roomID: first.roomID, sender: first.sender, senderKey: first.senderKey,
                        sessionID: first.sessionID, requestID: first.requestID))
            }
        }
        return opened
    }

    /// Gives up the events that waited ``wait`` or whose key a sender withheld (``giveUp(_:withheld:now:wait:)``);
    /// a session all of whose events are given up in this batch is not asked for.
    mutating func giveUp(withheld: [OlmDecryption.RoomKeyID: String], in tx: any StoreTransaction) throws {
        let forgotten = Set(forgotten)
        let waiting =
            try tx.matrixCrypto.undecryptedEvents().filter { !forgotten.contains($0.eventID) } + kept
        let groups = Self.giveUp(waiting, withheld: withheld, now: now, wait: wait)
        let dropped = Set(groups.flatMap { $0.map(\.eventID) })
        self.forgotten += dropped.sorted()
        givenUp += groups.compactMap(\.first)
        kept.removeAll { dropped.contains($0.eventID) }
        requests.removeAll { request in !kept.contains { $0.requestID == request.requestID } }
    }

    /// The events to give up, one group per room and sender, in the order they came: all of a
    /// sender's events in a room once the first of them has waited `wait`, or once a key of
    /// theirs there is withheld by the sender, so that a burst gets one notice.
    static func giveUp(
        _ waiting: [MatrixUndecryptedEvent], withheld: [OlmDecryption.RoomKeyID: String], now: Date,
        wait: Duration
    ) -> [[MatrixUndecryptedEvent]] {
        var groups: [[MatrixUndecryptedEvent]] = []
        for event in waiting {
            if let index = groups.firstIndex(where: {
                $0[0].roomID == event.roomID && $0[0].sender == event.sender
            }) {
                groups[index].append(event)
            } else {
                groups.append([event])
            }
        }
        let seconds = Double(wait.components.seconds) + Double(wait.components.attoseconds) / 1e18
        return groups.filter { group in
            group[0].receivedAt.addingTimeInterval(seconds) <= now
                || group.contains { event in
                    withheld[
                        OlmDecryption.RoomKeyID(
                            roomID: event.roomID, senderKey: event.senderKey, sessionID: event.sessionID)]
                        == event.sender
                }
        }
    }

    /// Keeps the new events and forgets the opened and given-up ones.
    func save(in tx: any StoreTransaction) throws {
        for event in kept { try tx.matrixCrypto.keepUndecryptedEvent(event) }
        try tx.matrixCrypto.forgetUndecryptedEvents(forgotten)
    }
}

/// A request for a Megolm session's key (`m.room_key_request`), sent to the devices of the user
/// whose event is encrypted with it.
struct RoomKeyRequest: Hashable, Sendable {
    var roomID: String
    /// The user whose devices are asked.
    var sender: String
    var senderKey: String
    var sessionID: String
    var requestID: String
}
