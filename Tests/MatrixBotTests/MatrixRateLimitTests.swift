import Foundation
import HTTPClient
import Matrix
import MatrixTestSupport
import SQLiteStore
import Testing
import TrackerCore

/// The homeserver's rate limit, turned on for the bot alone (Synapse's admin API): every reply
/// still arrives, once and in order. And with the bot's default settings, which space nothing
/// per room, a burst of commands in one room is answered as fast as it comes. Part of the
/// homeserver suite, whose tests take turns.
extension MatrixBotHomeserverTests {
    @Test func twoHundredCommandsAtTwentyASecondAreAnsweredWithinSeconds() async throws {
        try await HomeserverScene.with(logger: logger) { scene in
            try await twoHundredCommandsAtTwentyASecondAreAnsweredWithinSeconds(scene)
        }
    }

    private func twoHundredCommandsAtTwentyASecondAreAnsweredWithinSeconds(_ scene: HomeserverScene)
        async throws
    {
        let (alice, aliceSync, bot) = (scene.alice, scene.aliceSync, scene.bot)
        let count = 200
        var roomID = ""
        /// When alice's client saw each reply, by the number of the to-do it added.
        var seen: [Int: ContinuousClock.Instant] = [:]
        func collect(_ sync: SyncFollower) -> Bool {
            for event in sync.timelines[roomID] ?? [] where event.sender == bot {
                guard let body = event.message?.body, body.hasPrefix("📝 Added to-do "),
                    let number = Int(body.split(separator: ":").first?.split(separator: " ").last ?? "")
                else { continue }
                if seen[number] == nil { seen[number] = ContinuousClock.now }
            }
            return seen.count >= count
        }
        try await withBot(scene.environment, database: scene.database) {
            roomID = try await alice.createRoom(CreateRoomOptions(invite: [bot], isDirect: true))
            try await aliceSync.waitUntil { _ in
                (aliceSync.timelines[roomID] ?? []).contains { $0.sender == bot && $0.message != nil }
            }
            let start = ContinuousClock.now
            let sending = Task { [roomID] in
                var sentAt: [ContinuousClock.Instant] = []
                for number in 1...count {
                    // Paced to 20 a second, as a person's client (or a script) might send them.
                    try await Task.sleep(until: start + .milliseconds(50 * (number - 1)))
                    sentAt.append(.now)
                    _ = try await alice.sendMessage(
                        roomID: roomID, txnID: UUID().uuidString,
                        content: MessageContent(msgtype: .text, body: "!todo add item \(number)"))
                }
                return sentAt
            }
            try await aliceSync.waitUntil(deadline: .seconds(90)) { collect($0) }
            let sentAt = try await sending.value
            let delays = (1...count).compactMap { number in seen[number].map { $0 - sentAt[number - 1] } }
                .sorted()
            let median = delays[delays.count / 2]
            print("200 commands at 20/s in one room: reply delay p50 \(median), max \(delays.last!)")
            #expect(delays.count == count)
            // Within seconds: one message a second per room would have taken minutes.
            #expect(median < .seconds(5))
            #expect(delays.last! < .seconds(20))
        }
        let todos = try await scene.todos(of: scene.environment.aliceUser).count
        #expect(todos == count)
    }

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
