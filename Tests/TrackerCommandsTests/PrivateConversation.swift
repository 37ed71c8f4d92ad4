import Foundation
import SQLiteStore
import TestSupport
import TrackerCommands
import TrackerCore

/// One user's private chat with the dispatcher, on a temporary database and a manual clock:
/// say something, get the reply the bot queued for it.
final class PrivateConversation {
    let directory: TemporaryDirectory
    let database: TrackerDatabase
    let clock: ManualClock
    let dispatcher: Dispatcher
    private var key = 0

    init(at start: Date) throws {
        directory = try TemporaryDirectory()
        database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        clock = ManualClock(start)
        dispatcher = Dispatcher(database: database, clock: clock)
    }

    deinit { directory.remove() }

    /// The reply to `text`, the newest row of the outbox.
    @discardableResult
    func say(_ text: String) throws -> Reply? {
        try apply(.text(text))
    }

    /// The reply to pressing `button` on a message the platform knows as `1`: the edit of
    /// that message, or a new message.
    @discardableResult
    func press(_ button: Button) throws -> Reply? {
        try apply(.button(data: button.data, messageID: "1", callbackID: "cb:\(key + 1)"))
    }

    private func apply(_ kind: Incoming.Kind) throws -> Reply? {
        key += 1
        try dispatcher.apply([
            Incoming(
                key: "t:\(key)", chat: ChatAddress(platform: "test", id: "1"),
                sender: Sender(id: "1", displayName: "Ann"), kind: kind)
        ])
        return try database.read { db in
            try OutboxEntry.order(OutboxEntry.Columns.id.desc).fetchOne(db)?.outgoing.reply
        }
    }
}
