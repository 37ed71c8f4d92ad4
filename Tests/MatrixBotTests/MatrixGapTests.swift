import Foundation
import Matrix
import MatrixTestSupport
import SQLiteStore
import Testing
import TrackerCore

/// Commands sent while the bot was down, more than one sync holds: it fetches the rest from
/// the room's history. Part of the homeserver suite, whose tests take turns.
extension MatrixBotHomeserverTests {
    @Test func commandsBeyondASyncsTimelineAreFetchedAndAnswered() async throws {
        try await HomeserverScene.with(logger: logger) { scene in
            try await commandsBeyondASyncsTimelineAreFetchedAndAnswered(scene)
        }
    }

    private func commandsBeyondASyncsTimelineAreFetchedAndAnswered(_ scene: HomeserverScene) async throws {
        let (environment, alice, aliceSync, bot) = (
            scene.environment, scene.alice, scene.aliceSync, scene.bot
        )
        var roomID = ""
        func added() -> Int {
            (aliceSync.timelines[roomID] ?? []).filter {
                $0.sender == bot && $0.message?.body.hasPrefix("📝 Added") == true
            }.count
        }
        try await withBot(environment, database: scene.database, timelineLimit: 3) {
            roomID = try await alice.createRoom(CreateRoomOptions(invite: [bot], isDirect: true))
            try await aliceSync.waitUntil { _ in
                (aliceSync.timelines[roomID] ?? []).contains { $0.sender == bot && $0.message != nil }
            }
        }
        let count = 12
        for number in 1...count {
            _ = try await alice.sendMessage(
                roomID: roomID, txnID: UUID().uuidString,
                content: MessageContent(msgtype: .text, body: "!todo add item \(number)"))
        }
        // Back up, the bot's first sync holds 3 of the 12; it fetches the other 9.
        try await withBot(environment, database: scene.database, timelineLimit: 3) {
            try await aliceSync.waitUntil { _ in added() >= count }
        }
        #expect(added() == count)
        let todos = try await scene.todos(of: scene.environment.aliceUser)
        #expect(todos.map(\.text).sorted() == (1...count).map { "item \($0)" }.sorted())
    }
}
