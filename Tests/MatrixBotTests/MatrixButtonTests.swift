import Foundation
import HTTPClient
import Matrix
import MatrixTestSupport
import SQLiteStore
import Testing
import TrackerCore
import TrackerStore

/// Buttons on a real homeserver: the bot's reactions follow a message's choices, taking a
/// reaction back from a routine's step unticks it, a number sent as a reply presses that
/// message's choice, and a group's ✅ checks in whoever reacts with it. Part of
/// the homeserver suite, whose tests take turns.
extension MatrixBotHomeserverTests {
    /// Alice's syncs from now on, with redactions, which take reactions back.
    private func following(_ scene: HomeserverScene) async throws -> SyncFollower {
        let types = SyncFilter.botTimelineTypes + [EventType.redaction]
        let sync = SyncFollower(
            matrix: scene.alice, filter: .inline(.bot(timelineTypes: types, timelineLimit: 500)))
        try await sync.start()
        return sync
    }

    /// The bot's reactions on `eventID` that alice's client still shows, by key.
    private func botKeys(
        on eventID: String, in roomID: String, _ scene: HomeserverScene, _ sync: SyncFollower
    ) -> [String] {
        let events = sync.timelines[roomID] ?? []
        let redacted = Set(events.compactMap(\.redactedEventID))
        return events.compactMap { event in
            guard event.sender == scene.bot, event.reaction?.eventID == eventID,
                !redacted.contains(event.eventID)
            else { return nil }
            return event.reaction?.key
        }
    }

    /// The latest text of the bot's message `eventID`, edits included, as alice's client shows it.
    private func latestText(
        of eventID: String, in roomID: String, _ scene: HomeserverScene, _ sync: SyncFollower
    ) -> String? {
        let events = sync.timelines[roomID] ?? []
        let edit = events.last {
            $0.sender == scene.bot && $0.message?.relatesTo?.isReplacement == true
                && $0.message?.relatesTo?.eventID == eventID
        }
        return edit?.message?.newContent?.body ?? events.first { $0.eventID == eventID }?.message?.body
    }

    private func say(
        _ text: String, in roomID: String, _ scene: HomeserverScene, _ sync: SyncFollower,
        replyingTo eventID: String? = nil
    )
        async throws
    {
        var content = MessageContent(msgtype: .text, body: text)
        if let eventID { content = content.replying(to: eventID) }
        _ = try await scene.alice.sendMessage(roomID: roomID, txnID: UUID().uuidString, content: content)
    }

    /// A new direct chat with the bot, once it has said hello there.
    private func directChat(_ scene: HomeserverScene, _ sync: SyncFollower) async throws -> String {
        let roomID = try await scene.alice.createRoom(CreateRoomOptions(invite: [scene.bot], isDirect: true))
        try await sync.waitUntil { sync in
            (sync.timelines[roomID] ?? []).contains { $0.sender == scene.bot && $0.message != nil }
        }
        return roomID
    }

    /// The bot's latest message in `roomID` that starts with `prefix`, once there is one.
    private func botMessage(
        starting prefix: String, in roomID: String, _ scene: HomeserverScene, _ sync: SyncFollower
    ) async throws
        -> ClientEvent
    {
        func find() -> ClientEvent? {
            (sync.timelines[roomID] ?? []).last {
                $0.sender == scene.bot && $0.message?.relatesTo?.isReplacement != true
                    && $0.message?.body.hasPrefix(prefix) == true
            }
        }
        try await sync.waitUntil { _ in find() != nil }
        return try #require(find())
    }

