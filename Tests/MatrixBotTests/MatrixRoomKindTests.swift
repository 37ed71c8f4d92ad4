import Foundation
import Matrix
import MatrixTestSupport
import SQLiteStore
import Testing
import TrackerCore

/// How the bot judges rooms on the homeserver: a group is greeted once its first member joins
/// and stays a group at two members; a room of the bot and one person is a private chat,
/// flagged direct or not. Part of the homeserver suite, whose tests take turns.
extension MatrixBotHomeserverTests {
    @Test func aGroupIsGreetedWhenItsFirstMemberJoinsAndStaysAGroupAtTwo() async throws {
        try await HomeserverScene.with(logger: logger) { scene in
            try await aGroupIsGreetedWhenItsFirstMemberJoins(scene)
        }
    }

    private func aGroupIsGreetedWhenItsFirstMemberJoins(_ scene: HomeserverScene) async throws {
        let bot = scene.bot
        let gina = try await Person.register("gina", in: scene)
        let hank = try await Person.register("hank", in: scene)
        let roomID = try await gina.client.createRoom(CreateRoomOptions(invite: [hank.userID, bot]))
        func greetings() -> [ClientEvent] {
            gina.messages(from: bot, in: roomID).filter { $0.message?.body.hasPrefix("👋") == true }
        }
        try await withBot(scene.environment, database: scene.database) {
            // The bot is in, hank only invited: the bot answers, and greets no one yet.
            try await gina.sync.waitUntil { sync in
                (sync.timelines[roomID] ?? []).contains {
                    $0.stateKey == bot && $0.member?.membership == .join
                }
            }
            let help = try await gina.ask("!help", in: roomID, bot: bot)
            #expect(greetings().isEmpty)
            _ = try await hank.client.join(roomID: roomID)
            try await gina.sync.waitUntil { _ in !greetings().isEmpty }
            let timeline = gina.sync.timelines[roomID] ?? []
            let hankJoined = try #require(
                timeline.firstIndex { $0.stateKey == hank.userID && $0.member?.membership == .join })
            let greeted = try #require(timeline.firstIndex { $0.eventID == greetings().first?.eventID })
            #expect(hankJoined < greeted)
            #expect(greetings().first?.message?.body.hasPrefix("👋 Hi everyone") == true)
            #expect(help.message?.body.hasPrefix("👋") == false)
            _ = try await gina.ask("!challenge Read for 21 days", in: roomID, bot: bot)
            _ = try await hank.ask("!join", in: roomID, bot: bot)
            let hankName = String(hank.userID.dropFirst().prefix { $0 != ":" })
            let before = try await gina.ask("!board", in: roomID, bot: bot)
            #expect(before.message?.body.contains(hankName) == true)
            // Down to two members, the room is still a group: nothing personal is shown there.
            // Hank, who left, leaves its challenge and its board.
            try await hank.client.leave(roomID: roomID)
            try await gina.sync.waitUntil { sync in
                (sync.timelines[roomID] ?? []).contains {
                    $0.stateKey == hank.userID && $0.member?.membership == .leave
                }
            }
            let habits = try await gina.ask("!habits", in: roomID, bot: bot)
            #expect(habits.message?.body.hasPrefix("🔒 I keep your goals, habits and to-dos private") == true)
            let board = try await gina.ask("!board", in: roomID, bot: bot)
            #expect(board.message?.body.contains(hankName) == false)
            #expect(board.message?.body.contains("gina") == true)
        }
        #expect(greetings().count == 1)
    }

    @Test func aTwoPersonRoomNotFlaggedDirectIsAPrivateChatWithItsWelcome() async throws {
        try await HomeserverScene.with(logger: logger) { scene in
            try await aTwoPersonRoomNotFlaggedDirectIsAPrivateChat(scene)
        }
    }

    private func aTwoPersonRoomNotFlaggedDirectIsAPrivateChat(_ scene: HomeserverScene) async throws {
        let bot = scene.bot
        let ivy = try await Person.register("ivy", in: scene)
        try await withBot(scene.environment, database: scene.database) {
            let roomID = try await ivy.client.createRoom(CreateRoomOptions(invite: [bot]))
            try await ivy.sync.waitUntil { _ in !ivy.messages(from: bot, in: roomID).isEmpty }
            let welcome = try #require(ivy.messages(from: bot, in: roomID).first?.message?.body)
            #expect(welcome.hasPrefix("👋 Hi") && !welcome.hasPrefix("👋 Hi everyone"))
            let added = try await ivy.ask("!habit add Read", in: roomID, bot: bot)
            #expect(added.message?.body.contains("Read") == true)
            #expect(added.message?.body.hasPrefix("🔒") == false)
            _ = try await ivy.ask("!habits", in: roomID, bot: bot)
            #expect(
                ivy.messages(from: bot, in: roomID).filter { $0.message?.body.hasPrefix("👋") == true }.count
                    == 1)
        }
    }
}
