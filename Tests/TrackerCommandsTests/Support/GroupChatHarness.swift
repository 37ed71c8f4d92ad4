import Foundation
import GRDB
import SQLiteStore
import TestSupport
import Testing
import TrackerCommands
import TrackerCore

/// A group chat and its members' private chats on one dispatcher and manual clock (a Monday),
/// each message from an app set to the language `code` given, if any.
final class GroupChatHarness {
    let directory: TemporaryDirectory
    let database: TrackerDatabase
    let clock = ManualClock(.iso("2026-11-23T09:00:00Z"))
    let dispatcher: Dispatcher
    let group = ChatAddress(platform: "telegram", id: "-100")
    private var sequence = 0

    init() throws {
        directory = try TemporaryDirectory()
        database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        dispatcher = Dispatcher(database: database, clock: clock)
    }

    deinit { directory.remove() }

    /// Sends `text` in the group; returns the reply.
    @discardableResult
    func say(_ text: String, as sender: String, code: String? = nil, admin: Bool? = nil) throws -> Reply {
        try apply(.text(text), from: sender, code: code, in: group, admin: admin)
    }

    /// Sends `text` in the sender's private chat; returns the reply.
    @discardableResult
    func tell(_ text: String, as sender: String, code: String? = nil) throws -> Reply {
        try apply(.text(text), from: sender, code: code, in: privateChat(of: sender), admin: nil)
    }

    /// The private chat of `sender`.
    func privateChat(of sender: String) -> ChatAddress { ChatAddress(platform: "telegram", id: sender) }

    /// Presses `button` on a message in `chat` (the group's by default); returns what the bot did.
    func press(_ button: Button, as sender: String, in chat: ChatAddress? = nil, code: String? = nil) throws
        -> Outgoing
    {
        sequence += 1
        try dispatcher.apply([
            Incoming(
                key: "k\(sequence)", chat: chat ?? group, isGroup: (chat ?? group) == group,
                sender: Sender(id: sender, displayName: sender.capitalized, languageCode: code),
                kind: .button(data: button.data, messageID: "77", callbackID: "cb\(sequence)"))
        ])
        return try lastOutgoing()
    }

    private func apply(
        _ kind: Incoming.Kind, from sender: String, code: String?, in chat: ChatAddress, admin: Bool?
    ) throws -> Reply {
        sequence += 1
        try dispatcher.apply([
            Incoming(
                key: "k\(sequence)", chat: chat, isGroup: chat == group,
                sender: Sender(id: sender, displayName: sender.capitalized, languageCode: code), kind: kind,
                senderIsAdmin: admin)
        ])
        return try #require(try lastOutgoing().reply)
    }

    func lastOutgoing() throws -> Outgoing {
        try #require(
            try database.read { db in try OutboxEntry.order(OutboxEntry.Columns.id.desc).fetchOne(db) }?
                .outgoing)
    }

    /// Reads the database directly.
    func read<T>(_ body: (Database) throws -> T) throws -> T { try database.read(body) }

    func groupRows() throws -> [GroupReminderKind: ScheduledGroupReminder] {
        try database.read { db in try GroupSchedule.rows(of: group, in: db) }
    }
}
