import Foundation
import GRDB
import SQLiteStore
import TestSupport
import Testing
import TrackerCommands
import TrackerCore
import TrackerStore

/// A batch leaves its users' reminder refreshes to its end, where they go together: the
/// schedules it leaves are those its events leave applied one batch each.
struct BatchRefreshTests {
    private static let start = Date.iso("2026-11-21T09:00:00Z")

    /// Three users' commands that add, change and drop reminders, some sender twice.
    private static let events: [(sender: String, text: String)] = [
        ("1", "/habit add Read"),
        ("2", "/routine add Morning on daily at 7:00\nStretch"),
        ("1", "/routine add Evening on daily at 21:00\nWalk"),
        ("3", "/goal add Marathon by 2026-12-20"),
        ("2", "/routine add Noon on daily at 12:00\nEat"),
        ("3", "/remind off"),
        ("1", "/habit add Walk"),
        ("3", "/warn 22:00"),
    ]

    @Test(arguments: StoreKind.available)
    func aBatchLeavesTheSchedulesItsEventsLeaveOneAtATime(_ kind: StoreKind) async throws {
        let together = try await schedules(on: kind, batches: [Self.events])
        let apart = try await schedules(on: kind, batches: Self.events.map { [$0] })
        #expect(together == apart)
        #expect(together.keys.sorted() == ["1", "2"], "the reminder switched off in the batch is gone")
        #expect(together["1"]?.count == 4 && together["2"]?.count == 2)
    }

    /// A refresh that fails as a bug would fails neither the batch nor the other users': each
    /// user is then refreshed alone, and the one whose refresh fails keeps what they had.
    @Test func aFailingRefreshFailsNeitherTheBatchNorTheOtherUsers() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        let dispatcher = Dispatcher(database: database, clock: ManualClock(Self.start))
        func text(_ key: String, from sender: String, _ text: String) -> Incoming {
            Incoming(
                key: key, chat: ChatAddress(platform: "telegram", id: sender), isGroup: false,
                sender: Sender(id: sender, displayName: "User \(sender)"), kind: .text(text))
        }
        try dispatcher.apply([text("tg:1", from: "1", "/todos"), text("tg:2", from: "2", "/todos")])
        try database.failWritingReminders(ofUser: 1)

        let applied = try dispatcher.apply([
            text("tg:3", from: "1", "/habit add Read"), text("tg:4", from: "2", "/habit add Run"),
        ])

        #expect(applied == 2)
        let (replies, habits, reminded) = try database.read { db in
            (
                try OutboxEntry.order(OutboxEntry.Columns.id).fetchAll(db).suffix(2).map {
                    $0.outgoing.reply?.text.plain ?? ""
                },
                try Habit.order(Column("id")).fetchAll(db).map(\.name),
                try Int64.fetchAll(db, sql: "SELECT DISTINCT userID FROM reminder ORDER BY userID")
            )
        }
        #expect(replies.allSatisfy { !$0.contains("something went wrong") } && replies.count == 2)
        #expect(habits == ["Read", "Run"])
        #expect(reminded == [2])
    }

    /// Each user's schedule entries after `batches`, as text, by sender.
    private func schedules(on kind: StoreKind, batches: [[(sender: String, text: String)]]) async throws
        -> [String: [String]]
    {
        try await kind.withStore { store in
            let folder = try TemporaryDirectory()
            defer { folder.remove() }
            let dispatcher = Dispatcher(
                store: store, clock: ManualClock(Self.start),
                files: UserFiles(exports: folder.path, pictures: folder.path))
            let incoming = batches.enumerated().map { number, batch in
                batch.enumerated().map { index, event in
                    Incoming(
                        key: "tg:\(number)-\(index)",
                        chat: ChatAddress(platform: "telegram", id: event.sender),
                        isGroup: false, sender: Sender(id: event.sender, displayName: "User \(event.sender)"),
                        kind: .text(event.text))
                }
            }
            return try await TestPostgres.onThread {
                for batch in incoming { try dispatcher.apply(batch) }
                return try store.read { tx in
                    var schedules: [String: [String]] = [:]
                    for sender in ["1", "2", "3"] {
                        guard let id = try tx.users.find(platform: "telegram", externalID: sender)?.id else {
                            continue
                        }
                        let entries = try tx.reminders.dueReminders(
                            userID: id, now: Self.start.addingTimeInterval(86_400 * 60))
                        if !entries.isEmpty {
                            schedules[sender] = entries.map { "\($0.kind) \($0.itemID) \($0.timing)" }
                                .sorted()
                        }
                    }
                    return schedules
                }
            }
        }
    }
}
