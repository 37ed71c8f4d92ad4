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

/// Room events whose key has not arrived: kept with the batch, asked for once per session,
/// opened when the key comes (as `m.room_key` or a forwarded key the bot asked for), and given
/// up after the wait or when the key is withheld. Another device is played with MatrixCrypto.
@Suite struct UndecryptedEventsTests {
    let bot = "@bot:hs"
    let ann = "@ann:hs"
    let room = "!room:hs"
    let start = Date(timeIntervalSince1970: 1_800_000_000)

    /// The bot's kept state and ann's device, which encrypts to it and to the room.
    struct Scene {
        let decryption: SyncDecryption
        let store: any Store
        let botAccount: OlmAccount
        let annDevice: OlmAccount
        var olm: OlmSession
        var megolm = MegolmOutboundSession()
        /// The room key from index 0, taken before any message moved the session on.
        let firstSessionKey: MegolmSessionKey

        init(
            decryption: SyncDecryption, store: any Store, botAccount: OlmAccount, annDevice: OlmAccount,
            olm: OlmSession
        ) {
            self.decryption = decryption
            self.store = store
            self.botAccount = botAccount
            self.annDevice = annDevice
            self.olm = olm
            firstSessionKey = megolm.sessionKey
        }
    }

    private func scene(_ directory: TemporaryDirectory) async throws -> Scene {
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
        return Scene(
            decryption: SyncDecryption(
                store: store, state: state, logger: Logger(label: "UndecryptedEventsTests"),
                keyWait: .seconds(120)),
            store: store, botAccount: account, annDevice: annDevice,
            olm: annDevice.createOutboundSession(identityKey: account.curve25519Key, oneTimeKey: oneTimeKey))
    }

    /// `body` in the room, encrypted with the scene's Megolm session, as event `id`.
    private func message(_ body: String, id: String, at time: Int64, _ scene: inout Scene) throws
        -> ClientEvent
    {
        let payload: JSONValue = [
            "type": "m.room.message", "room_id": .string(room),
            "content": ["msgtype": "m.text", "body": .string(body)],
        ]
        return ClientEvent(
            type: "m.room.encrypted", eventID: id, sender: ann, originServerTS: time,
            content: [
                "algorithm": "m.megolm.v1.aes-sha2",
                "sender_key": .string(scene.annDevice.curve25519Key.base64),
                "session_id": .string(scene.megolm.sessionID), "device_id": "ANN",
                "ciphertext": .string(scene.megolm.encrypt(try JSONEncoder().encode(payload)).base64),
            ])
    }

    /// The scene's room key (index 0) sent by `sender` over Olm, as `m.room_key` or forwarded.
    private func roomKey(
        _ scene: inout Scene, forwarded: Bool = false, sender: String? = nil,
        from key: MegolmSessionKey? = nil
    ) throws -> ToDeviceEvent {
        let sender = sender ?? ann
        let sessionKey = key ?? scene.firstSessionKey
        let content: JSONValue =
            forwarded
            ? [
                "algorithm": "m.megolm.v1.aes-sha2", "room_id": .string(room),
                "sender_key": .string(scene.annDevice.curve25519Key.base64),
                "session_id": .string(scene.megolm.sessionID),
                "session_key": .string(
                    try #require(MegolmInboundSession(sessionKey: sessionKey).export(at: 0)).base64
                ),
                "forwarding_curve25519_key_chain": [],
            ]
            : [
                "algorithm": "m.megolm.v1.aes-sha2", "room_id": .string(room),
                "session_id": .string(scene.megolm.sessionID),
                "session_key": .string(sessionKey.base64),
            ]
        let payload: JSONValue = [
            "type": .string(forwarded ? "m.forwarded_room_key" : "m.room_key"), "sender": .string(sender),
            "recipient": .string(bot),
            "recipient_keys": ["ed25519": .string(scene.botAccount.ed25519Key.base64)],
            "keys": ["ed25519": .string(scene.annDevice.ed25519Key.base64)], "content": content,
        ]
        let olmMessage = scene.olm.encrypt(try JSONEncoder().encode(payload))
        return ToDeviceEvent(
            type: "m.room.encrypted", sender: sender,
            content: [
                "algorithm": "m.olm.v1.curve25519-aes-sha2",
                "sender_key": .string(scene.annDevice.curve25519Key.base64),
                "ciphertext": [
                    scene.botAccount.curve25519Key.base64: [
                        "type": .int(Int64(olmMessage.type)), "body": .string(olmMessage.body),
                    ]
                ],
            ])
    }

    private func sync(_ events: [ClientEvent], toDevice: [ToDeviceEvent] = []) -> SyncResponse {
        var sync = SyncResponse(
            nextBatch: "s",
            rooms: Rooms(join: events.isEmpty ? [:] : [room: JoinedRoom(timeline: Timeline(events: events))]))
        sync.toDevice = toDevice
        return sync
    }

