import Foundation
import GRDB
import HTTPClient
import Matrix
import MatrixTestSupport
import SQLiteStore
import Scheduler
import TestSupport
import Testing
import TrackerCore
import TrackerStore

/// Reminders on Matrix, fired by the scheduler on a shifted clock: they reach the user's
/// direct chat (opened by the bot when there is none), each once, and notify. Part of the
/// homeserver suite, whose tests take turns with the bot's account.
extension MatrixBotHomeserverTests {
    /// 06:00 UTC on a Friday, day 1 of the tests' days.
    static let dayOne = Date(timeIntervalSince1970: 1_795_327_200)

    /// A user registered for one test, following their own syncs from now on.
    struct Person {
        let userID: String
        let token: String
        let client: MatrixClient
        let sync: SyncFollower

        static func register(_ name: String, in scene: HomeserverScene) async throws -> Person {
            let account = try await scene.environment.registerUser(
                "\(name)-\(UUID().uuidString.prefix(8).lowercased())", http: scene.http)
            let client = scene.environment.client(token: account.token, http: scene.http)
            let sync = SyncFollower(matrix: client, filter: .inline(.bot(timelineLimit: 500)))
            try await sync.start()
            return Person(userID: account.userID, token: account.token, client: client, sync: sync)
        }

        @discardableResult
        func say(_ text: String, in roomID: String) async throws -> String {
            try await client.sendMessage(
                roomID: roomID, txnID: UUID().uuidString, content: MessageContent(msgtype: .text, body: text))
        }

        /// The bot's messages in `roomID` as seen so far (edits left out), oldest first.
        func messages(from bot: String, in roomID: String) -> [ClientEvent] {
            (sync.timelines[roomID] ?? []).filter {
                $0.sender == bot && $0.message != nil && $0.message?.relatesTo?.isReplacement != true
            }
        }

        /// Says `text` in `roomID` and waits for the bot's answer to it: the bot answers a
        /// chat in order, so whatever it sent there before has arrived by then.
        func ask(_ text: String, in roomID: String, bot: String) async throws -> ClientEvent {
            let eventID = try await say(text, in: roomID)
            func answer() -> ClientEvent? {
                messages(from: bot, in: roomID).first { $0.message?.relatesTo?.inReplyTo?.eventID == eventID }
            }
            try await sync.waitUntil { _ in answer() != nil }
            return try #require(answer())
        }
    }

    @Test func aUsersDayOfRemindersReachesTheirDirectChatOnceAndNotifies() async throws {
        try await HomeserverScene.with(logger: logger) { scene in
            try await aUsersDayOfRemindersReachesTheirDirectChat(scene)
        }
    }

