import Foundation
import HTTPClient
import Matrix
import MatrixTestSupport
import SQLiteStore
import Scheduler
import TestSupport
import Testing
import TrackerCore

/// A Matrix group's daily summary, fired by the scheduler at the group's time on a shifted
/// clock. Part of the homeserver suite, whose tests take turns with the bot's account.
extension MatrixBotHomeserverTests {
    @Test func aGroupGetsItsDailySummary() async throws {
        try await HomeserverScene.with(logger: logger) { scene in
            try await aGroupGetsItsDailySummary(scene)
        }
    }

    private func aGroupGetsItsDailySummary(_ scene: HomeserverScene) async throws {
        let (environment, alice, aliceSync, bot) = (
            scene.environment, scene.alice, scene.aliceSync, scene.bot
        )
        let carolAccount = try await environment.registerUser(
            "carol-\(UUID().uuidString.prefix(8).lowercased())", http: scene.http)
        let carol = environment.client(token: carolAccount.token, http: scene.http)
        // 09:00 UTC on a fixed day: the summary comes at 21:00, the group's default.
        let clock = ManualClock(Date(timeIntervalSince1970: 1_795_338_000))
        let doorbell = Doorbell()
        let scheduler = ReminderScheduler(
            store: scene.store, platform: "matrix", clock: clock, delivery: doorbell, logger: logger)
        let roomID = try await alice.createRoom(CreateRoomOptions(invite: [carolAccount.userID, bot]))
        _ = try await carol.join(roomID: roomID)
        func say(_ client: MatrixClient, _ text: String) async throws {
            _ = try await client.sendMessage(
                roomID: roomID, txnID: UUID().uuidString, content: MessageContent(msgtype: .text, body: text))
        }
        func messages() -> [ClientEvent] {
            (aliceSync.timelines[roomID] ?? []).filter { $0.sender == bot && $0.message != nil }
        }
        func said() -> [String] { messages().compactMap { $0.message?.body } }
        try await withBot(environment, database: scene.database, clock: clock, doorbell: doorbell) {
            try await aliceSync.waitUntil { _ in
                (aliceSync.timelines[roomID] ?? []).contains {
                    $0.stateKey == bot && $0.member?.membership == .join
                }
            }
            try await say(alice, "!challenge Read for 21 days")
            try await aliceSync.waitUntil { _ in said().contains { $0.hasPrefix("📣") } }
            try await say(alice, "!nudgeme on")
            try await say(carol, "!join")
            try await say(carol, "!check")
            try await aliceSync.waitUntil { _ in said().count >= 5 }
            clock.advance(by: 12 * 3600 + 60)
            #expect(try scheduler.fireDue() >= 1)
            doorbell.ring()
            try await aliceSync.waitUntil { _ in said().contains { $0.contains("challenge · day 1 of 21") }
            }
            // At 23:00, an hour before the group's day ends, alice, still open, is called by name.
            clock.advance(by: 2 * 3600)
            #expect(try scheduler.fireDue() >= 1)
            doorbell.ring()
            try await aliceSync.waitUntil { _ in said().contains { $0.hasPrefix("⏰") } }
        }
        let lastCall = try #require(messages().last { $0.message?.body.hasPrefix("⏰") == true })
        #expect(lastCall.message?.msgtype == .text)
        #expect(lastCall.message?.mentions?.userIDs == [environment.aliceUser])
        let event = try #require(
            messages().last { $0.message?.body.contains("challenge · day 1 of 21") == true })
        // The summary notifies the group's members; the answers to commands do not.
        #expect(event.message?.msgtype == .text)
        let notified = try await environment.notifications(token: environment.aliceToken, http: scene.http)
        #expect(notified.contains { $0.eventID == event.eventID })
        #expect(notified.contains { $0.eventID == lastCall.eventID && $0.highlights })
        let announcement = try #require(messages().first { $0.message?.body.hasPrefix("📣") == true })
        #expect(announcement.message?.msgtype == .notice)
        #expect(!notified.contains { $0.eventID == announcement.eventID })
        let summary = event.message?.body ?? ""
        #expect(summary.contains("✅ \(carolAccount.userID.dropFirst().split(separator: ":")[0])"))
        #expect(summary.contains("⬜ alice"))
        #expect(summary.contains("!check"))
    }
}
