import Foundation
import GRDB
import SQLiteStore
import TestSupport
import Testing
import TrackerCommands
import TrackerCore

struct DispatcherTests {
    private let clock = ManualClock(.iso("2026-11-21T09:00:00Z"))
    private let group = ChatAddress(platform: "telegram", id: "-100")

    private func text(_ key: String, _ text: String, from sender: String = "1", chat: ChatAddress? = nil)
        -> Incoming
    {
        Incoming(
            key: key, chat: chat ?? ChatAddress(platform: "telegram", id: sender), isGroup: chat != nil,
            sender: Sender(id: sender, displayName: "User \(sender)"), kind: .text(text))
    }

    /// `sender`'s press of `button` on message 55 in the group.
    private func press(_ button: Button, by sender: String, key: String) -> Incoming {
        Incoming(
            key: key, chat: group, isGroup: true, sender: Sender(id: sender, displayName: sender.capitalized),
            kind: .button(data: button.data, messageID: "55", callbackID: "cb-\(key)"))
    }

    private func outbox(_ database: TrackerDatabase) throws -> [OutboxEntry] {
        try database.read { db in try OutboxEntry.order(OutboxEntry.Columns.id).fetchAll(db) }
    }

    /// A text read before the transaction (for an admin lookup) is not read again.
    @Test func anActionReadBeforehandIsAppliedAsRead() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        let dispatcher = Dispatcher(database: database, clock: clock)
        let prepared = PreparedEvent(
            .incoming(text("tg:1", "/this is not read again")), action: .todo(.add(["Read beforehand"])))
        _ = try database.store.write { tx in try dispatcher.apply([prepared], in: tx) }
        #expect(
            try outbox(database).map { $0.outgoing.reply?.text.plain } == ["📝 Added to-do 1: Read beforehand"]
        )
    }

    @Test func theSameEventIsAppliedOnce() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        let dispatcher = Dispatcher(database: database, clock: clock)

        #expect(try dispatcher.apply([text("tg:1", "/todo add Buy milk")]) == 1)
        // Redelivered, alone and inside a later batch.
        #expect(try dispatcher.apply([text("tg:1", "/todo add Buy milk")]) == 0)
        #expect(try dispatcher.apply([text("tg:1", "/todo add Buy milk"), text("tg:2", "/todos")]) == 1)

        let todos = try database.read { db in try Todo.fetchAll(db) }
        #expect(todos.map(\.text) == ["Buy milk"])
        let replies = try outbox(database).map { $0.outgoing.reply?.text.plain ?? "" }
        #expect(replies.count == 2)
        #expect(replies[0] == "📝 Added to-do 1: Buy milk")
        #expect(replies[1].contains("1. ⬜ Buy milk"))
    }

    @Test func aFailureMidCommandLeavesNothingAndStillAnswers() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        // A real SQLite error on the second insert of the command.
        try database.failInsertingTodo("boom")
        let dispatcher = Dispatcher(database: database, clock: clock)
        try dispatcher.apply([text("tg:1", "/todo add first\nboom"), text("tg:2", "/todo add after")])

        let todos = try database.read { db in try Todo.fetchAll(db).map(\.text) }
        #expect(todos == ["after"])
        let replies = try outbox(database).map { $0.outgoing.reply?.text.plain ?? "" }
        #expect(
            replies == [
                "Sorry, something went wrong and nothing was changed. Please try again.",
                "📝 Added to-do 1: after",
            ])
        // The failed event counts as handled: redelivery does not apply it again.
        #expect(try dispatcher.apply([text("tg:1", "/todo add first\nboom")]) == 0)
    }

    @Test func aRefusedCommandChangesNothing() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        let dispatcher = Dispatcher(database: database, clock: clock)
        let many = (1...999).map { "item \($0)" }.joined(separator: "\n")
        try dispatcher.apply([text("tg:1", "/todo add \(many)"), text("tg:2", "/todo add one\ntwo")])
        let count = try database.read { db in try Todo.fetchCount(db) }
        #expect(count == 999)
        let last = try outbox(database).last?.outgoing.reply?.text.plain
        #expect(
            last
                == "That would make 1,001 open to-dos; I keep at most 1,000. Nothing was added. Finish or clear some first."
        )
    }

    @Test func aButtonPressedBySomeoneElseIsRefusedWithAnAlert() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        let dispatcher = Dispatcher(database: database, clock: clock)
        // Alice's own ✅, from her private chat, pressed in a group where others may see it.
        try dispatcher.apply([
            text("tg:0", "/challenge Read", from: "carol", chat: group),
            text("tg:1", "/join", from: "alice", chat: group), text("tg:2", "/habit 1", from: "alice"),
        ])
        let card = try #require(try outbox(database).last?.outgoing.reply)
        let checkIn = try #require(card.buttons.joined().first { $0.label == "✅ Check in" })
        #expect(!checkIn.data.hasPrefix("*|"), "a private card's button is its owner's")

        let press = { (sender: String, key: String) in self.press(checkIn, by: sender, key: key) }
        try dispatcher.apply([press("bob", "tg:3")])
        let bobs = try #require(try outbox(database).last?.outgoing)
        #expect(bobs.reply == nil)
        #expect(
            bobs.callbackAnswer
                == .init(callbackID: "cb-tg:3", text: "This button belongs to someone else.", alert: true))
        #expect(try database.read { db in try CheckIn.fetchCount(db) } == 0)

        try dispatcher.apply([press("alice", "tg:4")])
        let alices = try #require(try outbox(database).last?.outgoing)
        #expect(alices.delivery == .edit(messageID: "55"))
        #expect(alices.callbackAnswer?.callbackID == "cb-tg:4")
        #expect(alices.reply?.text.plain == "✅ Read: day 1 of 21 done. 20 to go. See you tomorrow!")
        #expect(try database.read { db in try CheckIn.fetchCount(db) } == 1)
    }

    /// A group reply carries only buttons anyone may press: the ✅ under Alice's join checks in
    /// whoever presses it, answered under that message for the group to see, which stays.
    @Test func aGroupsCheckInButtonChecksInWhoeverPressesIt() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        let dispatcher = Dispatcher(database: database, clock: clock)
        try dispatcher.apply([
            text("tg:0", "/challenge Read", from: "carol", chat: group),
            text("tg:1", "/join", from: "alice", chat: group),
        ])
        let joined = try #require(try outbox(database).last?.outgoing.reply)
        #expect(joined.buttons.map { $0.map(\.label) } == [["✅ Check in now"]])
        let checkIn = try #require(joined.buttons.first?.first)
        #expect(checkIn.data.hasPrefix("*|"), "anyone in the group may press it")
        let press = { (sender: String, key: String) in self.press(checkIn, by: sender, key: key) }
        let checkIns = { try database.read { db in try CheckIn.fetchCount(db) } }

        try dispatcher.apply([press("carol", "tg:2")])
        let carols = try #require(try outbox(database).last?.outgoing)
        #expect(carols.delivery == .send, "Alice's message stays as it is")
        #expect(carols.inReplyTo == "55")
        #expect(carols.callbackAnswer?.callbackID == "cb-tg:2")
        #expect(carols.reply?.text.plain == "Carol: ✅ Read: day 1 of 21 done. 20 to go. See you tomorrow!")
        #expect(carols.reply?.buttons.isEmpty == true)
        #expect(try checkIns() == 1)

        try dispatcher.apply([press("carol", "tg:3")])
        #expect(try outbox(database).last?.outgoing.reply?.text.plain.hasPrefix("Carol: ") == true)
        #expect(try checkIns() == 1, "once a day")

        try dispatcher.apply([press("bob", "tg:4")])
        #expect(
            try outbox(database).last?.outgoing.reply?.text.plain
                == "Bob: You're not in the Read challenge. Send /join to take part.")
        #expect(try checkIns() == 1)

        try dispatcher.apply([
            text("tg:5", "/challenge end", from: "carol", chat: group), press("alice", "tg:6"),
        ])
        #expect(try outbox(database).last?.outgoing.reply?.text.plain == "Alice: That challenge is over.")
        #expect(try checkIns() == 1)
    }

    /// A typed `/join` or `/leave` shows the announcement's members anew, as its Join button
    /// does: an edit of the announcement's message, queued before the answer.
    @Test func aTypedJoinOrLeaveRewritesTheAnnouncement() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        let dispatcher = Dispatcher(database: database, clock: clock)
        try dispatcher.apply([text("tg:0", "/challenge Read", from: "carol", chat: group)])
        let announcement = try #require(try outbox(database).last)
        #expect(announcement.outgoing.reply?.text.plain.hasSuffix("Members: User carol") == true)

        try dispatcher.apply([text("tg:1", "/join", from: "alice", chat: group)])
        var entries = try outbox(database).suffix(2).map(\.outgoing)
        #expect(entries.first?.delivery == .replace(outboxID: try #require(announcement.id)))
        #expect(entries.first?.reply?.text.plain.hasSuffix("Members: User carol, User alice") == true)
        #expect(entries.first?.reply?.buttons == announcement.outgoing.reply?.buttons, "Join stays")
        #expect(entries.last?.reply?.text.plain.hasPrefix("🙋 User alice joined") == true)

        // Joining again changes no member: only the answer.
        let count = try outbox(database).count
        try dispatcher.apply([text("tg:2", "/join", from: "alice", chat: group)])
        #expect(try outbox(database).count == count + 1)

        try dispatcher.apply([text("tg:3", "/leave", from: "carol", chat: group)])
        entries = try outbox(database).suffix(2).map(\.outgoing)
        #expect(entries.first?.delivery == .replace(outboxID: try #require(announcement.id)))
        #expect(entries.first?.reply?.text.plain.hasSuffix("Members: User alice") == true)
    }

    @Test func buttonsActOnTheCurrentState() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        let dispatcher = Dispatcher(database: database, clock: clock)
        try dispatcher.apply([text("tg:1", "/goal add Run"), text("tg:2", "/goal delete 1")])
        let confirm = try #require(try outbox(database).last?.outgoing.reply?.buttons.first?.first)
        try dispatcher.apply([text("tg:3", "/goal delete 1"), text("tg:4", "/goals")])
        let pressOldButton = Incoming(
            key: "tg:5", chat: ChatAddress(platform: "telegram", id: "1"),
            sender: Sender(id: "1", displayName: "User 1"),
            kind: .button(data: confirm.data, messageID: "9", callbackID: nil))
        try dispatcher.apply([pressOldButton])
        let last = try #require(try outbox(database).last?.outgoing.reply?.text.plain)
        #expect(last.hasPrefix("Deleted the goal Run"))

        try dispatcher.apply([
            Incoming(
                key: "tg:6", chat: ChatAddress(platform: "telegram", id: "1"),
                sender: Sender(id: "1", displayName: "User 1"),
                kind: .button(data: confirm.data, messageID: "9", callbackID: nil))
        ])
        let again = try #require(try outbox(database).last?.outgoing.reply?.text.plain)
        #expect(again == "That goal no longer exists. See /goals.")
    }

    @Test func outOfDateButtonDataGetsAFriendlyAnswer() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        let dispatcher = Dispatcher(database: database, clock: clock)
        try dispatcher.apply([
            Incoming(
                key: "tg:1", chat: group, isGroup: true, sender: Sender(id: "1", displayName: "A"),
                kind: .button(data: "v0-legacy-data", messageID: "3", callbackID: "cb"))
        ])
        let answer = try #require(try outbox(database).last?.outgoing)
        #expect(answer.reply == nil)
        #expect(answer.callbackAnswer?.text == "This button is out of date. Send the command again.")
    }
}

