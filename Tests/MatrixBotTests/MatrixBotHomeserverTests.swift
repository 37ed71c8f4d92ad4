import Delivery
import Foundation
import HTTPClient
import Logging
import Matrix
import MatrixBot
import MatrixTestSupport
import PostgresStore
import SQLiteStore
import TestSupport
import TestWaiting
import Testing
import TrackerCommands
import TrackerCore
import TrackerStore

/// The bot on a real Synapse (see `/work/shared/matrix/README.md`), talking to alice; skipped
/// unless the homeserver's settings are in the environment.
@Suite(
    .enabled(if: HomeserverEnvironment.isAvailable, HomeserverEnvironment.skipReason), .serialized,
    .timeLimit(.minutes(2)))
struct MatrixBotHomeserverTests {
    let logger = Logger(label: "MatrixBotHomeserverTests")

    /// The bot running on its own database until `body` returns or throws; stopped, its end
    /// awaited, before this returns, so the next bot never starts beside it.
    func withBot(
        _ environment: HomeserverEnvironment, database: TrackerDatabase, timelineLimit: Int = 500,
        clock: any TrackerCore.Clock = SystemClock(), doorbell: Doorbell = Doorbell(),
        drawPicture: (@Sendable (Picture) async throws -> Data)? = nil, _ body: () async throws -> Void
    ) async throws {
        // On PostgreSQL, the database standing in for the file (the scene's own, kept open).
        let postgres = StoreKind.forHarnesses == .postgres ? try HarnessDatabases.acquire(database.path) : nil
        defer { if postgres != nil { HarnessDatabases.release(database.path) } }
        let service = MatrixBotService(
            configuration: MatrixBotConfiguration(
                homeserverURL: environment.homeserverURL, userID: environment.botUser,
                accessToken: environment.botToken, pollTimeout: .seconds(2), timelineLimit: timelineLimit,
                drawPicture: drawPicture),
            dispatcher: Dispatcher(
                store: postgres?.store ?? database.store, clock: clock,
                files: UserFiles(beside: database.path),
                logger: logger), doorbell: doorbell,
            logger: logger)
        try await service.whileRunning(body)
    }

    /// The bot's messages in `roomID` that alice has seen, oldest first.
    private func notices(_ sync: SyncFollower, in roomID: String, from bot: String) -> [ClientEvent] {
        (sync.timelines[roomID] ?? []).filter { $0.sender == bot && $0.message != nil }
    }

    @Test func aDirectChatAnswersCommandsAndReactionsPressChoices() async throws {
        try await HomeserverScene.with(logger: logger) { scene in
            try await aDirectChatAnswersCommandsAndReactionsPressChoices(scene)
        }
    }

