import Foundation
import Matrix
import SQLiteStore
import TestSupport
import Testing
import TrackerCommands
import TrackerCore

@testable import MatrixBot

/// What the bot's replies say on Matrix, rendered as the Matrix sender renders them, from a
/// real dispatcher on a temporary database: no `/command` anywhere, and no choice label that
/// repeats its key.
struct MatrixWordingTests {
    /// A private chat and a group on Matrix, where alice says things and presses buttons.
    private final class Rooms {
        let directory: TemporaryDirectory
        let database: TrackerDatabase
        let dispatcher: Dispatcher
        private var key = 0

        init() throws {
            directory = try TemporaryDirectory()
            database = try TrackerDatabase(path: directory.file("bot.sqlite"))
            dispatcher = Dispatcher(
                database: database, clock: ManualClock(Date(timeIntervalSince1970: 1_790_000_000)))
        }

        deinit { directory.remove() }

        /// The reply `kind` gets from alice (or `sender`), as the Matrix sender shows it.
        func reply(_ kind: Incoming.Kind, group: Bool = false, sender: String = "@alice:hs") throws -> Reply?
        {
            key += 1
            try dispatcher.apply([
                Incoming(
                    key: "matrix:$\(key)",
                    chat: ChatAddress(platform: "matrix", id: group ? "!group" : "!dm"),
                    isGroup: group, sender: Sender(id: sender, displayName: "Alice"), kind: kind)
            ])
            return try database.read { db in
                try OutboxEntry.order(OutboxEntry.Columns.id.desc).fetchOne(db).flatMap {
                    MatrixSender.reply(for: $0.outgoing)
                }
            }
        }

        func say(_ text: String, group: Bool = false) throws -> Reply? {
            try reply(.text(text), group: group)
        }
    }

    /// The lines of `reply`'s Matrix body and HTML that show a command the way Telegram writes it:
    /// a `/` starting a word, followed by a letter.
    private func slashCommands(in reply: Reply) -> [String] {
        let rendered = MatrixHTML.render(MatrixWording.text(of: reply, choices: Choices(reply.buttons)))
        let lines = rendered.body.split(separator: "\n") + rendered.formattedBody.split(separator: "<br>")
        return lines.map(String.init).filter { line in
            line.ranges(of: /(?:^|[\s(“"'>])\/[A-Za-z]/).isEmpty == false
        }
    }

    /// The choice lines of `reply` whose label repeats its key: `✅ ✅ Check in`, `1️⃣ 1`.
    private func repeatedKeys(in reply: Reply) -> [String] {
        let choices = Choices(reply.buttons)
        let lines = MatrixHTML.render(MatrixWording.text(of: reply, choices: Choices(reply.buttons))).body
            .split(separator: "\n")
        return lines.map(String.init).filter { line in
            choices.reactionKeys.contains { key in
                guard line.hasPrefix(key + " ") else { return false }
                let label = line.dropFirst(key.count + 1)
                let number = Choices.keys.firstIndex(of: key).map { "\($0 + 1)" }
                return label.hasPrefix(key) || number.map { label == $0 } == true
            }
        }
    }

    @Test func everyHelpPageAndTheRepliesOfADayWriteCommandsTheMatrixWay() throws {
        let rooms = try Rooms()
        // The help topics, as the bot lists them for a topic it does not have.
        let list = try #require(try rooms.say("/help nosuchtopic")).text.plain
        let topics = try #require(list.split(separator: ":").last).split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces.union(.punctuationCharacters))
        }
        #expect(topics.count >= 8)
        var replies: [(said: String, reply: Reply)] = []
        func say(_ text: String, group: Bool = false) throws {
            if let reply = try rooms.say(text, group: group) { replies.append((text, reply)) }
        }
        for text in ["/start", "/help"] + topics.map({ "/help \($0)" }) { try say(text) }
        try say("/help", group: true)
        // A day's commands, with mistakes, wrong numbers and usage errors among them.
        for text in [
            "/todso", "hello", "/goal add", "/goal add Run by june 1", "/goals", "/goal 1", "/goal 7",
            "/habit add", "/habit add Read", "/habits", "/habit 1", "/check", "/check 9", "/check Swim",
            "/todo add Milk", "/todos", "/todo done 7", "/routine add",
            "/routine add Morning on daily at 07:00\nStretch\nShower",
            "/routines", "/routine 1", "/today", "/progress", "/calendar", "/pause", "/settings",
            "/timezone Mars/Base", "/remind", "/export", "/forget", "/tip", "/nudgeme", "/week",
        ] {
            try say(text)
        }
        for text in ["/goals", "/todso", "/board", "/challenge"] { try say(text, group: true) }
        // Every button of the replies so far, pressed by alice and by someone else.
        for (said, reply) in replies where !said.hasPrefix("/forget") {
            for button in reply.buttons.joined() {
                for sender in ["@alice:hs", "@bob:hs"] {
                    let kind = Incoming.Kind.button(data: button.data, messageID: "$m", callbackID: sender)
                    if let pressed = try rooms.reply(kind, sender: sender) {
                        replies.append(("\(button.label) by \(sender)", pressed))
                    }
                }
            }
        }
        #expect(replies.count > 60)
        for (said, reply) in replies {
            #expect(slashCommands(in: reply).isEmpty, "\(said): \(slashCommands(in: reply))")
            #expect(repeatedKeys(in: reply).isEmpty, "\(said): \(repeatedKeys(in: reply))")
        }
        let bodies = replies.map {
            MatrixHTML.render(MatrixWording.text(of: $0.reply, choices: Choices($0.reply.buttons))).body
        }
        #expect(bodies.contains("I don't know !todso. Send !help to see what I can do."))
        #expect(bodies.contains { $0.contains("There is no habit 9: your list has 1. See !habits.") })
        #expect(bodies.contains("bob: This button belongs to someone else."))
    }

    @Test func commandsInPlainWordsAreMarkedButOtherSlashesAreNot() {
        let flattened = RichText(
            verbatim: "That goal no longer exists. See /goals. Zone: Europe/Berlin, /r/swift")
        #expect(
            MatrixHTML.render(MatrixWording.commandsMarked(flattened)).body
                == "That goal no longer exists. See !goals. Zone: Europe/Berlin, /r/swift")
    }
}
