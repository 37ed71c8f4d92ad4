import Foundation
import TestSupport
import TrackerCommands
import TrackerCore
import TrackerStore

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
        key += 1
        try dispatcher.apply([
            Incoming(
                key: "t:\(key)", chat: ChatAddress(platform: "test", id: "1"),
                sender: Sender(id: "1", displayName: "Ann"), kind: .text(text))
        ])
        return try database.read { db in
            try OutboxEntry.order(OutboxEntry.Columns.id.desc).fetchOne(db)?.outgoing.reply
        }
    }
}