    @Test func anEventWithoutItsKeyIsKeptWithTheBatchAndItsSessionAskedForOnce() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var scene = try await scene(directory)
        let first = try message("!start", id: "$1", at: 1, &scene)
        let second = try message("!help", id: "$2", at: 2, &scene)
        let decrypted = try await scene.decryption.decrypt(sync([first, second]), at: start)
        #expect(
            decrypted.sync.rooms.join[room]?.timeline.events.map(\.type) == [
                "m.room.encrypted", "m.room.encrypted",
            ])
        // One request for the session, to ann's devices, naming the session.
        let request = try #require(decrypted.waits.requests.first)
        #expect(decrypted.waits.requests.count == 1)
        #expect(
            request.sender == ann && request.sessionID == scene.megolm.sessionID && request.roomID == room)
        #expect(request.senderKey == scene.annDevice.curve25519Key.base64)
        // Kept only by the batch's transaction.
        #expect(try await kept(scene.store) == [])
        try await scene.store.write { try decrypted.writes($0) }
        #expect(try await kept(scene.store) == ["$1", "$2"])
        // The same sync delivered again keeps nothing twice and asks no more.
        let again = try await scene.decryption.decrypt(sync([first, second]), at: start + 5)
        #expect(again.waits.requests.isEmpty)
        try await scene.store.write { try again.writes($0) }
        let rows = try await scene.store.read { try $0.matrixCrypto.undecryptedEvents() }
        #expect(rows.map(\.eventID) == ["$1", "$2"] && rows.allSatisfy { $0.requestID == request.requestID })
        #expect(rows.allSatisfy { $0.receivedAt == start })
    }

    @Test func theFirstSyncsHistoryWaitsForNoKey() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var scene = try await scene(directory)
        let old = try message("!start", id: "$old", at: 1, &scene)
        try await expectNeitherKeptNorAskedFor(old, isFirst: true, scene)
    }

    @Test func theBotsOwnEncryptedEchoesAreNeitherKeptNorAskedFor() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var scene = try await scene(directory)
        var echo = try message("✅ Done", id: "$echo", at: 1, &scene)
        echo.sender = bot
        try await expectNeitherKeptNorAskedFor(echo, scene)
    }

    @Test func theKeyArrivingLaterOpensTheKeptEventsInOrderOnce() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var scene = try await scene(directory)
        let first = try message("!start", id: "$1", at: 1, &scene)
        let second = try message("!help", id: "$2", at: 2, &scene)
        let waiting = try await scene.decryption.decrypt(sync([first, second]), at: start)
        try await scene.store.write { try waiting.writes($0) }
        let requestID = try #require(waiting.waits.requests.first?.requestID)

        // A later sync brings the key (and a new message of the same session).
        let third = try message("!todo", id: "$3", at: 3, &scene)
        let key = try roomKey(&scene)
        let opened = try await scene.decryption.decrypt(sync([third], toDevice: [key]), at: start + 30)
        let events = try #require(opened.sync.rooms.join[room]?.timeline.events)
        #expect(events.map(\.eventID) == ["$1", "$2", "$3"])
        #expect(events.map { $0.message?.body } == ["!start", "!help", "!todo"])
        #expect(opened.waits.cancellations.map(\.requestID) == [requestID])
        try await scene.store.write { try opened.writes($0) }
        #expect(try await kept(scene.store) == [])
        // The next sync has nothing more to open: each event is admitted once.
        let later = try await scene.decryption.decrypt(sync([]), at: start + 60)
        #expect(later.sync.rooms.join[room] == nil && later.waits.cancellations.isEmpty)
    }

    @Test func aKeySharedFromALaterIndexLeavesTheEventWaiting() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var scene = try await scene(directory)
        let first = try message("!start", id: "$1", at: 1, &scene)
        let waiting = try await scene.decryption.decrypt(sync([first]), at: start)
        try await scene.store.write { try waiting.writes($0) }
        // A late share of the session as it is now, after the first message: it cannot open it.
        let current = scene.megolm.sessionKey
        let late = try roomKey(&scene, from: current)
        let second = try message("!help", id: "$2", at: 2, &scene)
        let shared = try await scene.decryption.decrypt(sync([second], toDevice: [late]), at: start + 10)
        #expect(shared.sync.rooms.join[room]?.timeline.events.map { $0.message?.body } == ["!help"])
        #expect(shared.waits.cancellations.isEmpty)
        try await scene.store.write { try shared.writes($0) }
        #expect(try await kept(scene.store) == ["$1"])
        // The key from the first index, forwarded, opens it.
        let forwarded = try roomKey(&scene, forwarded: true)
        let opened = try await scene.decryption.decrypt(sync([], toDevice: [forwarded]), at: start + 20)
        #expect(opened.sync.rooms.join[room]?.timeline.events.map { $0.message?.body } == ["!start"])
        #expect(opened.waits.cancellations.count == 1)
    }

    @Test func aForwardedKeyIsTakenOnlyFromTheSenderForASessionAskedFor() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var scene = try await scene(directory)
        // Not asked for: nothing waits for the session, so the forwarded key is not kept.
        let unasked = try roomKey(&scene, forwarded: true)
        let ignored = try await scene.decryption.decrypt(sync([], toDevice: [unasked]), at: start)
        try await scene.store.write { try ignored.writes($0) }
        let first = try message("!start", id: "$1", at: 1, &scene)
        let waiting = try await scene.decryption.decrypt(sync([first]), at: start + 1)
        #expect(waiting.sync.rooms.join[room]?.timeline.events.first?.type == "m.room.encrypted")
        try await scene.store.write { try waiting.writes($0) }
        // Asked for, but forwarded by someone else: refused.
        let stranger = try roomKey(&scene, forwarded: true, sender: "@mallory:hs")
        let refused = try await scene.decryption.decrypt(sync([], toDevice: [stranger]), at: start + 2)
        #expect(refused.sync.rooms.join[room] == nil)
        try await scene.store.write { try refused.writes($0) }
        // Forwarded by the sender's own device: opened.
        let forwarded = try roomKey(&scene, forwarded: true)
        let opened = try await scene.decryption.decrypt(sync([], toDevice: [forwarded]), at: start + 3)
        #expect(opened.sync.rooms.join[room]?.timeline.events.map { $0.message?.body } == ["!start"])
    }

    @Test func aSendersEventsAreGivenUpTogetherAfterTheWait() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var scene = try await scene(directory)
        let clock = ManualClock(start)
        let burst = try (1...3).map { try message("!check \($0)", id: "$\($0)", at: Int64($0), &scene) }
        let kept = try await scene.decryption.decrypt(sync(burst), at: clock.now())
        try await scene.store.write { try kept.writes($0) }
        clock.advance(by: 60)
        let late = try message("!help", id: "$4", at: 4, &scene)
        let more = try await scene.decryption.decrypt(sync([late]), at: clock.now())
        try await scene.store.write { try more.writes($0) }
        clock.advance(by: 59)
        let waiting = try await scene.decryption.decrypt(sync([]), at: clock.now())
        #expect(waiting.waits.givenUp.isEmpty)
        clock.advance(by: 1)
        // Two minutes after the first: all four go, with one notice for ann in the room.
        let given = try await scene.decryption.decrypt(sync([]), at: clock.now())
        #expect(given.waits.givenUp.map(\.eventID) == ["$1"])
        #expect(given.waits.givenUp.map(\.sender) == [ann])
        try await scene.store.write { try given.writes($0) }
        #expect(try await self.kept(scene.store) == [])
        let after = try await scene.decryption.decrypt(sync([]), at: clock.now() + 600)
        #expect(after.waits.givenUp.isEmpty)
    }

    @Test func aWithheldKeyGivesUpAtOnce() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var scene = try await scene(directory)
        let first = try message("!start", id: "$1", at: 1, &scene)
        let waiting = try await scene.decryption.decrypt(sync([first]), at: start)
        try await scene.store.write { try waiting.writes($0) }
        let withheld = ToDeviceEvent(
            type: "m.room_key.withheld", sender: ann,
            content: [
                "algorithm": "m.megolm.v1.aes-sha2", "room_id": .string(room),
                "session_id": .string(scene.megolm.sessionID),
                "sender_key": .string(scene.annDevice.curve25519Key.base64), "code": "m.unauthorised",
            ])
        let given = try await scene.decryption.decrypt(sync([], toDevice: [withheld]), at: start + 1)
        #expect(given.waits.givenUp.map(\.eventID) == ["$1"])
        try await scene.store.write { try given.writes($0) }
        #expect(try await kept(scene.store) == [])
    }

    /// Decrypts a sync of `event` whose key never came, and expects no key asked for and
    /// nothing kept once its writes are committed.
    private func expectNeitherKeptNorAskedFor(
        _ event: ClientEvent, isFirst: Bool = false, _ scene: Scene,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let decrypted = try await scene.decryption.decrypt(sync([event]), at: start, isFirst: isFirst)
        #expect(decrypted.waits.requests.isEmpty, sourceLocation: sourceLocation)
        try await scene.store.write { try decrypted.writes($0) }
        #expect(try await kept(scene.store) == [], sourceLocation: sourceLocation)
    }

    private func kept(_ store: any Store) async throws -> [String] {
        try await store.read { try $0.matrixCrypto.undecryptedEvents() }.map(\.eventID)
    }
}
