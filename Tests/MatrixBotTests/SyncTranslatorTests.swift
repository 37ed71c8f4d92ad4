import Foundation
import Matrix
import SQLiteStore
import TestSupport
import Testing
import TrackerCore
import TrackerStore

@testable import MatrixBot
@testable import TrackerCommands

/// What a sync means to the bot, on a real database for the rooms' kinds and sent choices.
struct SyncTranslatorTests {
    private let bot = "@bot:hs"
    private let room = "!room"
    private var chat: ChatAddress { ChatAddress(platform: "matrix", id: room) }

    private func message(
        _ id: String, from sender: String = "@ann:hs", _ body: String, msgtype: String = "m.text"
    )
        -> ClientEvent
    {
        ClientEvent(
            type: "m.room.message", eventID: id, sender: sender, originServerTS: 1,
            content: ["msgtype": .string(msgtype), "body": .string(body)])
    }

    private func member(_ id: String, _ userID: String, _ membership: String) -> ClientEvent {
        ClientEvent(
            type: "m.room.member", eventID: id, sender: userID, originServerTS: 1, stateKey: userID,
            content: ["membership": .string(membership)])
    }

    private func sync(_ events: [ClientEvent], joined: Int? = nil) -> SyncResponse {
        SyncResponse(
            nextBatch: "s2",
            rooms: Rooms(join: [
                room: JoinedRoom(
                    timeline: Timeline(events: events), summary: RoomSummary(joinedMemberCount: joined))
            ]))
    }

    /// The events as the dispatcher decides them in the batch's transaction: rooms' kinds,
    /// greetings, and the presses that typed choices and reactions make.
    private func decided(_ events: [PlatformEvent], in database: TrackerDatabase) async throws
        -> [PlatformEvent]
    {
        let dispatcher = Dispatcher(database: database, clock: SystemClock())
            .registering(MatrixChoiceKeys(), for: Platform.matrix)
        return try await database.store.write { tx in try dispatcher.resolve(events, in: tx) }
    }

    /// The commands and presses of `events`, as the dispatcher decides them.
    private func texts(_ events: [PlatformEvent], in database: TrackerDatabase) async throws -> [String] {
        try await decided(events, in: database).compactMap {
            guard case .incoming(let incoming) = $0 else { return nil }
            switch incoming.kind {
            case .text(let text): return "\(incoming.isGroup ? "group" : "dm") \(incoming.sender.id): \(text)"
            case .button(let data, let messageID, _): return "press \(data) on \(messageID ?? "-")"
            default: return "unresolved \(incoming.kind)"
            }
        }
    }

