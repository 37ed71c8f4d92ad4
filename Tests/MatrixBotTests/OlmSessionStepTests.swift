import Foundation
import HTTPClient
import Logging
import Matrix
import MatrixCrypto
import SQLiteStore
import TestSupport
import Testing
import TrackerStore

@testable import MatrixBot

/// An Olm session both read by the intake and used by the bot's sends: a sync's decryption reads
/// it before its batch commits, and an answer encrypted meanwhile steps it. The batch must not
/// write the state it read over the step, or the next message would reuse a chain index.
struct OlmSessionStepTests {
    let bot = "@bot:hs"
    let ann = "@ann:hs"

    /// A to-device Olm message from ann's device to the bot's, carrying a room key.
    private func toDevice(_ session: inout OlmSession, from ann: OlmAccount, to account: OlmAccount) throws
        -> ToDeviceEvent
    {
        let payload: JSONValue = [
            "type": "m.room_key", "sender": .string(self.ann), "recipient": .string(bot),
            "recipient_keys": ["ed25519": .string(account.ed25519Key.base64)],
            "keys": ["ed25519": .string(ann.ed25519Key.base64)],
            "content": [
                "algorithm": "m.megolm.v1.aes-sha2", "room_id": "!room:hs",
                "session_id": .string(MegolmOutboundSession().sessionID),
                "session_key": .string(MegolmOutboundSession().sessionKey.base64),
            ],
        ]
        let message = session.encrypt(try JSONEncoder().encode(payload))
        return ToDeviceEvent(
            type: "m.room.encrypted", sender: self.ann,
            content: [
                "algorithm": "m.olm.v1.curve25519-aes-sha2", "sender_key": .string(ann.curve25519Key.base64),
                "ciphertext": [
                    account.curve25519Key.base64: [
                        "type": .int(Int64(message.type)), "body": .string(message.body),
                    ]
                ],
            ])
    }

    @Test func aBatchDoesNotWriteTheSessionItReadOverAStepTheBotsSendsTookMeanwhile() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = try TrackerDatabase(path: directory.file("bot.sqlite")).store
        let state = CryptoState(
            key: try CryptoStateKey(bytes: Data(repeating: 7, count: 32)), userID: bot, deviceID: "BOT")
        var account = OlmAccount()
        account.generateOneTimeKeys(1)
        let botAccount = account
        try await store.write { tx in try state.save(botAccount, in: tx) }
        let annDevice = OlmAccount()
        var annSession = annDevice.createOutboundSession(
            identityKey: account.curve25519Key,
            oneTimeKey: try #require(account.unpublishedOneTimeKeys.values.first))
        let annKey = annDevice.curve25519Key.base64
        let decryption = SyncDecryption(
            store: store, state: state, logger: Logger(label: "OlmSessionStepTests"))
        let now = Date(timeIntervalSince1970: 1_800_000_000)

        // The first message makes the session; it is kept with its batch.
        var first = SyncResponse(nextBatch: "s1")
        first.toDevice = [try toDevice(&annSession, from: annDevice, to: account)]
        try await store.write(try await decryption.decrypt(first, at: now).writes)
        // The second is read with the kept session, and waits for its batch's transaction...
        var second = SyncResponse(nextBatch: "s2")
        second.toDevice = [try toDevice(&annSession, from: annDevice, to: account)]
        let writes = try await decryption.decrypt(second, at: now).writes
        // ...while an answer is encrypted with that session, which is kept stepped.
        var sending = try #require(
            try await store.read { try state.olmSessions(senderKey: annKey, in: $0).first })
        let answer = sending.encrypt(Data("room key for ann".utf8))
        let stepped = sending
        try await store.write { tx in try state.save(stepped, senderKey: annKey, at: now, in: tx) }
        try await store.write(writes)

        let kept = try #require(
            try await store.read { try state.olmSessions(senderKey: annKey, in: $0).first })
        #expect(kept.serialized() == stepped.serialized())
        // Ann's device reads the answer, and the next one from the kept session too: no chain
        // index came twice.
        var next = kept
        let later = next.encrypt(Data("the next one".utf8))
        #expect(try annSession.decrypt(answer) == Array("room key for ann".utf8))
        #expect(try annSession.decrypt(later) == Array("the next one".utf8))
    }
}
