import Foundation
import HTTPClient
import Matrix
import MatrixTestSupport
import Testing
import TrackerCore
import TrackerStore

/// The homeserver's rate limit, turned on for the bot alone (Synapse's admin API): every reply
/// still arrives, once and in order. Part of the homeserver suite, whose tests take turns.
extension MatrixBotHomeserverTests {
    @Test func rateLimitedRepliesWaitAndAllArriveInOrder() async throws {
        try await HomeserverScene.with(logger: logger) { scene in
            try await rateLimitedRepliesWaitAndAllArriveInOrder(scene)
        }
    }

    private func rateLimitedRepliesWaitAndAllArriveInOrder(_ scene: HomeserverScene) async throws {
        let (environment, alice, aliceSync, bot) = (
            scene.environment, scene.alice, scene.aliceSync, scene.bot
        )
        let admin = try await environment.registerUser(
            "admin-\(UUID().uuidString.prefix(8).lowercased())", admin: true, http: scene.http)
        let override = environment.homeserverURL + "/_synapse/admin/v1/users/\(bot)/override_ratelimit"
        /// Messages a second and burst for the bot; zero lifts the limit.
        func setLimit(perSecond: Int, burst: Int) async throws {
            let body = #"{"messages_per_second":\#(perSecond),"burst_count":\#(burst)}"#
            let response = try await scene.http.send(
                HTTPRequest(
                    method: .post, url: override, headers: ["Authorization": "Bearer \(admin.token)"],
                    body: .json(Data(body.utf8))))
            #expect((200..<300).contains(response.status), "override_ratelimit: \(response.status)")
        }
        var roomID = ""
        func replies() -> [String] {
            (aliceSync.timelines[roomID] ?? []).compactMap { event in
                guard event.sender == bot, let body = event.message?.body, body.hasPrefix("📝 Added") else {
                    return nil
                }
                return body
            }
        }
        try await withBot(environment, database: scene.database) {
            roomID = try await alice.createRoom(CreateRoomOptions(invite: [bot], isDirect: true))
            try await aliceSync.waitUntil { _ in
                (aliceSync.timelines[roomID] ?? []).contains { $0.sender == bot && $0.message != nil }
            }
            try await setLimit(perSecond: 1, burst: 1)
            let start = ContinuousClock.now
            let count = 4
            for number in 1...count {
                _ = try await alice.sendMessage(
                    roomID: roomID, txnID: UUID().uuidString,
                    content: MessageContent(msgtype: .text, body: "!todo add item \(number)"))
            }
            try await aliceSync.waitUntil(deadline: .seconds(60)) { _ in replies().count >= count }
            try await setLimit(perSecond: 0, burst: 0)
            // A message a second: the homeserver made the bot wait, and it did.
            #expect(ContinuousClock.now - start >= .seconds(3))
            #expect(replies() == (1...count).map { "📝 Added to-do \($0): item \($0)" })
        }
    }
}