struct GroupPrivacyTests {
    @Test func personalCommandsInAGroupPointToThePrivateChat() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        let dispatcher = Dispatcher(database: database, clock: ManualClock(.iso("2026-11-21T09:00:00Z")))
        let group = ChatAddress(platform: "telegram", id: "-100")
        let privateChat = ChatAddress(platform: "telegram", id: "1")
        func text(_ key: String, _ text: String, in chat: ChatAddress) -> Incoming {
            Incoming(
                key: key, chat: chat, isGroup: chat == group, sender: Sender(id: "1", displayName: "Alice"),
                kind: .text(text))
        }
        try dispatcher.apply([
            text("1", "/goal add Secret plan", in: privateChat),
            text("2", "/habit add Read", in: privateChat),
            text("3", "/goals", in: group), text("4", "/todo add Buy a gift for Bob", in: group),
            text("5", "/check Read", in: group), text("6", "/help", in: group),
            text("7", "/check", in: group),
        ])
        let replies = try database.read { db in
            try OutboxEntry.order(OutboxEntry.Columns.id).fetchAll(db).map {
                $0.outgoing.reply?.text.plain ?? ""
            }
        }
        let pointer =
            "🔒 I keep your goals, habits and to-dos private. Send me that command in a private chat."
        #expect(replies[2] == pointer)
        #expect(replies[3] == pointer)
        // A group sees no habit but its challenge's: with none running, no check-in shows here.
        let noChallenge =
            "This group has no challenge running, and I keep your own habits private: use our private "
            + "chat for them, or start a challenge here with /challenge <habit>."
        #expect(replies[4] == noChallenge)
        #expect(replies[5].hasPrefix("What I can do"))
        #expect(replies[6] == noChallenge)
        #expect(try database.read { db in try CheckIn.fetchCount(db) } == 0)
        #expect(try database.read { db in try Todo.fetchCount(db) } == 0)
    }
}
