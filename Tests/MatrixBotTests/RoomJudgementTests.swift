import Foundation
import Matrix
import SQLiteStore
import TestSupport
import Testing
import TrackerCore

@testable import MatrixBot
@testable import TrackerCommands

/// How the translator judges rooms and what it reads of a room it joins, on a real database
/// with the events applied as the poller applies them.
struct RoomJudgementTests {
    private let bot = "@bot:hs"
    private let room = "!room"

    private func member(_ id: String, _ userID: String, _ membership: String, by sender: String? = nil)
        -> ClientEvent
    {
        ClientEvent(
            type: "m.room.member", eventID: id, sender: sender ?? userID, originServerTS: 1, stateKey: userID,
            content: ["membership": .string(membership)])
    }

    private func message(_ id: String, _ body: String, from sender: String = "@ann:hs") -> ClientEvent {
        ClientEvent(
            type: "m.room.message", eventID: id, sender: sender, originServerTS: 1,
            content: ["msgtype": "m.text", "body": .string(body)])
    }

    private func sync(_ events: [ClientEvent], joined: Int?, invited: Int? = nil) -> SyncResponse {
        SyncResponse(
            nextBatch: "s",
            rooms: Rooms(join: [
                room: JoinedRoom(
                    timeline: Timeline(events: events),
                    summary: RoomSummary(joinedMemberCount: joined, invitedMemberCount: invited))
            ]))
    }

    /// Translates and applies `sync` as the poller does; returns the events as the dispatcher
    /// decided them in the transaction (rooms' kinds, greetings).
    private func apply(_ sync: SyncResponse, _ translator: SyncTranslator, _ dispatcher: Dispatcher)
        async throws -> [PlatformEvent]
    {
        let events = await translator.translate(sync, isFirst: false)
        return try await dispatcher.store.write { tx in
            let decided = try dispatcher.resolve(events, in: tx)
            _ = try dispatcher.apply(decided, in: tx)
            return decided
        }
    }

    private func commands(_ events: [PlatformEvent]) -> [String] {
        events.compactMap {
            guard case .incoming(let incoming) = $0, case .text(let text) = incoming.kind else { return nil }
            return "\(incoming.isGroup ? "group" : "dm") \(incoming.sender.id): \(text)"
        }
    }

    private func greets(_ events: [PlatformEvent]) -> Bool {
        events.contains { if case .addedToGroup = $0 { true } else { false } }
    }

    @Test func aGroupIsGreetedOnceItsFirstMemberJoinsAndStaysAGroupAtTwo() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("db"))
        let dispatcher = Dispatcher(
            database: database, clock: ManualClock(Date(timeIntervalSince1970: 1_795_327_200))
        ).registering(MatrixChoiceKeys(), for: Platform.matrix)
        let translator = SyncTranslator(botUserID: bot)
        // Joined with ann, carol only invited: a group, not greeted yet.
        let joined = try await apply(
            sync(
                [member("$1", bot, "invite", by: "@ann:hs"), member("$2", bot, "join")], joined: 2, invited: 1
            ),
            translator, dispatcher)
        #expect(!greets(joined))
        #expect(joined.contains { if case .chatKind(_, true) = $0 { true } else { false } })
        let carolJoined = try await apply(
            sync([member("$3", "@carol:hs", "join")], joined: 3), translator, dispatcher)
        #expect(greets(carolJoined))
        // Once greeted, another member joining is not greeted again.
        let danJoined = try await apply(
            sync([member("$4", "@dan:hs", "join")], joined: 4), translator, dispatcher)
        #expect(!greets(danJoined))
        // Down to two, still a group.
        let left = try await apply(
            sync(
                [
                    member("$5", "@carol:hs", "leave"), member("$6", "@dan:hs", "leave"),
                    message("$7", "!habits"),
                ],
                joined: 2),
            translator, dispatcher)
        #expect(commands(left) == ["group @ann:hs: /habits"])
        #expect(!left.contains { if case .chatKind(_, false) = $0 { true } else { false } })
    }

    @Test func whatWasWrittenBetweenTheInviteAndTheJoinIsRead() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("db"))
        let dispatcher = Dispatcher(
            database: database, clock: ManualClock(Date(timeIntervalSince1970: 1_795_327_200))
        ).registering(MatrixChoiceKeys(), for: Platform.matrix)
        let translator = SyncTranslator(botUserID: bot)
        let events = try await apply(
            sync(
                [
                    member("$0", "@ann:hs", "join"), message("$1", "!todo add Before the invite"),
                    member("$2", bot, "invite", by: "@ann:hs"),
                    message("$3", "!todo add Milk"), member("$4", bot, "join"), message("$5", "!todos"),
                ], joined: 2),
            translator, dispatcher)
        #expect(
            commands(events) == ["dm @ann:hs: /start", "dm @ann:hs: /todo add Milk", "dm @ann:hs: /todos"])
        // Seen again (a sync fetched twice after a crash), nothing is applied twice.
        let again = await translator.translate(
            sync(
                [
                    member("$2", bot, "invite", by: "@ann:hs"), message("$3", "!todo add Milk"),
                    member("$4", bot, "join"),
                ],
                joined: 2),
            isFirst: false)
        let applied = try await database.store.write { tx in try dispatcher.apply(again, in: tx) }
        #expect(applied == 0)
    }
}
