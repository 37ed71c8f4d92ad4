import Foundation
import HTTPClient
import Matrix
import MatrixTestSupport
import SQLiteStore
import Testing
import TrackerCore

/// A group room on the homeserver: the bot, alice and carol. Part of the homeserver suite,
/// whose tests take turns with the bot's account.
extension MatrixBotHomeserverTests {
    @Test func aGroupRoomRunsAChallengeJoinedByReaction() async throws {
        try await HomeserverScene.with(logger: logger) { scene in
            try await aGroupRoomRunsAChallengeJoinedByReaction(scene)
        }
    }

    private func aGroupRoomRunsAChallengeJoinedByReaction(_ scene: HomeserverScene) async throws {
        let (environment, alice, aliceSync, bot) = (
            scene.environment, scene.alice, scene.aliceSync, scene.bot
        )
        let carolName = "carol-\(UUID().uuidString.prefix(8).lowercased())"
        let carolAccount = try await environment.registerUser(carolName, http: scene.http)
        let carol = environment.client(token: carolAccount.token, http: scene.http)
        let roomID = try await alice.createRoom(
            CreateRoomOptions(name: "Readers", invite: [carolAccount.userID]))
        _ = try await carol.join(roomID: roomID)
        func say(_ client: MatrixClient, _ text: String) async throws {
            _ = try await client.sendMessage(
                roomID: roomID, txnID: UUID().uuidString, content: MessageContent(msgtype: .text, body: text))
        }
        func bots(_ sync: SyncFollower) -> [ClientEvent] {
            (sync.timelines[roomID] ?? []).filter { $0.sender == bot && $0.message != nil }
        }

        try await withBot(environment, database: scene.database) {
            // With two people the room is a group: the bot greets it as one.
            _ = try await alice.sendMessage(
                roomID: roomID, txnID: UUID().uuidString,
                content: MessageContent(msgtype: .text, body: "welcome, carol"))
            try await invite(bot, to: roomID, scene)
            try await aliceSync.waitUntil {
                bots($0).contains { $0.message?.body.hasPrefix("👋 Hi everyone") == true }
            }
            try await say(alice, "!challenge Read for 21 days")
            try await aliceSync.waitUntil { bots($0).contains { $0.message?.body.hasPrefix("📣") == true } }
            let announcement = try #require(bots(aliceSync).last { $0.message?.body.hasPrefix("📣") == true })
            // Its only button is keyed by its own symbol.
            #expect(announcement.message?.body.hasSuffix("\n🙋 Join") == true)
            // Anyone may press Join: carol's reaction joins her, and the announcement lists her.
            try await aliceSync.waitUntil { sync in
                (sync.timelines[roomID] ?? []).contains {
                    $0.sender == bot && $0.reaction?.eventID == announcement.eventID
                }
            }
            _ = try await carol.react(
                roomID: roomID, txnID: UUID().uuidString, to: announcement.eventID, key: "🙋")
            try await aliceSync.waitUntil { sync in
                (sync.timelines[roomID] ?? []).contains {
                    $0.sender == bot && $0.message?.relatesTo?.eventID == announcement.eventID
                        && $0.message?.newContent?.body.contains(carolName) == true
                }
            }
            // Typed, leaving and joining again show the announcement's members anew too.
            func announced(_ sync: SyncFollower) -> String? {
                (sync.timelines[roomID] ?? []).last {
                    $0.sender == bot && $0.message?.relatesTo?.eventID == announcement.eventID
                        && $0.message?.newContent != nil
                }?.message?.newContent?.body
            }
            try await say(carol, "!leave")
            try await aliceSync.waitUntil { announced($0)?.contains(carolName) == false }
            try await say(carol, "!join")
            try await aliceSync.waitUntil { announced($0)?.contains(carolName) == true }
            // Chatter is for the people there; a check-in and the board are answered.
            try await say(carol, "!check")
            try await say(alice, "!board")
            try await aliceSync.waitUntil { sync in
                bots(sync).contains {
                    $0.message?.body.contains("1.") == true && $0.message?.body.contains(carolName) == true
                }
            }
            // Only admins change the group's settings: carol is a member, alice created the room.
            try await say(carol, "!group time 20:00")
            try await say(alice, "!group time 19:30")
            try await aliceSync.waitUntil { bots($0).contains { $0.message?.body.hasPrefix("🕘") == true } }
            #expect(
                bots(aliceSync).contains { $0.message?.body.hasPrefix("🔒 Only the group's admins") == true })
            let answeredChatter = bots(aliceSync).contains {
                $0.message?.body.hasPrefix("I understand commands") == true
            }
            #expect(!answeredChatter)
        }
        let group = try await scene.store.read { tx in
            try tx.chats.isGroup(ChatAddress(platform: "matrix", id: roomID))
        }
        #expect(group)
    }

    private func invite(_ userID: String, to roomID: String, _ scene: HomeserverScene) async throws {
        let path =
            "/rooms/\(roomID.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? roomID)/invite"
        let response = try await scene.http.send(
            HTTPRequest(
                method: .post, url: scene.environment.homeserverURL + "/_matrix/client/v3" + path,
                headers: ["Authorization": "Bearer \(scene.environment.aliceToken)"],
                body: .json(Data(#"{"user_id":"\#(userID)"}"#.utf8))))
        #expect((200..<300).contains(response.status))
    }
}
