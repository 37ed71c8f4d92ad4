import Foundation
import Matrix
import MatrixTestSupport
import SQLiteStore
import Testing
import TrackerCore

/// A direct chat begun as Element begins one: the room is created with the bot invited and the
/// first message written at once, before the bot has joined. Part of the homeserver suite,
/// whose tests take turns.
extension MatrixBotHomeserverTests {
    @Test func theFirstMessageOfADirectChatWrittenBeforeTheBotJoinedIsAnsweredOnce() async throws {
        try await HomeserverScene.with(logger: logger) { scene in
            try await theFirstMessageOfADirectChatIsAnswered(scene)
        }
    }

    private func theFirstMessageOfADirectChatIsAnswered(_ scene: HomeserverScene) async throws {
        let bot = scene.bot
        let jack = try await Person.register("jack", in: scene)
        let roomID = try await jack.client.createRoom(
            CreateRoomOptions(invite: [bot], isDirect: true, preset: "trusted_private_chat"))
        // Said before the bot runs, so before it could join.
        try await jack.say("!todo add Buy milk", in: roomID)
        func added() -> [ClientEvent] {
            jack.messages(from: bot, in: roomID).filter { $0.message?.body.hasPrefix("📝 Added") == true }
        }
        try await withBot(scene.environment, database: scene.database) {
            try await jack.sync.waitUntil { _ in !added().isEmpty }
            let list = try await jack.ask("!todos", in: roomID, bot: bot)
            #expect(list.message?.body.contains("Buy milk") == true)
        }
        // Restarted on the same database, the bot answers nothing again.
        try await withBot(scene.environment, database: scene.database) {
            _ = try await jack.ask("!todos", in: roomID, bot: bot)
        }
        #expect(added().count == 1)
        let welcomes = jack.messages(from: bot, in: roomID).filter { $0.message?.body.hasPrefix("👋") == true }
        #expect(welcomes.count == 1)
        let todos = try await scene.todos(of: jack.userID)
        #expect(todos.map(\.text) == ["Buy milk"])
    }
}