    @Test func commandsAreReadAndEverythingElseOfNoteIsLeftAlone() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("db"))
        let translator = SyncTranslator(botUserID: bot)
        let events = await translator.translate(
            sync(
                [
                    message("$1", "!goal add Run"),
                    message("$2", "/todos"),
                    message("$3", from: bot, "!goals"),
                    message("$4", from: "@other-bot:hs", "!goals", msgtype: "m.notice"),
                    message("$5", "bot: !check"),
                    ClientEvent(
                        type: "m.room.message", eventID: "$6", sender: "@ann:hs", originServerTS: 1,
                        content: [
                            "msgtype": "m.text", "body": "> <@bob:hs> hi\n\n!habits",
                            "m.relates_to": ["m.in_reply_to": ["event_id": "$0"]],
                        ]),
                    ClientEvent(
                        type: "m.room.message", eventID: "$7", sender: "@ann:hs", originServerTS: 1,
                        content: [
                            "msgtype": "m.text", "body": "* !goals",
                            "m.relates_to": ["rel_type": "m.replace", "event_id": "$1"],
                        ]),
                    message("$8", "hello there"),
                ], joined: 2), isFirst: false)
        #expect(
            try await texts(events, in: database) == [
                "dm @ann:hs: /goal add Run", "dm @ann:hs: /todos", "dm @ann:hs: /check",
                "dm @ann:hs: /habits",
                "dm @ann:hs: hello there",
            ])
    }

    /// Element writes a mention pill into the body as the bot's display name, and names the
    /// bot in `m.mentions`; a name in front of a command without that mention is chatter.
    @Test func aMentionByDisplayNameIsAMention() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("db"))
        func mentioning(_ id: String, _ body: String, _ users: [String]) -> ClientEvent {
            ClientEvent(
                type: "m.room.message", eventID: id, sender: "@ann:hs", originServerTS: 1,
                content: [
                    "msgtype": "m.text", "body": .string(body),
                    "m.mentions": ["user_ids": .array(users.map { .string($0) })],
                ])
        }
        let events = await SyncTranslator(botUserID: bot).translate(
            sync(
                [
                    mentioning("$1", "TrackerBot: !challenge", [bot]),
                    mentioning("$2", "Tracker: the Bot: /check 2", [bot]),
                    mentioning("$3", "Bob: !challenge", ["@bob:hs"]),
                    message("$4", "TrackerBot: !challenge"),
                    mentioning("$5", ": !goals", [bot]),
                ], joined: 2), isFirst: false)
        #expect(
            try await texts(events, in: database) == [
                "dm @ann:hs: /challenge", "dm @ann:hs: /check 2",
                "dm @ann:hs: Bob: !challenge", "dm @ann:hs: TrackerBot: !challenge",
                "dm @ann:hs: : !goals",
            ])
    }

    @Test func aFirstSyncAnswersNoHistoryAndAJoinHidesWhatCameBefore() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("db"))
        let translator = SyncTranslator(botUserID: bot)
        let old = [message("$1", "!goals")]
        #expect(try await texts(await translator.translate(sync(old), isFirst: true), in: database).isEmpty)
        let afterJoin = await translator.translate(
            sync([message("$1", "!goals"), member("$2", bot, "join"), message("$3", "!todos")], joined: 3),
            isFirst: false)
        #expect(try await texts(afterJoin, in: database) == ["group @ann:hs: /todos"])
        // A room with a third member is a group, said once, and greeted when the bot joins it.
        let decidedAfterJoin = try await decided(afterJoin, in: database)
        #expect(decidedAfterJoin.contains { if case .chatKind(_, true) = $0 { true } else { false } })
        #expect(decidedAfterJoin.contains { if case .addedToGroup = $0 { true } else { false } })
        // In a group, chatter is for the people there.
        let chatter = await translator.translate(
            sync([message("$4", "nice run!")], joined: 3), isFirst: false)
        #expect(try await texts(chatter, in: database).isEmpty)
    }

    @Test func reactionsAndTypedNumbersPressTheChoicesOfTheBotsMessages() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("db"))
        try await database.write { db in
            let reply = Reply(
                "Your to-dos", buttons: [[Button("✅ 1", data: "7|t.d:1"), Button("✅ 2", data: "7|t.d:2")]])
            let id = try OutboxEntry.enqueue(
                Outgoing(chat: chat, reply: reply), userExternalID: "@ann:hs", at: Date(), in: db)
            try OutboxEntry.markSent(id, messageID: "$list", in: db)
        }
        let translator = SyncTranslator(botUserID: bot)
        func reaction(_ id: String, _ key: String, on target: String, from sender: String = "@ann:hs")
            -> ClientEvent
        {
            ClientEvent(
                type: "m.reaction", eventID: id, sender: sender, originServerTS: 1,
                content: [
                    "m.relates_to": [
                        "rel_type": "m.annotation", "event_id": .string(target), "key": .string(key),
                    ]
                ])
        }
        let events = await translator.translate(
            sync(
                [
                    reaction("$r1", "2️⃣", on: "$list"),
                    reaction("$r2", "2\u{20E3}", on: "$list"),  // the same key without the emoji selector
                    reaction("$r3", "3️⃣", on: "$list"),
                    reaction("$r4", "1️⃣", on: "$unknown"),
                    reaction("$r5", "1️⃣", on: "$list", from: bot),
                    message("$n1", "1"),
                    message("$n2", "3"),
                ], joined: 2), isFirst: false)
        #expect(
            try await texts(events, in: database) == [
                "press 7|t.d:2 on $list", "press 7|t.d:2 on $list", "press 7|t.d:1 on $list", "dm @ann:hs: 3",
            ])
    }

    @Test func takingBackAReactionPressesAToggleAgainForWhoeverReactedOnly() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("db"))
        let step = "7|r.x:1:2"
        try await database.write { db in
            _ = try User.findOrCreate(
                platform: "matrix", externalID: "@ann:hs", displayName: "Ann", now: Date(), in: db)
            let reply = Reply(
                "🔁 Morning",
                buttons: [[Button("⬜ 1. Stretch", data: step)], [Button("Delete", data: "7|r.d:1")]])
            let id = try OutboxEntry.enqueue(
                Outgoing(chat: chat, reply: reply), userExternalID: "@ann:hs", at: Date(), in: db)
            try OutboxEntry.markSent(id, messageID: "$list", in: db)
        }
        let translator = SyncTranslator(botUserID: bot)
        func reaction(_ id: String, _ key: String) -> ClientEvent {
            ClientEvent(
                type: "m.reaction", eventID: id, sender: "@ann:hs", originServerTS: 1,
                content: [
                    "m.relates_to": ["rel_type": "m.annotation", "event_id": "$list", "key": .string(key)]
                ])
        }
        func redaction(_ id: String, of target: String, from sender: String = "@ann:hs") -> ClientEvent {
            ClientEvent(
                type: "m.room.redaction", eventID: id, sender: sender, originServerTS: 1,
                content: ["redacts": .string(target)])
        }
        let ticked = await translator.translate(
            sync([reaction("$tick", "1️⃣"), reaction("$delete", "🇦")], joined: 2), isFirst: false)
        #expect(
            try await texts(ticked, in: database) == ["press \(step) on $list", "press 7|r.d:1 on $list"])
        let taken = await translator.translate(
            sync(
                [
                    redaction("$x1", of: "$tick", from: "@bob:hs"), redaction("$x2", of: "$delete"),
                    redaction("$x3", of: "$tick"),
                ], joined: 2), isFirst: false)
        // Only ann's own taking back of her tick presses the step again; Delete is no toggle.
        #expect(try await texts(taken, in: database) == ["press \(step) on $list"])
    }

    @Test func aKeyTypedInReplyToAMessagePressesThatMessagesChoice() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("db"))
        try await database.write { db in
            for (messageID, label) in [("$old", "old"), ("$new", "new")] {
                let reply = Reply(
                    "\(label)", buttons: [[Button("a", data: "\(label)-a"), Button("b", data: "\(label)-b")]])
                let id = try OutboxEntry.enqueue(
                    Outgoing(chat: chat, reply: reply), userExternalID: "@ann:hs", at: Date(), in: db)
                try OutboxEntry.markSent(id, messageID: messageID, in: db)
            }
        }
        let translator = SyncTranslator(botUserID: bot)
        let replyTo = ClientEvent(
            type: "m.room.message", eventID: "$r", sender: "@ann:hs", originServerTS: 1,
            content: [
                "msgtype": "m.text", "body": "> <@bot:hs> old\n\nB",
                "m.relates_to": ["m.in_reply_to": ["event_id": "$old"]],
            ])
        // In a group too: a reply to the bot's message is for the bot.
        let events = await translator.translate(sync([replyTo], joined: 3), isFirst: false)
        #expect(try await texts(events, in: database) == ["press old-b on $old"])
    }

    @Test func choicesAreListedAndKeyedInOrder() {
        let one = Choices([[Button("Keep it", data: "1|dismiss")]])
        #expect(one.reactionKeys == ["✅"])
        #expect(one.button(forKey: "✅")?.data == "1|dismiss" && one.button(forKey: "1️⃣") == nil)
        // Buttons for no numbered item take letters: a number would be read as an item's.
        let many = Choices([[Button("a", data: "a"), Button("b", data: "b")], [Button("c", data: "c")]])
        #expect(many.reactionKeys == ["🇦", "🇧", "🇨"])
        #expect(many.appended(to: "Pick:").plain == "Pick:\n\n🇦 a\n🇧 b\n🇨 c")
        #expect(many.button(number: 3) == nil && many.button(number: 1) == nil)
        #expect(many.button(letter: "c")?.data == "c" && many.button(letter: "C")?.data == "c")
        #expect(many.button(letter: "d") == nil && many.button(letter: "é") == nil)
        let lots = Choices([(0..<40).map { Button("\($0)", data: "\($0)") }])
        #expect(lots.buttons.count == Choices.keys.count && Set(lots.reactionKeys).count == 36)
    }

    @Test func aKeySaysWhatItsLabelNeedNotRepeat() {
        func listed(_ labels: [String]) -> String {
            Choices([labels.map { Button($0, data: $0) }]).appended(to: "").plain
                .trimmingCharacters(in: .newlines)
        }
        // A message's only button takes the symbol its label starts with; Undo is never ✅.
        #expect(listed(["✅ Check in now"]) == "✅ Check in now")
        #expect(listed(["↩︎ Undo"]) == "↩️ Undo")
        #expect(Choices([[Button("↩︎ Undo", data: "u")]]).button(forKey: "✅") == nil)
        #expect(Choices([[Button("↩︎ Undo", data: "u")]]).button(forKey: "↩️")?.data == "u")
        #expect(listed(["✅ 1"]) == "✅ 1")
        #expect(listed(["1"]) == "1️⃣")
        // A numbered label takes its number's key; beside them the rest take letters, so that
        // a typed number always means an item's number.
        #expect(listed(["1", "2", "3", "Next »"]) == "1️⃣ 2️⃣ 3️⃣\n🇦 Next »")
        #expect(listed(["6", "7", "« Prev"]) == "6️⃣ 7️⃣\n🇦 « Prev")
        #expect(
            Choices([[Button("✅ 1", data: "1"), Button("✅ 3", data: "3"), Button("Next »", data: "n")]])
                .button(number: 2) == nil)
        #expect(listed(["✅ 1", "✅ 2"]) == "1️⃣ ✅\n2️⃣ ✅")
        #expect(
            listed(["✅ 1. Stretch", "⬜ 2. Shower", "« Routines", "Delete"])
                == "1️⃣ ✅ Stretch\n2️⃣ ⬜ Shower\n🇦 « Routines\n🇧 Delete")
        // A number two labels claim, or one past ten, is nobody's key; typed, it still presses
        // the one button that names it.
        #expect(listed(["✅ 2", "⬜ 2", "11"]) == "🇦 ✅ 2\n🇧 ⬜ 2\n🇨 11")
        #expect(listed(["✅ 11", "✅ 12", "« Prev"]) == "🇦 ✅ 11\n🇧 ✅ 12\n🇨 « Prev")
        #expect(
            Choices([[Button("✅ 11", data: "11"), Button("« Prev", data: "p")]]).button(number: 1) == nil)
        #expect(
            Choices([[Button("✅ 11", data: "11"), Button("« Prev", data: "p")]]).button(number: 11)?.data
                == "11")
        #expect(
            Choices([[Button("6", data: "six"), Button("« Prev", data: "prev")]]).button(number: 6)?.data
                == "six")
        // A typed number presses the choice its key or its label shows, or an only choice that
        // is for no numbered item: 1 never presses item 2's button.
        let only = Choices([[Button("✅ 2", data: "two")]])
        #expect(only.button(number: 2)?.data == "two" && only.button(number: 1) == nil)
        #expect(only.button(number: 3) == nil)
        #expect(Choices([[Button("↺ Reset Gym", data: "reset")]]).button(number: 1)?.data == "reset")
    }

    @Test func anEditKeepsItsButtonsKeysAndGivesNewOnesUnusedKeys() {
        func buttons(_ labels: String...) -> [[Button]] { [labels.map { Button($0, data: $0) }] }
        func keyed(_ versions: [[Button]]...) -> Choices { keyed(versions) }
        func keyed(_ versions: [[[Button]]]) -> Choices {
            Choices(ButtonHistory(earlier: versions.dropLast(), latest: versions.last ?? []))
        }
        // Letter keys: B keeps 🇧 when A goes, and C, new, gets neither A's key nor B's.
        let edited = keyed(buttons("A", "B"), buttons("B", "C"))
        #expect(edited.appended(to: "").plain == "\n\n🇧 B\n🇨 C")
        #expect(edited.isRetired("🇦") && edited.button(forKey: "🇦") == nil)
        #expect(!edited.isRetired("👍") && !edited.isRetired("🇧"))
        #expect(edited.button(letter: "a") == nil && edited.button(letter: "b")?.data == "B")
        // A key taken back stays retired through later edits.
        let later = keyed(buttons("A", "B"), buttons("B"), buttons("B", "D"))
        #expect(later.reactionKeys == ["🇧", "🇨"] && later.isRetired("🇦"))
        // A number key taken back is retired without a presentation selector too.
        #expect(keyed(buttons("✅ 1", "✅ 2"), buttons("✅ 2")).isRetired("1\u{20E3}"))
        // An only button keeps the key it had, and shows its label in full beside it.
        #expect(keyed(buttons("Keep", "Drop"), buttons("Keep")).reactionKeys == ["🇦"])
        // Numbered labels keep their numbers' keys; the paging button its letter.
        let page = keyed(buttons("✅ 1", "✅ 2", "Next »"), buttons("✅ 2", "Next »"))
        #expect(page.appended(to: "").plain == "\n\n2️⃣ ✅\n🇦 Next »")
        // A message edited past every key still keys each of its buttons, reusing retired ones.
        let worn = keyed((0..<50).map { buttons("b\($0)", "c\($0)") })
        #expect(worn.reactionKeys.count == 2 && Set(worn.reactionKeys).count == 2)
    }

    @Test func anEncryptedRoomIsReadLikeAnyOther() async throws {
        let translator = SyncTranslator(botUserID: bot)
        let encryption = ClientEvent(
            type: "m.room.encryption", eventID: "$e", sender: "@ann:hs", originServerTS: 1, stateKey: "",
            content: ["algorithm": "m.megolm.v1.aes-sha2"])
        let command = ClientEvent(
            type: "m.room.message", eventID: "$c", sender: "@ann:hs", originServerTS: 2,
            content: ["msgtype": "m.text", "body": "!start"])
        let response = SyncResponse(
            nextBatch: "s2",
            rooms: Rooms(
                join: [
                    room: JoinedRoom(
                        timeline: Timeline(events: [command]), state: StateEvents(events: [encryption]))
                ]))
        let events = await translator.translate(response, isFirst: false)
        #expect(
            events.contains { if case .incoming(let incoming) = $0 { incoming.chat == chat } else { false } })
    }

    @Test func anUpgradedRoomMovesToItsReplacement() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        _ = try TrackerDatabase(path: directory.file("db"))
        let translator = SyncTranslator(botUserID: bot)
        let tombstone = ClientEvent(
            type: "m.room.tombstone", eventID: "$t", sender: "@ann:hs", originServerTS: 1, stateKey: "",
            content: ["replacement_room": "!new", "body": "upgraded"])
        let events = await translator.translate(sync([tombstone]), isFirst: false)
        #expect(
            events.contains {
                if case .migrated(let old, let new) = $0 { old == chat && new.id == "!new" } else { false }
            })
    }
}