    private func aDirectChatAnswersCommandsAndReactionsPressChoices(_ scene: HomeserverScene) async throws {
        let (environment, database) = (scene.environment, scene.database)
        let (alice, aliceSync, bot) = (scene.alice, scene.aliceSync, scene.bot)

        try await withBot(environment, database: database) {
            let roomID = try await alice.createRoom(
                CreateRoomOptions(invite: [bot], isDirect: true, preset: "trusted_private_chat"))
            // Invited to a direct chat, the bot joins and says hello.
            try await aliceSync.waitUntil { sync in
                notices(sync, in: roomID, from: bot).contains { $0.message?.body.hasPrefix("👋 Hi") == true }
            }
            func say(_ text: String, _ id: String) async throws {
                _ = try await alice.sendMessage(
                    roomID: roomID, txnID: "\(id)-\(UUID().uuidString)",
                    content: MessageContent(msgtype: .text, body: text))
            }
            try await say("!todo add Buy milk\nCall mom", "add")
            try await aliceSync.waitUntil { sync in
                notices(sync, in: roomID, from: bot).contains {
                    $0.message?.body.hasPrefix("📝 Added") == true
                }
            }
            try await say("/todos", "list")
            try await aliceSync.waitUntil { sync in
                notices(sync, in: roomID, from: bot).contains {
                    $0.message?.body.hasPrefix("Your to-dos") == true
                }
            }
            let list = try #require(
                notices(aliceSync, in: roomID, from: bot).last {
                    $0.message?.body.hasPrefix("Your to-dos") == true
                })
            // Commands are written the way Element leaves them alone.
            let welcome = notices(aliceSync, in: roomID, from: bot).first?.message?.body ?? ""
            #expect(welcome.contains("!goal add Run a marathon") && !welcome.contains("/goal"))
            // The reply answers alice's command as a Matrix reply.
            let command = (aliceSync.timelines[roomID] ?? []).last { $0.message?.body == "/todos" }
            #expect(command != nil && list.message?.relatesTo?.repliedToEventID == command?.eventID)
            // The list names its choices, and the bot offers them as reactions on its own message.
            #expect(list.message?.body.hasSuffix("1️⃣ ✅\n2️⃣ ✅") == true)
            try await aliceSync.waitUntil { sync in
                (sync.timelines[roomID] ?? []).contains {
                    $0.sender == bot && $0.reaction?.eventID == list.eventID && $0.reaction?.key == "2️⃣"
                }
            }
            func edited(_ sync: SyncFollower, contains text: String) -> Bool {
                (sync.timelines[roomID] ?? []).contains {
                    $0.sender == bot && $0.message?.relatesTo?.isReplacement == true
                        && $0.message?.relatesTo?.eventID == list.eventID
                        && $0.message?.newContent?.body.contains(text) == true
                }
            }
            // Alice's reaction presses the first choice, and the press edits the list in place.
            _ = try await alice.react(
                roomID: roomID, txnID: "press-\(UUID().uuidString)", to: list.eventID, key: "1️⃣")
            try await aliceSync.waitUntil { edited($0, contains: "1 open, 1 done.") }
            // Typing the number on a choice's key presses it too: the one left is to-do 2.
            try await say("2", "number")
            try await aliceSync.waitUntil { edited($0, contains: "0 open, 2 done.") }
        }
        let todos = try await scene.todos(of: environment.aliceUser)
        #expect(todos.map(\.text) == ["Buy milk", "Call mom"])
        #expect(todos.allSatisfy { $0.doneAt != nil })
    }

    /// A state event or kick that the client has no call for: alice's side of the tests only.
    private func put(
        _ path: String, _ body: String, method: HTTPMethod = .put, token: String,
        on environment: HomeserverEnvironment,
        http: HTTPClient
    ) async throws {
        let response = try await http.send(
            HTTPRequest(
                method: method, url: environment.homeserverURL + "/_matrix/client/v3" + path,
                headers: ["Authorization": "Bearer \(token)"], body: .json(Data(body.utf8))))
        #expect((200..<300).contains(response.status), "\(path): \(response.status)")
    }

    @Test func aKickedBotWritesThereNoMore() async throws {
        try await HomeserverScene.with(logger: logger) { scene in
            try await aKickedBotWritesThereNoMore(scene)
        }
    }

    private func aKickedBotWritesThereNoMore(_ scene: HomeserverScene) async throws {
        let (environment, database, http) = (scene.environment, scene.database, scene.http)
        let (alice, aliceSync, bot) = (scene.alice, scene.aliceSync, scene.bot)

        var roomID = ""
        var before = 0
        try await withBot(environment, database: database) {
            roomID = try await alice.createRoom(CreateRoomOptions(invite: [bot]))
            let encoded = roomID.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? roomID
            try await aliceSync.waitUntil { sync in !notices(sync, in: roomID, from: bot).isEmpty }
            before = notices(aliceSync, in: roomID, from: bot).count
            // Kicked, the bot marks the room as one it can no longer write to.
            try await put(
                "/rooms/\(encoded)/kick", #"{"user_id":"\#(bot)"}"#, method: .post,
                token: environment.aliceToken,
                on: environment, http: http)
            let chat = ChatAddress(platform: "matrix", id: roomID)
            var patience = Patience(.seconds(20))
            while try await scene.store.read({ tx in try tx.chats.isActive(chat) }) {
                guard !patience.isExhausted else { throw SyncFollower.TimedOut() }
                try await patience.pause(for: .milliseconds(100))
            }
        }
        #expect(notices(aliceSync, in: roomID, from: bot).count == before)
    }
}
