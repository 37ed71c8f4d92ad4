import Foundation
import HTTPClient
import Matrix
import MatrixTestSupport
import SQLiteStore
import Scheduler
import TestSupport
import Testing
import TrackerCore

/// A direct chat that someone else joins is a group from then on, and its person's reminders
/// go to a new direct chat. Part of the homeserver suite, whose tests take turns.
extension MatrixBotHomeserverTests {
    @Test func aDirectChatSomeoneElseJoinedGetsNoMoreReminders() async throws {
        try await HomeserverScene.with(logger: logger) { scene in
            try await aDirectChatSomeoneElseJoinedGetsNoMoreReminders(scene)
        }
    }

    private func aDirectChatSomeoneElseJoinedGetsNoMoreReminders(_ scene: HomeserverScene) async throws {
        let bot = scene.bot
        let olga = try await Person.register("olga", in: scene)
        let pete = try await Person.register("pete", in: scene)
        let clock = ManualClock(Self.dayOne)
        let doorbell = Doorbell()
        let scheduler = ReminderScheduler(
            store: scene.store, platform: "matrix", clock: clock, delivery: doorbell, logger: logger)
        /// Olga brings pete into `roomID`; once the bot has answered her there, it has seen him.
        func bringPete(into roomID: String) async throws {
            let path = roomID.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? roomID
            let response = try await scene.http.send(
                HTTPRequest(
                    method: .post,
                    url: scene.environment.homeserverURL + "/_matrix/client/v3/rooms/\(path)/invite",
                    headers: ["Authorization": "Bearer \(olga.token)"],
                    body: .json(Data(#"{"user_id":"\#(pete.userID)"}"#.utf8))))
            #expect((200..<300).contains(response.status))
            _ = try await pete.client.join(roomID: roomID)
            _ = try await olga.ask("!help", in: roomID, bot: bot)
        }
        func nudges(in roomID: String) -> Int {
            olga.messages(from: bot, in: roomID).filter { $0.message?.body.hasPrefix("☀️") == true }.count
        }
        /// Fires the nudge due at `time` and returns the direct chat it opened, once olga joined it.
        func nudge(at time: TimeInterval, notIn known: Set<String>) async throws -> String {
            clock.set(Self.dayOne + time)
            #expect(try scheduler.fireDue() >= 1)
            doorbell.ring()
            try await olga.sync.waitUntil { sync in
                sync.invites.keys.contains {
                    !known.contains($0) && sync.invites[$0]?.invite(of: olga.userID) != nil
                }
            }
            let roomID = try #require(
                olga.sync.invites.keys.first {
                    !known.contains($0) && olga.sync.invites[$0]?.invite(of: olga.userID) != nil
                })
            _ = try await olga.client.join(roomID: roomID)
            try await olga.sync.waitUntil { _ in nudges(in: roomID) == 1 }
            return roomID
        }
        var rooms: [String] = []
        try await withBot(scene.environment, database: scene.database, clock: clock, doorbell: doorbell) {
            let first = try await olga.client.createRoom(
                CreateRoomOptions(invite: [bot], isDirect: true, preset: "trusted_private_chat"))
            try await olga.sync.waitUntil { _ in !olga.messages(from: bot, in: first).isEmpty }
            _ = try await olga.ask("!habit add Read", in: first, bot: bot)
            try await bringPete(into: first)
            // Day 1, 09:01: the chat olga began is a group now; a new direct chat is opened.
            let second = try await nudge(at: 3 * 3600 + 60, notIn: [first])
            // Pete joins that one too, which the bot lists in its m.direct: it is passed over.
            try await bringPete(into: second)
            let third = try await nudge(at: 27 * 3600 + 60, notIn: [first, second])
            _ = try await olga.ask("!habits", in: first, bot: bot)
            _ = try await olga.ask("!habits", in: second, bot: bot)
            rooms = [first, second, third]
        }
        #expect(rooms.map(nudges(in:)) == [0, 1, 1])
        let listed = try await scene.environment.client(token: scene.environment.botToken, http: scene.http)
            .directRooms(userID: bot)[olga.userID]
        #expect(listed == Array(rooms.dropFirst()))
    }
}
