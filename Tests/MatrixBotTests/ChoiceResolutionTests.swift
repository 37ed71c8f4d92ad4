import Foundation
import SQLiteStore
import TestSupport
import Testing
import TrackerCommands
import TrackerCore
import TrackerStore

@testable import MatrixBot

/// Typed choices and reactions resolved by the dispatcher in the event's transaction, against
/// the messages as the outbox recorded them sent, with Matrix's keys on a real database file.
struct ChoiceResolutionTests {
    private let ann = Sender(id: "@ann:hs", displayName: "Ann")
    private let chat = ChatAddress(platform: Platform.matrix, id: "!dm")
    private let group = ChatAddress(platform: Platform.matrix, id: "!group")

    /// A dispatcher with Matrix's keys on a new database, which `body` talks to.
    private func withDispatcher(_ body: (Conversation) throws -> Void) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        let dispatcher = Dispatcher(database: database, clock: ManualClock(.iso("2026-11-23T08:00:00Z")))
            .registering(MatrixChoiceKeys(), for: Platform.matrix)
        try body(Conversation(dispatcher: dispatcher, database: database, sender: ann))
    }

    /// Events from one person, each answer marked sent as `$<outbox id>` as the sender would.
    private final class Conversation {
        let dispatcher: Dispatcher
        let database: TrackerDatabase
        let sender: Sender
        private var count = 0

        init(dispatcher: Dispatcher, database: TrackerDatabase, sender: Sender) {
            self.dispatcher = dispatcher
            self.database = database
            self.sender = sender
        }

        /// Applies `kind` in `chat` (its kind read from the record, as Matrix does) and returns
        /// the answers it queued, as sent: their text, or an edit's `edit $id: text`.
        @discardableResult
        func send(_ kind: Incoming.Kind, in chat: ChatAddress, group: Bool = false) throws -> [String] {
            count += 1
            var incoming = Incoming(
                key: "test:\(count)", chat: chat, sender: sender, kind: kind, messageID: "$in\(count)")
            incoming.isGroupFromRecord = true
            var events: [PlatformEvent] = [.incoming(incoming)]
            if group { events.insert(.members(chat, joined: 3, invited: nil), at: 0) }
            try dispatcher.apply(events, checkpoint: nil)
            return try database.write { db in
                let pending = try OutboxEntry.pending(platform: chat.platform, in: db)
                return try pending.map { entry in
                    let id = entry.id!
                    var messageID = "$\(id)"
                    var shown = entry.outgoing.reply?.text.plain ?? entry.outgoing.callbackAnswer?.text ?? ""
                    if case .edit(let edited) = entry.outgoing.delivery {
                        messageID = edited
                        shown = "edit \(edited): \(shown)"
                    }
                    try OutboxEntry.markSent(id, messageID: messageID, in: db)
                    return shown
                }
            }
        }

        func text(_ text: String, in chat: ChatAddress) throws -> [String] { try send(.text(text), in: chat) }
    }

    @Test func aTypedNumberPressesTheLatestChoices() throws {
        try withDispatcher { ann in
            _ = try ann.text("/todo add One\nTwo\nThree", in: chat)
            let list = try ann.text("/todos", in: chat)
            #expect(list.count == 1 && list[0].contains("3. ⬜ Three"))
            // The list is message $2: typing 2 presses its second to-do's button, editing it.
            let pressed = try ann.send(.choice(key: "2", onMessage: nil), in: chat)
            #expect(pressed.count == 1 && pressed[0].hasPrefix("edit $2: ✅ Done: Two"))
            let todos = try ann.database.read { db in try Todo.fetchAll(db) }
            #expect(todos.map(\.isDone) == [false, true, false])
        }
    }

    /// A number means the item the list shows with it: with Piano checked in, `/habits` lists
    /// Gym, Piano, Water and offers Gym and Water; typing 3 checks in Water, and 2 presses
    /// nothing (Piano has no button).
    @Test func aTypedNumberIsTheListsNumber() throws {
        try withDispatcher { ann in
            for habit in ["Gym", "Piano", "Water"] { _ = try ann.text("/habit add \(habit)", in: chat) }
            _ = try ann.text("/check piano", in: chat)
            let list = try ann.text("/habits", in: chat)
            #expect(list.count == 1 && list[0].contains("3. Water"))
            let pressed = try ann.send(.choice(key: "3", onMessage: nil), in: chat)
            #expect(pressed.count == 1 && pressed[0].contains("✅ Water: day 1 of 21 done"), "\(pressed)")
            let missed = try ann.send(.choice(key: "2", onMessage: "$5"), in: chat)
            #expect(missed.allSatisfy { !$0.contains("Gym: day 1") }, "\(missed)")
            let checkIns = try ann.database.read { db in try CheckIn.fetchCount(db) }
            #expect(checkIns == 2)
        }
    }

    @Test func aNumberInReplyPressesTheNamedMessageNotTheLatest() throws {
        try withDispatcher { ann in
            _ = try ann.text("/todo add One\nTwo", in: chat)
            _ = try ann.text("/todos", in: chat)  // $2
            _ = try ann.text("/todo add Three", in: chat)
            _ = try ann.text("/todos", in: chat)  // $4, the latest
            let pressed = try ann.send(.choice(key: "1", onMessage: "$2"), in: chat)
            #expect(pressed.count == 1 && pressed[0].hasPrefix("edit $2: ✅ Done: One"))
        }
    }

    @Test func aReactionTicksAToggleAndTakingItBackUnticksIt() throws {
        try withDispatcher { ann in
            _ = try ann.text("/routine add Morning on daily at 7:00\nDrink water\nStretch", in: chat)
            let checklist = try ann.text("/routine 1", in: chat)
            #expect(checklist.count == 1 && checklist[0].contains("0/2 done today"))
            let ticked = try ann.send(.reaction(key: "1️⃣", messageID: "$2", reactionID: "$tick"), in: chat)
            #expect(
                ticked.count == 1 && ticked[0].hasPrefix("edit $2:") && ticked[0].contains("1/2 done today"))
            let remembered = try ann.database.read { db in
                try ReactionPress.find(eventID: "$tick", in: chat, by: ann.sender.id, db: db)
            }
            #expect(remembered?.messageID == "$2")
            let unticked = try ann.send(.reactionRemoved(reactionID: "$tick"), in: chat)
            #expect(unticked.count == 1 && unticked[0].contains("0/2 done today"))
        }
    }

    @Test func whatPressesNothingGetsTodaysAnswer() throws {
        try withDispatcher { ann in
            _ = try ann.text("/todo add One", in: chat)
            _ = try ann.text("/todos", in: chat)
            // In a private room, a number no choice shows is read as a message.
            #expect(
                try ann.send(.choice(key: "7", onMessage: nil), in: chat)
                    == ["I understand commands like /goals, /habits or /todos. Send /help to see them all."])
            // That answer has no buttons: the list's choices are no longer the latest.
            #expect(
                try ann.send(.choice(key: "1", onMessage: nil), in: chat)
                    == ["I understand commands like /goals, /habits or /todos. Send /help to see them all."])
            // A reaction with no choice's key, on an unknown message, or taken back without
            // having ticked a toggle, and chatter in a group, are nothing for the bot.
            #expect(try ann.send(.reaction(key: "🎉", messageID: "$2", reactionID: "$r1"), in: chat).isEmpty)
            #expect(
                try ann.send(.reaction(key: "1️⃣", messageID: "$nope", reactionID: "$r2"), in: chat).isEmpty)
            #expect(try ann.send(.reactionRemoved(reactionID: "$r1"), in: chat).isEmpty)
            #expect(try ann.send(.choice(key: "1", onMessage: nil), in: group, group: true).isEmpty)
            let claimed = try ann.database.read { db in
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM inbound")
            }
            #expect(claimed == 4)
        }
    }

    /// The keys message `id` lists now, as Matrix keys its buttons from all it has had.
    private func keys(of id: String, _ ann: Conversation) throws -> [String: String] {
        let history = try #require(
            try ann.database.read { db in try OutboxEntry.buttonHistory(ofMessage: id, in: chat, db: db) })
        return Dictionary(uniqueKeysWithValues: Choices(history).choices.map { ($0.button.label, $0.key) })
    }

    @Test func aKeyKeepsItsMeaningForTheLifeOfAMessage() throws {
        try withDispatcher { ann in
            _ = try ann.text("/todo add " + (1...12).map { "Task \($0)" }.joined(separator: "\n"), in: chat)
            _ = try ann.text("/todos", in: chat)  // $2, the first page of ten
            let next = try #require(try keys(of: "$2", ann)["Next »"])
            _ = try ann.send(.reaction(key: next, messageID: "$2", reactionID: "$next"), in: chat)
            // The second page's buttons are new on the message: none takes the key Next had.
            let page = try keys(of: "$2", ann)
            let eleven = try #require(page["✅ 11"])
            let twelve = try #require(page["✅ 12"])
            #expect(![eleven, twelve].contains(next))
            let ticked = try ann.send(.reaction(key: eleven, messageID: "$2", reactionID: "$t11"), in: chat)
            #expect(ticked.count == 1 && ticked[0].contains("✅ Done: Task 11"))
            // 12 keeps its key; 11's is out of date, and pressing it again does not tick 12.
            #expect(try keys(of: "$2", ann)["✅ 12"] == twelve)
            #expect(
                try ann.send(.reaction(key: eleven, messageID: "$2", reactionID: "$again"), in: chat)
                    == ["This button is out of date. Send the command again."])
            #expect(
                try ann.send(.reaction(key: next, messageID: "$2", reactionID: "$old"), in: chat)
                    == ["This button is out of date. Send the command again."])
            // Any other reaction is the reader's own.
            #expect(try ann.send(.reaction(key: "👍", messageID: "$2", reactionID: "$like"), in: chat).isEmpty)
            let todos = try ann.database.read { db in try Todo.fetchAll(db) }
            #expect(todos.filter(\.isDone).map(\.text) == ["Task 11"])
            let pressed = try ann.send(.reaction(key: twelve, messageID: "$2", reactionID: "$t12"), in: chat)
            #expect(pressed.count == 1 && pressed[0].contains("✅ Done: Task 12"))
        }
    }
}
