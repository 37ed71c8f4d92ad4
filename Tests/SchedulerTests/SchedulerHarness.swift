import Foundation
import GRDB
import Logging
import PostgresStore
import SQLiteStore
import Scheduler
import TestSupport
import TrackerCommands
import TrackerCore
import TrackerStore

/// A dispatcher and a scheduler on one temporary database and one manual clock: commands
/// go in as a chat user would send them, and reminders come out of the outbox.
final class SchedulerHarness: @unchecked Sendable {
    static let platform: Platform = "chat"

    let directory: TemporaryDirectory
    let clock: ManualClock
    let grace: Duration
    /// The SQLite database, which tests read directly only when the harnesses run on SQLite
    /// (``StoreKind/harnessesUseSQLite``).
    private(set) var database: TrackerDatabase
    /// What the harness runs on: `database`'s store, or PostgreSQL's when the harnesses run on it.
    private(set) var store: any Store
    private(set) var dispatcher: Dispatcher
    private(set) var scheduler: ReminderScheduler
    /// Times the dispatcher reported a change of the schedule.
    private let changes = Counter()
    private var lastSeenOutboxID: Int64 = 0
    private var sequence = 0

    init(at start: Date, grace: Duration = .seconds(2 * 3600)) throws {
        directory = try TemporaryDirectory()
        clock = ManualClock(start)
        self.grace = grace
        (database, store, dispatcher, scheduler) = try Self.open(
            directory.file("bot.sqlite"), clock, grace, changes)
    }

    deinit {
        if StoreKind.forHarnesses == .postgres { HarnessDatabases.release(directory.file("bot.sqlite")) }
        directory.remove()
    }

    /// Opens the same database anew, as after a restart.
    func restart() throws {
        if StoreKind.forHarnesses == .postgres { HarnessDatabases.release(directory.file("bot.sqlite")) }
        (database, store, dispatcher, scheduler) = try Self.open(
            directory.file("bot.sqlite"), clock, grace, changes)
    }

    private static func open(_ path: String, _ clock: ManualClock, _ grace: Duration, _ changes: Counter)
        throws
        -> (TrackerDatabase, any Store, Dispatcher, ReminderScheduler)
    {
        let database = try TrackerDatabase(path: path)
        let store =
            StoreKind.forHarnesses == .postgres ? try HarnessDatabases.acquire(path).store : database.store
        let logger = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }
        let dispatcher = Dispatcher(
            store: store, clock: clock, files: UserFiles(beside: path), logger: logger,
            remindersChanged: { changes.increment() })
        let scheduler = ReminderScheduler(
            store: store, platform: platform, clock: clock,
            options: ReminderScheduler.Options(grace: grace, batchSize: 50), logger: logger)
        return (database, store, dispatcher, scheduler)
    }

    var scheduleChanges: Int { changes.value }

    /// Sends a command from `user` in their private chat; returns the reply's text.
    @discardableResult
    func send(_ text: String, from user: String = "1") throws -> String {
        try apply(.text(text), from: user)
        return try takeOutbox().last?.reply?.text.plain ?? ""
    }

    /// The group chat of ``say(_:from:admin:)``.
    let group = ChatAddress(platform: platform, id: "-1")

    /// Sends a command from `user` in the group, as an admin unless told otherwise; returns
    /// the reply's text.
    @discardableResult
    func say(_ text: String, from user: String = "1", admin: Bool = true) throws -> String {
        sequence += 1
        try dispatcher.apply([
            Incoming(
                key: "test:\(sequence)", chat: group, isGroup: true,
                sender: Sender(id: user, displayName: Self.names[user] ?? "User \(user)"), kind: .text(text),
                senderIsAdmin: admin)
        ])
        return try takeOutbox().last?.reply?.text.plain ?? ""
    }

    /// Display names of the users of group tests.
    private static let names = ["1": "Alice", "2": "Bob", "3": "Carol"]

    /// Presses a button of a message the bot sent; returns the reply.
    @discardableResult
    func press(_ button: Button, on messageID: String = "1", from user: String = "1") throws -> Outgoing? {
        try apply(.button(data: button.data, messageID: messageID, callbackID: nil), from: user)
        return try takeOutbox().last
    }

    /// Moves the clock to `instant` and runs the scheduler; returns the messages it queued.
    func reminders(at instant: Date) throws -> [Outgoing] {
        clock.set(instant)
        try scheduler.fireDue()
        return try takeOutbox()
    }

    /// Outbox entries written since the last look, in order.
    func takeOutbox() throws -> [Outgoing] {
        let after = lastSeenOutboxID
        let entries = try store.read { tx in
            try tx.outbox.pendingMessages(
                tx.outbox.pendingHeads(platform: Self.platform, afterID: after, limit: .max).map(\.id))
        }
        lastSeenOutboxID = entries.last?.id ?? lastSeenOutboxID
        return entries.map(\.outgoing)
    }

    /// The user's schedule rows by kind and item.
    func rows(of user: String = "1") throws -> [ScheduledReminder] {
        if StoreKind.forHarnesses == .postgres {
            let path = directory.file("bot.sqlite")
            defer { HarnessDatabases.release(path) }
            return try HarnessDatabases.acquire(path).read { session in
                try session.fetchAll(
                    ScheduledReminder.self,
                    """
                    SELECT "reminder".* FROM "reminder" JOIN "user" ON "user"."id" = "reminder"."userID"
                    WHERE "user"."externalID" = \(user) ORDER BY "kind", "itemID"
                    """)
            }
        }
        return try database.read { db in
            try ScheduledReminder.fetchAll(
                db,
                sql: """
                    SELECT reminder.* FROM reminder JOIN user ON user.id = reminder.userID
                    WHERE user.externalID = ? ORDER BY kind, itemID
                    """, arguments: [user])
        }
    }

    func chat(of user: String = "1") -> ChatAddress { ChatAddress(platform: Self.platform, id: user) }

    private func apply(_ kind: Incoming.Kind, from user: String) throws {
        sequence += 1
        try dispatcher.apply([
            Incoming(
                key: "test:\(sequence)", chat: chat(of: user),
                sender: Sender(id: user, displayName: Self.names[user] ?? "User \(user)"), kind: kind)
        ])
    }
}

/// A thread-safe count.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

extension Outgoing {
    /// The message's text without styles.
    var text: String { reply?.text.plain ?? "" }

    /// The message's buttons, decoded.
    var buttonKinds: [ButtonKind] {
        (reply?.buttons ?? []).flatMap { $0 }.compactMap { ButtonCodec.decode($0.data)?.button }
    }

    var buttons: [Button] { (reply?.buttons ?? []).flatMap { $0 } }
}
