import Foundation
import Matrix
import MatrixBot
import MatrixCrypto
import SQLiteStore

extension FuzzTarget {
    /// Encrypted to-device and room events through the sync loop's decryption, with a fixed
    /// account and kept Megolm session. The first byte picks what the rest is: a whole `/sync`
    /// answer; an Olm message body for the bot's key (the next byte its type); a Megolm
    /// ciphertext of the kept session; or a plaintext that another device encrypts properly,
    /// once as an Olm to-device payload and once as a Megolm room payload, so that the payload
    /// checks run on arbitrary JSON (`$SESSION_ID`, `$SESSION_KEY`, `$BOT_ED25519` in it are
    /// replaced by the shared session's and the bot's values, so that seeds can be valid).
    static let encrypted = FuzzTarget("encrypted", "Matrix encrypted to-device and room event decryption") {
        data in
        guard let fixed = EncryptedFuzzState.shared, let sync = fixed.sync(for: data) else { return }
        _ = try? fixed.reader.read(sync)
    }
}

/// The encrypted target's database, in memory-backed /dev/shm where there is one.
private let encryptedDatabasePath =
    (FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory())
    + "/trackerbot-fuzz-encrypted-\(getpid()).sqlite"

/// The bot's device, another device with an Olm session to it, and Megolm sessions of that
/// device, made once per process; the store is a temporary SQLite file, removed at exit.
struct EncryptedFuzzState: Sendable {
    static let bot = "@bot:example.org"
    static let sender = "@ann:example.org"
    static let room = "!room:example.org"
    static let shared: EncryptedFuzzState? = try? EncryptedFuzzState()

    let reader: EncryptedSyncReader
    let botAccount: OlmAccount
    let senderAccount: OlmAccount
    /// A pre-key session from the sender's device to the bot's one-time key.
    let olm: OlmSession
    /// The session whose inbound side the bot keeps.
    let kept: MegolmOutboundSession
    /// The session whose key a seed can share over Olm.
    let shared: MegolmOutboundSession

    init() throws {
        atexit {
            for suffix in ["", "-wal", "-shm"] {
                try? FileManager.default.removeItem(atPath: encryptedDatabasePath + suffix)
            }
        }
        let database = try TrackerDatabase(path: encryptedDatabasePath)
        reader = EncryptedSyncReader(
            store: database.store, key: try CryptoStateKey(bytes: Data(repeating: 7, count: 32)),
            userID: Self.bot, deviceID: "BOT")
        var account = OlmAccount()
        account.generateOneTimeKeys(1)
        account.generateFallbackKey()
        botAccount = account
        senderAccount = OlmAccount()
        olm = senderAccount.createOutboundSession(
            identityKey: account.curve25519Key,
            oneTimeKey: account.unpublishedOneTimeKeys.values.first ?? account.curve25519Key)
        kept = MegolmOutboundSession()
        shared = MegolmOutboundSession()
        try reader.keep(account)
        try reader.keep(
            MegolmInboundSession(sessionKey: kept.sessionKey), roomID: Self.room,
            senderKey: senderAccount.curve25519Key.base64)
    }

    /// The sync the target decrypts for `data`; `nil` when there is none.
    func sync(for data: Data) -> SyncResponse? {
        guard let kind = data.first else { return nil }
        let payload = data.dropFirst()
        var sync = SyncResponse(nextBatch: "s1")
        switch kind % 4 {
        case 0:
            return try? JSONDecoder().decode(SyncResponse.self, from: payload)
        case 1:
            let type = Int64(payload.first ?? 0) % 3
            sync.toDevice = [toDevice(type: type, body: payload.dropFirst().text)]
        case 2:
            sync.rooms.join[Self.room] = room(sessionID: kept.sessionID, ciphertext: payload.text)
        default:
            let plaintext = Data(filledIn(payload.text).utf8)
            var olm = olm
            let message = olm.encrypt(plaintext)
            sync.toDevice = [toDevice(type: Int64(message.type), body: message.body)]
            var megolm = shared
            sync.rooms.join[Self.room] = room(
                sessionID: megolm.sessionID, ciphertext: megolm.encrypt(plaintext).base64)
        }
        return sync
    }

    /// `text` with the placeholders of the shared session and the bot's key filled in.
    func filledIn(_ text: String) -> String {
        text.replacingOccurrences(of: "$SESSION_ID", with: shared.sessionID)
            .replacingOccurrences(of: "$SESSION_KEY", with: shared.sessionKey.base64)
            .replacingOccurrences(of: "$BOT_ED25519", with: botAccount.ed25519Key.base64)
    }

    /// An Olm-encrypted to-device event from the sender's device to the bot's.
    func toDevice(type: Int64, body: String) -> ToDeviceEvent {
        ToDeviceEvent(
            type: EventType.encrypted, sender: Self.sender,
            content: [
                "algorithm": .string(OlmAccount.algorithms[0]),
                "sender_key": .string(senderAccount.curve25519Key.base64),
                "ciphertext": [botAccount.curve25519Key.base64: ["type": .int(type), "body": .string(body)]],
            ])
    }

    /// The room, its timeline one Megolm-encrypted event of the sender's device.
    func room(sessionID: String, ciphertext: String) -> JoinedRoom {
        let event = ClientEvent(
            type: EventType.encrypted, eventID: "$event", sender: Self.sender, originServerTS: 1,
            content: [
                "algorithm": .string(OlmAccount.algorithms[1]),
                "sender_key": .string(senderAccount.curve25519Key.base64),
                "session_id": .string(sessionID), "device_id": "ANN", "ciphertext": .string(ciphertext),
            ])
        return JoinedRoom(timeline: Timeline(events: [event]))
    }
}