    @Test func aPressTakesBackTheKeysOfChoicesThatAreGoneAnswersThemAndANumberRepliedPresses()
        async throws
    {
        try await HomeserverScene.with(logger: logger) { scene in
            let sync = try await following(scene)
            try await withBot(scene.environment, database: scene.database) {
                let roomID = try await directChat(scene, sync)
                try await say("!todo add Milk\nBread", in: roomID, scene, sync)
                _ = try await botMessage(starting: "📝 Added", in: roomID, scene, sync)
                try await say("!todos", in: roomID, scene, sync)
                let list = try await botMessage(starting: "Your to-dos", in: roomID, scene, sync)
                try await sync.waitUntil { _ in
                    Set(botKeys(on: list.eventID, in: roomID, scene, sync)) == ["1️⃣", "2️⃣"]
                }
                // Ticking to-do 1 takes its key back; to-do 2 keeps the key it had.
                let first = try await scene.alice.react(
                    roomID: roomID, txnID: UUID().uuidString, to: list.eventID, key: "1️⃣")
                try await sync.waitUntil { _ in
                    botKeys(on: list.eventID, in: roomID, scene, sync) == ["2️⃣"]
                }
                #expect(latestText(of: list.eventID, in: roomID, scene, sync)?.hasSuffix("\n2️⃣ ✅") == true)
                // A press on the key taken back is answered, to alice, and presses nothing. (A
                // client reacts with one key once: alice takes her first reaction back.)
                _ = try await scene.alice.redact(roomID: roomID, eventID: first, txnID: UUID().uuidString)
                _ = try await scene.alice.react(
                    roomID: roomID, txnID: UUID().uuidString, to: list.eventID, key: "1️⃣")
                let alice = scene.environment.aliceUser.dropFirst().prefix { $0 != ":" }
                let outOfDate = try await botMessage(starting: "\(alice):", in: roomID, scene, sync)
                #expect(
                    outOfDate.message?.body == "\(alice): This button is out of date. Send the command again."
                )
                #expect(
                    latestText(of: list.eventID, in: roomID, scene, sync)?.contains("1 open, 1 done.") == true
                )
                // A number sent as a reply to the list presses the list's choice: to-do 2.
                try await say("2", in: roomID, scene, sync, replyingTo: list.eventID)
                try await sync.waitUntil { _ in
                    latestText(of: list.eventID, in: roomID, scene, sync)?.contains("0 open, 2 done.") == true
                        && botKeys(on: list.eventID, in: roomID, scene, sync).isEmpty
                }
            }
        }
    }

    @Test func takingBackAReactionUnticksARoutineStep() async throws {
        try await HomeserverScene.with(logger: logger) { scene in
            let sync = try await following(scene)
            try await withBot(scene.environment, database: scene.database) {
                let roomID = try await directChat(scene, sync)
                try await say(
                    "!routine add Morning on daily at 07:00\nStretch\nShower", in: roomID, scene, sync)
                try await say("!routine 1", in: roomID, scene, sync)
                let checklist = try await botMessage(
                    starting: "🔁 Morning (routine 1)", in: roomID, scene, sync)
                #expect(checklist.message?.body.contains("1️⃣ ⬜ Stretch\n2️⃣ ⬜ Shower") == true)
                let tick = try await scene.alice.react(
                    roomID: roomID, txnID: UUID().uuidString, to: checklist.eventID, key: "1️⃣")
                try await sync.waitUntil { _ in
                    latestText(of: checklist.eventID, in: roomID, scene, sync)?.contains("1/2 done today")
                        == true
                }
                #expect(
                    latestText(of: checklist.eventID, in: roomID, scene, sync)?.contains("1️⃣ ✅ Stretch")
                        == true)
                // Alice takes her reaction back: the step is unticked.
                _ = try await scene.alice.redact(roomID: roomID, eventID: tick, txnID: UUID().uuidString)
                try await sync.waitUntil { _ in
                    latestText(of: checklist.eventID, in: roomID, scene, sync)?.contains("0/2 done today")
                        == true
                }
            }
        }
    }

    /// A group's ✅ is for anyone in its challenge: Carol's reaction on Alice's message is
    /// answered under it by name, and once she has joined, her reaction checks her in.
    @Test func aGroupsCheckInKeyChecksInWhoeverReactsWithIt() async throws {
        try await HomeserverScene.with(logger: logger) { scene in
            let sync = try await following(scene)
            let carolName = "carol-\(UUID().uuidString.prefix(8).lowercased())"
            let carolAccount = try await scene.environment.registerUser(carolName, http: scene.http)
            let carol = scene.environment.client(token: carolAccount.token, http: scene.http)
            let roomID = try await scene.alice.createRoom(
                CreateRoomOptions(name: "Readers", invite: [carolAccount.userID, scene.bot]))
            _ = try await carol.join(roomID: roomID)
            try await withBot(scene.environment, database: scene.database) {
                _ = try await botMessage(starting: "👋", in: roomID, scene, sync)
                try await say("!challenge Read for 21 days", in: roomID, scene, sync)
                _ = try await botMessage(starting: "📣", in: roomID, scene, sync)
                try await say("!join", in: roomID, scene, sync)
                let alices = try await botMessage(starting: "You're already in", in: roomID, scene, sync)
                #expect(alices.message?.body.hasSuffix("\n✅ Check in now") == true)
                _ = try await carol.react(
                    roomID: roomID, txnID: UUID().uuidString, to: alices.eventID, key: "✅")
                let notIn = try await botMessage(starting: carolName, in: roomID, scene, sync)
                #expect(
                    notIn.message?.body
                        == "\(carolName): You're not in the Read challenge. Send !join to take part.")
                #expect(notIn.message?.relatesTo?.repliedToEventID == alices.eventID)
                _ = try await carol.sendMessage(
                    roomID: roomID, txnID: UUID().uuidString,
                    content: MessageContent(msgtype: .text, body: "!join"))
                let carols = try await botMessage(starting: "🙋", in: roomID, scene, sync)
                _ = try await carol.react(
                    roomID: roomID, txnID: UUID().uuidString, to: carols.eventID, key: "✅")
                let checkedIn = try await botMessage(
                    starting: "\(carolName): ✅", in: roomID, scene, sync)
                #expect(
                    checkedIn.message?.body
                        == "\(carolName): ✅ Read: day 1 of 21 done. 20 to go. See you tomorrow!")
            }
            let users = [scene.environment.aliceUser, carolAccount.userID]
            let checkIns = try await scene.store.read { tx in
                try users.map { externalID in
                    guard let user = try tx.users.find(platform: "matrix", externalID: externalID),
                        let userID = user.id
                    else { return 0 }
                    return try tx.habits.all(of: userID).flatMap {
                        try tx.habits.recentCheckIns(of: $0, limit: 10)
                    }.count
                }
            }
            #expect(checkIns == [0, 1], "Carol's reaction checked Carol in, not Alice")
        }
    }
}
