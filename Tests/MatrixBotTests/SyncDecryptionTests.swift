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

/// A sync's encrypted events opened with the kept state: another device (played here with
/// MatrixCrypto) shares a room key over Olm and sends a command with Megolm.
@Suite struct SyncDecryptionTests {
    let bot = "@bot:hs"
    let ann = "@ann:hs"
    let room = "!room:hs"

    /// The bot's state, its account kept with one-time keys, and a sync in which ann's device
    /// sends it a room key and `body` in the room.
    private func scene(_ directory: TemporaryDirectory, body: String) async throws -> (
        decryption: SyncDecryption, store: any Store, sync: SyncResponse
    ) {
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        let store = database.store
        let state = CryptoState(
            key: try CryptoStateKey(bytes: Data(repeating: 7, count: 32)), userID: bot, deviceID: "BOT")
        var account = OlmAccount()
        account.generateOneTimeKeys(2)
        let botAccount = account
        try await store.write { tx in try state.save(botAccount, in: tx) }

        let annDevice = OlmAccount()
        let oneTimeKey = try #require(account.unpublishedOneTimeKeys.values.first)
        var olm = annDevice.createOutboundSession(identityKey: account.curve25519Key, oneTimeKey: oneTimeKey)
        var megolm = MegolmOutboundSession()
        let roomKey: JSONValue = [
            "type": "m.room_key", "sender": .string(ann), "recipient": .string(bot),
            "recipient_keys": ["ed25519": .string(account.ed25519Key.base64)],
            "keys": ["ed25519": .string(annDevice.ed25519Key.base64)],
            "content": [
                "algorithm": "m.megolm.v1.aes-sha2", "room_id": .string(room),
                "session_id": .string(megolm.sessionID), "session_key": .string(megolm.sessionKey.base64),
            ],
        ]
        let olmMessage = olm.encrypt(try JSONEncoder().encode(roomKey))
        let toDevice = ToDeviceEvent(
            type: "m.room.encrypted", sender: ann,
            content: [
                "algorithm": "m.olm.v1.curve25519-aes-sha2",
                "sender_key": .string(annDevice.curve25519Key.base64),
                "ciphertext": [
                    account.curve25519Key.base64: [
                        "type": .int(Int64(olmMessage.type)), "body": .string(olmMessage.body),
                    ]
                ],
            ])
        let payload: JSONValue = [
            "type": "m.room.message", "room_id": .string(room),
            "content": ["msgtype": "m.text", "body": .string(body)],
        ]
        let encrypted = ClientEvent(
            type: "m.room.encrypted", eventID: "$command", sender: ann, originServerTS: 1,
            content: [
                "algorithm": "m.megolm.v1.aes-sha2", "sender_key": .string(annDevice.curve25519Key.base64),
                "session_id": .string(megolm.sessionID), "device_id": "ANN",
                "ciphertext": .string(megolm.encrypt(try JSONEncoder().encode(payload)).base64),
            ])
        var sync = SyncResponse(
            nextBatch: "s2", rooms: Rooms(join: [room: JoinedRoom(timeline: Timeline(events: [encrypted]))]))
        sync.toDevice = [toDevice]
        let decryption = SyncDecryption(
            store: store, state: state, logger: Logger(label: "SyncDecryptionTests"))
        return (decryption, store, sync)
    }

    @Test func aRoomKeyOverOlmOpensTheRoomsCommandAndIsKeptWithTheBatch() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let (decryption, store, sync) = try await scene(directory, body: "!start")
        let decrypted = try await decryption.decrypt(sync, at: Date(timeIntervalSince1970: 1_800_000_000))
        let (opened, writes) = (decrypted.sync, decrypted.writes)
        let event = try #require(opened.rooms.join[room]?.timeline.events.first)
        #expect(event.type == "m.room.message" && event.eventID == "$command" && event.sender == ann)
        #expect(event.message?.body == "!start")
        // Nothing is kept until the batch's transaction runs the writes.
        let annKey = try #require(sync.toDevice.first?.content["sender_key"]?.stringValue)
        #expect(try await store.read { try $0.matrixCrypto.olmSessions(senderKey: annKey) }.isEmpty)
        try await store.write { tx in try writes(tx) }
        #expect(try await store.read { try $0.matrixCrypto.olmSessions(senderKey: annKey) }.count == 1)
        // Then the room key is kept: the same command decrypts from the store alone, while the
        // to-device message, whose one-time key is used up, is not read twice.
        var later = sync
        later.toDevice = []
        let again = try await decryption.decrypt(later, at: Date(timeIntervalSince1970: 1_800_000_060)).sync
        #expect(again.rooms.join[room]?.timeline.events.first?.message?.body == "!start")
    }

    @Test func withoutItsRoomKeyAnEventStaysEncrypted() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let made = try await scene(directory, body: "!start")
        var sync = made.sync
        sync.toDevice = []
        let opened = try await made.decryption.decrypt(sync, at: Date(timeIntervalSince1970: 1_800_000_000))
            .sync
        #expect(opened.rooms.join[room]?.timeline.events.first?.type == "m.room.encrypted")
    }

    /// The same Megolm ciphertext under another event id: the spec's replay.
    private func replayed(_ sync: SyncResponse, as eventID: String) throws -> ClientEvent {
        var event = try #require(sync.rooms.join[room]?.timeline.events.first)
        event.eventID = eventID
        event.originServerTS = 2
        return event
    }

    @Test func aMessageIndexReadInOneEventIsNotReadAgainInAnother() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let (decryption, store, sync) = try await scene(directory, body: "!habit add Read")
        // In the same batch: the first event opens, its replay stays encrypted.
        var both = sync
        both.rooms.join[room]?.timeline.events.append(try replayed(sync, as: "$replay"))
        let decrypted = try await decryption.decrypt(both, at: Date(timeIntervalSince1970: 1_800_000_000))
        let (opened, writes) = (decrypted.sync, decrypted.writes)
        let events = try #require(opened.rooms.join[room]?.timeline.events)
        #expect(events.map(\.type) == ["m.room.message", "m.room.encrypted"])
        try await store.write { tx in try writes(tx) }

        // In a later batch: the index is kept with the session, so the replay stays encrypted,
        // while the first event delivered again (a sync repeated after a crash) still opens.
        let original = try #require(sync.rooms.join[room]?.timeline.events.first)
        var later = SyncResponse(nextBatch: "s3")
        later.rooms.join[room] = JoinedRoom(
            timeline: Timeline(events: [try replayed(sync, as: "$other"), original]))
        let again = try await decryption.decrypt(later, at: Date(timeIntervalSince1970: 1_800_000_060)).sync
        let types = again.rooms.join[room]?.timeline.events.map(\.type)
        #expect(types == ["m.room.encrypted", "m.room.message"])
    }
}
