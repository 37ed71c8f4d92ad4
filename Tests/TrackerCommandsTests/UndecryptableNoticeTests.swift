import Foundation
import GRDB
import SQLiteStore
import TestSupport
import Testing
import TrackerCommands
import TrackerCore

/// The notice for messages the bot could not decrypt: said once per key, in the sender's
/// language in their private chat and in the group's in a group.
struct UndecryptableNoticeTests {
    private let clock = ManualClock(.iso("2026-11-24T09:00:00Z"))
    private let room = ChatAddress(platform: "matrix", id: "!dm:hs")

    private func outbox(_ database: TrackerDatabase) throws -> [OutboxEntry] {
        try database.read { db in try OutboxEntry.order(OutboxEntry.Columns.id).fetchAll(db) }
    }

    @Test func theNoticeIsSaidOnceInTheSendersLanguage() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        let dispatcher = Dispatcher(database: database, clock: clock)
        try dispatcher.apply([
            Incoming(
                key: "mx:1", chat: room, sender: Sender(id: "@ann:hs", displayName: "Ann"),
                kind: .text("/language de"))
        ])
        let before = try outbox(database).count
        let notice = PlatformEvent.undecryptable(
            room, senderID: "@ann:hs", messageID: "$1", key: "undecryptable:$1")
        try dispatcher.apply([notice], checkpoint: nil)
        // The same notice applied again (a batch applied twice) says nothing more.
        try dispatcher.apply([notice], checkpoint: nil)
        let said = try outbox(database).dropFirst(before)
        #expect(said.count == 1)
        #expect(
            said.first?.outgoing.reply?.text.plain
                == "🔒 Ich konnte nicht lesen, was du geschickt hast: Der Schlüssel zum Entschlüsseln hat mich nie erreicht. Bitte schick es noch einmal."
        )
        #expect(said.first?.outgoing.chat == room)
        // It answers the message it could not read, so the sender sees which one it was.
        #expect(said.first?.outgoing.inReplyTo == "$1")
    }

    @Test func anUnknownSenderIsToldInEnglish() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        let dispatcher = Dispatcher(database: database, clock: clock)
        try dispatcher.apply(
            [.undecryptable(room, senderID: "@new:hs", messageID: "$2", key: "undecryptable:$2")],
            checkpoint: nil)
        #expect(
            try outbox(database).map { $0.outgoing.reply?.text.plain } == [
                "🔒 I couldn't read what you sent: the key to decrypt it never reached me. Please send it again."
            ])
    }
}