    private func aUsersDayOfRemindersReachesTheirDirectChat(_ scene: HomeserverScene) async throws {
        let bot = scene.bot
        let dana = try await Person.register("dana", in: scene)
        let clock = ManualClock(Self.dayOne)
        let doorbell = Doorbell()
        let scheduler = ReminderScheduler(
            store: scene.store, platform: "matrix", clock: clock, delivery: doorbell, logger: logger)
        var roomID = ""
        /// What the bot said of its own accord: every message but the answers (notices).
        func spoken() -> [ClientEvent] {
            dana.messages(from: bot, in: roomID).filter { $0.message?.msgtype == .text }
        }
        /// Moves the clock to `seconds` after day 1's 06:00, fires what is due, and waits until
        /// the messages spoken number `count`.
        func step(to seconds: TimeInterval, expecting count: Int) async throws {
            clock.set(Self.dayOne + seconds)
            #expect(try scheduler.fireDue() >= 1)
            doorbell.ring()
            try await dana.sync.waitUntil { _ in spoken().count >= count }
        }
        var replies: [ClientEvent] = []
        try await withBot(scene.environment, database: scene.database, clock: clock, doorbell: doorbell) {
            roomID = try await dana.client.createRoom(
                CreateRoomOptions(invite: [bot], isDirect: true, preset: "trusted_private_chat"))
            try await dana.sync.waitUntil { _ in !spoken().isEmpty }
            replies.append(try await dana.ask("!habit add Read for 30 days", in: roomID, bot: bot))
            replies.append(
                try await dana.ask(
                    "!routine add Stretching on daily at 07:30\nNeck\nBack", in: roomID, bot: bot))
            replies.append(try await dana.ask("!check", in: roomID, bot: bot))
            let hour: TimeInterval = 3600
            // Day 1, 07:31: the routine's checklist.
            try await step(to: 1.5 * hour + 60, expecting: 2)
            // Day 2, 09:01: that day's checklist (late, within the grace) and the morning nudge.
            try await step(to: 27 * hour + 60, expecting: 4)
            // Day 2, 21:01: the warning that yesterday's run breaks at midnight.
            try await step(to: 39 * hour + 60, expecting: 5)
            // Day 3, 00:01: the run broke, with its Reset choice.
            try await step(to: 42 * hour + 60, expecting: 6)
            #expect(try scheduler.fireDue() == 0)
            // Its Reset choice works where it arrived: the press edits the message.
            let broken = try #require(spoken().last)
            func offered() -> String? {
                (dana.sync.timelines[roomID] ?? []).first {
                    $0.sender == bot && $0.reaction?.eventID == broken.eventID
                }?.reaction?.key
            }
            try await dana.sync.waitUntil { _ in offered() != nil }
            // The key the bot offers: the symbol its only choice starts with (↺ Reset Read).
            let key = try #require(offered())
            #expect(key.hasPrefix("↺"))
            _ = try await dana.client.react(
                roomID: roomID, txnID: UUID().uuidString, to: broken.eventID, key: key)
            try await dana.sync.waitUntil { sync in
                (sync.timelines[roomID] ?? []).contains {
                    $0.sender == bot && $0.message?.relatesTo?.isReplacement == true
                        && $0.message?.relatesTo?.eventID == broken.eventID
                }
            }
            replies.append(try await dana.ask("!habits", in: roomID, bot: bot))
        }
        let habits = replies.last?.message?.body ?? ""
        #expect(habits.contains("Read") && habits.contains("day 1"), "\(habits)")
        let bodies = spoken().map { $0.message?.body ?? "" }
        #expect(bodies.count == 6)
        #expect(bodies.first?.hasPrefix("👋") == true)
        #expect(bodies.filter { $0.contains("Stretching") }.count == 2)
        #expect(bodies.filter { $0.hasPrefix("☀️") }.count == 1)
        #expect(bodies.filter { $0.hasPrefix("⚠️ Your 1-day run on Read breaks at midnight") }.count == 1)
        let broken = bodies.filter { $0.hasPrefix("💔 Your 1-day run on Read broke") }
        #expect(broken.count == 1)
        #expect(broken.first?.contains("Reset Read") == true)
        // Each reminder mentions dana, and her homeserver notified her of each; the answers to
        // her commands are notices, which notify no one.
        let reminders = spoken().dropFirst()
        for event in reminders { #expect(event.message?.mentions?.userIDs == [dana.userID]) }
        let notified = try await scene.environment.notifications(token: dana.token, http: scene.http)
        let notifiedIDs = Set(notified.filter { $0.roomID == roomID }.map(\.eventID))
        for event in reminders {
            #expect(notifiedIDs.contains(event.eventID), "\(event.message?.body ?? "")")
        }
        let reminderIDs = Set(reminders.map(\.eventID))
        #expect(notified.filter { reminderIDs.contains($0.eventID) }.allSatisfy { $0.highlights })
        for reply in replies {
            #expect(reply.message?.msgtype == .notice && !notifiedIDs.contains(reply.eventID))
        }
        // Nothing was dead-lettered and no chat marked unavailable.
        let failures = try await Self.failures(in: scene.store, chats: [roomID, dana.userID])
        #expect(failures == Failures())
    }

    /// A nudge for two habits on Matrix: a reaction checks one in and the nudge stays, that
    /// habit struck through, the other on the key it had, whose letter typed then checks it in
    /// too. The habits are no numbered list: their keys are letters.
    @Test func aNudgeForTwoHabitsStaysUsableAfterOneIsCheckedIn() async throws {
        try await HomeserverScene.with(logger: logger) { scene in
            let bot = scene.bot
            let dana = try await Person.register("dana", in: scene)
            let clock = ManualClock(Self.dayOne)
            let doorbell = Doorbell()
            let scheduler = ReminderScheduler(
                store: scene.store, platform: "matrix", clock: clock, delivery: doorbell, logger: logger)
            try await withBot(scene.environment, database: scene.database, clock: clock, doorbell: doorbell) {
                let roomID = try await dana.client.createRoom(
                    CreateRoomOptions(invite: [bot], isDirect: true, preset: "trusted_private_chat"))
                _ = try await dana.ask("!habit add Read", in: roomID, bot: bot)
                _ = try await dana.ask("!habit add Water", in: roomID, bot: bot)
                // 09:01, the morning nudge.
                clock.set(Self.dayOne + 3 * 3600 + 60)
                #expect(try scheduler.fireDue() == 1)
                doorbell.ring()
                func nudge() -> ClientEvent? {
                    dana.messages(from: bot, in: roomID).last { $0.message?.body.hasPrefix("☀️") == true }
                }
                try await dana.sync.waitUntil { _ in nudge() != nil }
                let sent = try #require(nudge())
                #expect(sent.message?.body.hasSuffix("\n🇦 ✅ Read\n🇧 ✅ Water") == true)
                func latest() -> String? {
                    (dana.sync.timelines[roomID] ?? []).last {
                        $0.sender == bot && $0.message?.relatesTo?.isReplacement == true
                            && $0.message?.relatesTo?.eventID == sent.eventID
                    }?.message?.newContent?.body
                }
                _ = try await dana.client.react(
                    roomID: roomID, txnID: UUID().uuidString, to: sent.eventID, key: "🇦")
                try await dana.sync.waitUntil { _ in latest() != nil }
                let kept = try #require(latest())
                #expect(kept.contains("• ✅ Read") && kept.contains("Read: day 1 of 21 done"), "\(kept)")
                #expect(kept.hasSuffix("\n🇧 ✅ Water"), "\(kept)")
                _ = try await dana.say("b", in: roomID)
                try await dana.sync.waitUntil { _ in latest()?.contains("Water: day 1 of 21 done") == true }
            }
            let danaID = dana.userID
            let checkedIn = try await scene.store.read { tx in
                guard let user = try tx.users.find(platform: "matrix", externalID: danaID),
                    let userID = user.id
                else { return 0 }
                return try tx.habits.all(of: userID).flatMap {
                    try tx.habits.recentCheckIns(of: $0, limit: 5)
                }
                .count
            }
            #expect(checkedIn == 2)
        }
    }

    @Test func aUserWithoutADirectChatGetsOneOpenedForTheirReminders() async throws {
        try await HomeserverScene.with(logger: logger) { scene in
            try await aUserWithoutADirectChatGetsOneOpened(scene)
        }
    }

    private func aUserWithoutADirectChatGetsOneOpened(_ scene: HomeserverScene) async throws {
        let bot = scene.bot
        let erin = try await Person.register("erin", in: scene)
        let frank = try await Person.register("frank", in: scene)
        let clock = ManualClock(Self.dayOne)
        let doorbell = Doorbell()
        let scheduler = ReminderScheduler(
            store: scene.store, platform: "matrix", clock: clock, delivery: doorbell, logger: logger)
        let group = try await erin.client.createRoom(CreateRoomOptions(invite: [frank.userID, bot]))
        _ = try await frank.client.join(roomID: group)
        var directRoom = ""
        try await withBot(scene.environment, database: scene.database, clock: clock, doorbell: doorbell) {
            try await erin.sync.waitUntil { _ in
                (erin.sync.timelines[group] ?? []).contains {
                    $0.stateKey == bot && $0.member?.membership == .join
                }
            }
            _ = try await erin.ask("!challenge Read for 21 days", in: group, bot: bot)
            _ = try await frank.ask("!join", in: group, bot: bot)
            // Day 1, 09:01: frank's morning nudge, and nowhere to send it but a new direct chat.
            clock.set(Self.dayOne + 3 * 3600 + 60)
            #expect(try scheduler.fireDue() >= 1)
            doorbell.ring()
            try await frank.sync.waitUntil { sync in
                sync.invites.contains { $0.value.invite(of: frank.userID)?.sender == bot }
            }
            let invite = try #require(
                frank.sync.invites.first { $0.value.invite(of: frank.userID)?.sender == bot })
            directRoom = invite.key
            #expect(invite.value.invite(of: frank.userID)?.content.isDirect == true)
            _ = try await frank.client.join(roomID: directRoom)
            try await frank.sync.waitUntil { _ in
                frank.messages(from: bot, in: directRoom).contains { $0.message?.body.hasPrefix("☀️") == true }
            }
            // Written there, frank is answered there, after anything sent before.
            _ = try await frank.ask("!habits", in: directRoom, bot: bot)
        }
        let nudges = frank.messages(from: bot, in: directRoom).filter {
            $0.message?.body.hasPrefix("☀️") == true
        }
        #expect(nudges.count == 1)
        #expect(nudges.first?.message?.msgtype == .text)
        // The bot lists the room as its direct chat with frank, as clients do.
        let botClient = scene.environment.client(token: scene.environment.botToken, http: scene.http)
        #expect(try await botClient.directRooms(userID: bot)[frank.userID]?.contains(directRoom) == true)
        // The store interface only records private chats: the record is read from the file.
        if StoreKind.harnessesUseSQLite {
            let frankID = frank.userID
            let recorded = try await scene.database.read { db in
                try PrivateChat.address(platform: "matrix", externalID: frankID, in: db)
            }
            #expect(recorded.id == directRoom)
        }
        let failures = try await Self.failures(
            in: scene.store, chats: [group, directRoom, frank.userID, erin.userID])
        #expect(failures == Failures())
    }

    /// What went wrong in delivery: dead-lettered messages, and which of a test's chats (rooms
    /// and user ids) were marked unavailable. Rooms of earlier tests the bot was removed from
    /// are marked so when it starts, rightly.
    struct Failures: Equatable {
        var deadMessages = 0
        var unavailableChats: [String] = []
    }

    static func failures(in store: any Store, chats: [String]) async throws -> Failures {
        try await store.read { tx in
            Failures(
                deadMessages: try tx.outbox.deadMessages().count,
                unavailableChats: try chats.filter {
                    try !tx.chats.isActive(ChatAddress(platform: "matrix", id: $0))
                })
        }
    }
}
