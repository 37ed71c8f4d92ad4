import Foundation
import SQLiteStore
import TestSupport
import TrackerCommands
import TrackerCore
import TrackerStore

/// One user's private chat with the dispatcher, on a temporary database and a manual clock:
/// say something, get the reply the bot queued for it.
final class PrivateConversation {
    let directory: TemporaryDirectory
    /// The SQLite database, which tests read directly only when the harnesses run on SQLite
    /// (``StoreKind/harnessesUseSQLite``).
    let database: TrackerDatabase
    /// What the conversation runs on: `database`'s store, or PostgreSQL's when the harnesses
    /// run on it.
    let store: any Store
    let clock: ManualClock
    let dispatcher: Dispatcher
    private var key = 0

    init(at start: Date) throws {
        directory = try TemporaryDirectory()
        let path = directory.file("bot.sqlite")
        database = try TrackerDatabase(path: path)
        store =
            StoreKind.forHarnesses == .postgres ? try HarnessDatabases.acquire(path).store : database.store
        clock = ManualClock(start)
        dispatcher = Dispatcher(store: store, clock: clock, files: UserFiles(beside: path))
    }

    deinit {
        if StoreKind.forHarnesses == .postgres { HarnessDatabases.release(directory.file("bot.sqlite")) }
        directory.remove()
    }

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
        return try newestOutgoing()?.reply
    }

    /// The newest message the bot queued.
    func newestOutgoing() throws -> Outgoing? {
        try store.read { tx in
            let newest = try tx.outbox.pendingHeads(platform: "test", afterID: 0, limit: .max).last
            return try newest.flatMap { try tx.outbox.pendingMessages([$0.id]).first?.outgoing }
        }
    }
}
