import Foundation
import HTTPClient
import Logging
import Matrix
import MatrixCrypto
import TrackerStore

/// Encrypts what the bot sends in end-to-end encrypted rooms (the spec's
/// `m.megolm.v1.aes-sha2`): one outbound Megolm session per room, its key sent over Olm to
/// every device of every member (``recipients(of:)``), whose devices are read with
/// `/keys/query` and checked against their own signatures; Olm sessions are made with
/// one-time keys claimed with `/keys/claim`.
///
/// The session's next index is saved before the event leaves, so a crash never sends two
/// messages under one index. One actor per sender; the sends through it (messages, and the
/// reactions that go alongside them) take turns (``Turns``), so that no two read one state.
actor RoomEncryptor: RoomEventSealing {
    /// How long a room is taken as unencrypted before the bot asks again.
    static let plainRecheck: TimeInterval = 60

    let client: MatrixClient
    let store: any Store
    let state: CryptoState
    let logger: Logger
    private var encrypted: Set<String> = []
    private var plainSince: [String: Date] = [:]
    private let turns = Turns()

    init(client: MatrixClient, store: any Store, state: CryptoState, logger: Logger) {
        self.client = client
        self.store = store
        self.state = state
        self.logger = logger
    }

    func seal(roomID: String, eventType: String, content: JSONValue) async throws
        -> (eventType: String, content: JSONValue)
    {
        guard try await isEncrypted(roomID) else { return (eventType, content) }
        return try await turns.run {
            try await self.sealInTurn(roomID: roomID, eventType: eventType, content: content)
        }
    }

    /// `seal` for an encrypted room, while no other send of this device reads or steps its keys.
    private func sealInTurn(roomID: String, eventType: String, content: JSONValue) async throws
        -> (eventType: String, content: JSONValue)
    {
        let state = state
        guard let account = try await store.read({ tx in try state.account(in: tx) }) else {
            throw RoomEncryptorError.noAccount
        }
        let now = Date()
        let members = try await recipients(of: roomID)
        var outbound = try await kept(roomID: roomID)
        if outbound == nil || outbound?.isExpired(at: now, members: members) == true {
            outbound = OutboundRoomSession(createdAt: now)
        }
        guard var outbound else { return (eventType, content) }
        try await share(&outbound, roomID: roomID, members: members, account: account, at: now)
        let payload: JSONValue = ["type": .string(eventType), "content": content, "room_id": .string(roomID)]
        let message = outbound.session.encrypt(try JSONEncoder().encode(payload))
        // Saved before the event is sent: a crash after this never reuses the index.
        try await save(outbound, roomID: roomID)
        var sealed: [String: JSONValue] = [
            "algorithm": .string(OlmAccount.algorithms[1]),
            "sender_key": .string(account.curve25519Key.base64),
            "ciphertext": .string(message.base64), "session_id": .string(outbound.session.sessionID),
            "device_id": .string(state.deviceID),
        ]
        // Relations stay readable to the server, which groups edits and reactions by them.
        if let relation = content["m.relates_to"] { sealed["m.relates_to"] = relation }
        return (EventType.encrypted, .object(sealed))
    }

    func encrypts(roomID: String) async throws -> Bool { try await isEncrypted(roomID) }

    /// Whether `roomID` has `m.room.encryption`; a room once encrypted stays so.
    private func isEncrypted(_ roomID: String) async throws -> Bool {
        if encrypted.contains(roomID) { return true }
        if let since = plainSince[roomID], Date().timeIntervalSince(since) < Self.plainRecheck {
            return false
        }
        do {
            let _: JSONValue = try await client.stateContent(roomID: roomID, eventType: EventType.encryption)
            encrypted.insert(roomID)
            return true
        } catch let error as MatrixError where error.kind == .notFound {
            plainSince[roomID] = Date()
            return false
        }
    }

    /// Who gets the room's key, read right before each message so that whoever joined a moment
    /// ago can read it: the joined members, and the invited ones as Element shares with them,
    /// unless the room shows its history to joined members only. An invited member who joins
    /// later then reads what the bot said meanwhile.
    private func recipients(of roomID: String) async throws -> Set<String> {
        let memberships = try await client.memberships(roomID: roomID)
        let joined = Set(memberships.filter { $0.value == .join }.keys)
        let invited = Set(memberships.filter { $0.value == .invite }.keys)
        guard !invited.isEmpty else { return joined }
        let visibility: JSONValue?
        do {
            visibility = try await client.stateContent(roomID: roomID, eventType: EventType.historyVisibility)
        } catch let error as MatrixError where error.kind == .notFound {
            visibility = nil
        }
        // Without the state event the spec's default, `shared`, applies.
        guard visibility?["history_visibility"]?.stringValue != "joined" else { return joined }
        return joined.union(invited)
    }

    /// Sends the session's key to the members' devices that do not have it yet.
    private func share(
        _ outbound: inout OutboundRoomSession, roomID: String, members: Set<String>, account: OlmAccount,
        at date: Date
    ) async throws {
        let state = state
        let devices = try await devices(of: members.sorted()).filter {
            !outbound.sharedWith.contains(OutboundRoomSession.recipient(user: $0.userID, device: $0.deviceID))
                && !($0.userID == state.userID && $0.deviceID == state.deviceID)
        }
        guard !devices.isEmpty else { return }
        var sessions = try await olmSessions(for: devices, account: account)
        var messages: [String: [String: JSONValue]] = [:]
        let sessionKey = outbound.session.sessionKey.base64
        for device in devices {
            guard var session = sessions[device.identityKey.base64] else { continue }
            let payload: JSONValue = [
                "type": .string(EventType.roomKey), "sender": .string(state.userID),
                "sender_device": .string(state.deviceID),
                "keys": ["ed25519": .string(account.ed25519Key.base64)],
                "recipient": .string(device.userID),
                "recipient_keys": ["ed25519": .string(device.signingKey.base64)],
                "content": [
                    "algorithm": .string(OlmAccount.algorithms[1]), "room_id": .string(roomID),
                    "session_id": .string(outbound.session.sessionID), "session_key": .string(sessionKey),
                ],
            ]
            let message = session.encrypt(try JSONEncoder().encode(payload))
            sessions[device.identityKey.base64] = session
            messages[device.userID, default: [:]][device.deviceID] = [
                "algorithm": .string(OlmAccount.algorithms[0]),
                "sender_key": .string(account.curve25519Key.base64),
                "ciphertext": [
                    device.identityKey.base64: [
                        "type": .int(Int64(message.type)), "body": .string(message.body),
                    ]
                ],
            ]
            outbound.sharedWith.insert(
                OutboundRoomSession.recipient(user: device.userID, device: device.deviceID))
        }
        // The Olm ratchets are saved before their messages leave, as the Megolm index is.
        let used = sessions
        try await store.write { tx in
            for (key, session) in used { try state.save(session, senderKey: key, at: date, in: tx) }
        }
        guard !messages.isEmpty else { return }
        try await client.sendToDevice(
            eventType: EventType.encrypted, txnID: "tbkey-\(UUID().uuidString)", messages: messages)
        logger.debug(
            "Shared the room key of \(roomID) with \(messages.values.map(\.count).reduce(0, +)) devices")
    }

    /// The devices of `users` as `/keys/query` gives them, each checked against its own
    /// signature; the lists are kept in the store.
    private func devices(of users: [String]) async throws -> [RecipientDevice] {
        let answer = try await client.queryKeys(userIDs: users)
        var devices: [RecipientDevice] = []
        var kept: [String: [String: Data]] = [:]
        for user in users {
            var theirs: [String: Data] = [:]
            for (deviceID, json) in answer["device_keys"]?[user]?.objectValue ?? [:] {
                guard let device = RecipientDevice(json, userID: user, deviceID: deviceID) else { continue }
                devices.append(device)
                theirs[deviceID] = (try? JSONEncoder().encode(json)) ?? Data()
            }
            kept[user] = theirs
        }
        let lists = kept
        try await store.write { tx in
            for (user, devices) in lists {
                try tx.matrixCrypto.replaceDevices(userID: user, devices: devices)
            }
        }
        return devices.sorted { ($0.userID, $0.deviceID) < ($1.userID, $1.deviceID) }
    }

    /// An Olm session with each device, by its identity key: the one kept, or a new one on a
    /// one-time key claimed for it. A device whose key cannot be had is left out.
    private func olmSessions(for devices: [RecipientDevice], account: OlmAccount) async throws
        -> [String: OlmSession]
    {
        let state = state
        var sessions = try await store.read { tx in
            var found: [String: OlmSession] = [:]
            for device in devices {
                let key = device.identityKey.base64
                if let session = try state.olmSessions(senderKey: key, in: tx).first { found[key] = session }
            }
            return found
        }
        let missing = devices.filter { sessions[$0.identityKey.base64] == nil }
        guard !missing.isEmpty else { return sessions }
        var wanted: [String: [String: String]] = [:]
        for device in missing {
            wanted[device.userID, default: [:]][device.deviceID] = DeviceKeys.oneTimeKeyAlgorithm
        }
        let claimed = try await client.claimKeys(wanted)
        for device in missing {
            guard
                let json = claimed["one_time_keys"]?[device.userID]?[device.deviceID]?.objectValue?.values
                    .first,
                let oneTimeKey = device.oneTimeKey(json)
            else {
                logger.warning(
                    "No one-time key of \(device.userID)'s device \(device.deviceID): it cannot read the bot")
                continue
            }
            sessions[device.identityKey.base64] = account.createOutboundSession(
                identityKey: device.identityKey, oneTimeKey: oneTimeKey)
        }
        return sessions
    }

    private func kept(roomID: String) async throws -> OutboundRoomSession? {
        let key = state.key
        return try await store.read { tx in
            try tx.matrixCrypto.outboundGroupSession(roomID: roomID).map {
                try JSONDecoder().decode(OutboundRoomSession.self, from: key.open($0.state))
            }
        }
    }

    private func save(_ outbound: OutboundRoomSession, roomID: String) async throws {
        let sealed = try state.key.seal(try JSONEncoder().encode(outbound))
        let row = MatrixOutboundGroupSessionState(
            roomID: roomID, sessionID: outbound.session.sessionID, state: sealed,
            messageIndex: Int64(outbound.session.messageIndex), createdAt: outbound.createdAt)
        try await store.write { tx in try tx.matrixCrypto.saveOutboundGroupSession(row) }
    }
}

/// Why an event for an encrypted room cannot be sent.
enum RoomEncryptorError: Error, CustomStringConvertible {
    /// The device has no account: its keys were never made.
    case noAccount

    var description: String { "the bot's Matrix device has no encryption keys" }
}
