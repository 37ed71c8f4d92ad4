import Foundation
import GRDB
import SQLiteStore
import TestSupport
import Testing
import TrackerCommands
import TrackerCore
import TrackerStore

struct DemoTodosTests {
    private let clock = ManualClock(.iso("2026-11-21T09:00:00Z"))

    private static let sample = Data(
        ("["
            + (1...15).map {
                #"{"userId":1,"id":\#($0),"title":"demo <\#($0)>","completed":\#($0 % 2 == 0)}"#
            }
            .joined(separator: ",") + "]").utf8)

    private func start(_ database: TrackerDatabase) throws -> Dispatcher {
        let dispatcher = Dispatcher(database: database, clock: clock)
        try dispatcher.apply([
            Incoming(
                key: "1", chat: ChatAddress(platform: "telegram", id: "7"),
                sender: Sender(id: "7", displayName: "A"),
                kind: .text("/todo add My own"))
        ])
        try dispatcher.apply([
            Incoming(
                key: "2", chat: ChatAddress(platform: "telegram", id: "7"),
                sender: Sender(id: "7", displayName: "A"),
                kind: .text("/todo demo"))
        ])
        return dispatcher
    }

    private func replies(_ database: TrackerDatabase) throws -> [OutboxEntry] {
        try database.read { db in try OutboxEntry.order(OutboxEntry.Columns.id).fetchAll(db) }
    }

    @Test func importsTenTaggedToDosIntoTheSameReply() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        let dispatcher = try start(database)
        #expect(try replies(database).last?.outgoing.reply?.text.plain == "⏳ Fetching a few demo to-dos…")
        let job = try #require(try database.read { db in try Job.pending(in: db) }.first)

        try dispatcher.apply([
            Incoming(
                key: "3", chat: ChatAddress(platform: "telegram", id: "7"),
                sender: Sender(id: "7", displayName: "A"),
                kind: .text("/todo demo"))
        ])
        #expect(
            try replies(database).last?.outgoing.reply?.text.plain
                == "⏳ Still fetching your demo to-dos, one moment.")

        try database.write { db in
            try DemoTodos.complete(
                job, fetched: .success(Self.sample), now: clock.now(), in: SQLiteTransaction(db))
        }
        let todos = try database.read { db in try Todo.order(Todo.Columns.id).fetchAll(db) }
        #expect(todos.count == 11)
        #expect(todos.filter(\.isDemo).map(\.text) == (1...10).map { "demo <\($0)>" })
        #expect(todos.filter(\.isDemo).filter(\.isDone).count == 5)
        let entries = try replies(database)
        #expect(entries.count == 4)
        #expect(
            entries[3].outgoing.delivery == .replace(outboxID: job.outboxID),
            "the result edits the first reply")
        let rewritten = try #require(entries[3].outgoing.reply?.text.plain)
        #expect(rewritten.hasPrefix("📝 Imported 10 demo to-dos:\n• demo <1>"))
        #expect(try database.read { db in try Job.fetchCount(db) } == 0)

        try dispatcher.apply([
            Incoming(
                key: "4", chat: ChatAddress(platform: "telegram", id: "7"),
                sender: Sender(id: "7", displayName: "A"),
                kind: .text("/todo demo clear"))
        ])
        #expect(try replies(database).last?.outgoing.reply?.text.plain == "🧹 Removed 10 demo to-dos.")
        #expect(try database.read { db in try Todo.fetchAll(db).map(\.text) } == ["My own"])
    }

    @Test func aFailedFetchImportsNothingAndSaysSo() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        _ = try start(database)
        let job = try #require(try database.read { db in try Job.pending(in: db) }.first)
        struct Offline: Error {}
        try database.write { db in
            try DemoTodos.complete(
                job, fetched: .failure(Offline()), now: clock.now(), in: SQLiteTransaction(db))
        }
        #expect(try database.read { db in try Todo.fetchCount(db) } == 1)
        let reply = try #require(try replies(database).last?.outgoing.reply?.text.plain)
        #expect(reply.hasPrefix("😕 I couldn't fetch the demo to-dos just now, so nothing was imported."))
    }

    @Test func theResultEditsTheSentReplyOrIsSentWhenTheReplyWasNot() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        _ = try start(database)
        let job = try #require(try database.read { db in try Job.pending(in: db) }.first)
        try database.write { db in
            try OutboxEntry.markSent(job.outboxID, messageID: "555", in: db)
            try DemoTodos.complete(
                job, fetched: .success(Data("not json".utf8)), now: clock.now(), in: SQLiteTransaction(db))
        }
        let last = try #require(try replies(database).last)
        #expect(last.outgoing.reply?.text.plain.hasPrefix("😕") == true)
        let ready = try database.read { db in try last.resolvingReplacement(in: db) }
        #expect(ready.outgoing.delivery == .edit(messageID: "555"))
        try database.write { db in try OutboxEntry.markDead(job.outboxID, error: "blocked", in: db) }
        let unsent = try database.read { db in try last.resolvingReplacement(in: db) }
        #expect(unsent.outgoing.delivery == .send)
    }

    @Test func badItemsAreSkippedAndCountedWhileTheOthersAreImported() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        _ = try start(database)
        let job = try #require(try database.read { db in try Job.pending(in: db) }.first)
        let long = String(repeating: "x", count: 201)
        let body = Data(
            (#"[{"title":"First"},{"title":"  "},{"title":"\#(long)"},{"title":null},{"id":5},7,"#
                + #"{"title":"Sec\u0000ond\nline","completed":"yes"}]"#).utf8)
        try database.write { db in
            try DemoTodos.complete(job, fetched: .success(body), now: clock.now(), in: SQLiteTransaction(db))
        }
        let demos = try database.read { db in
            try Todo.filter(Todo.Columns.isDemo == true).order(Todo.Columns.id).fetchAll(db)
        }
        #expect(demos.map(\.text) == ["First", "Second line"])
        #expect(
            try replies(database).last?.outgoing.reply?.text.plain == """
                📝 Imported 2 demo to-dos:
                • First
                • Second line
                Skipped 5 demo items without a usable title.
                See them with /todos; /todo demo clear removes exactly these.
                """)
    }

    @Test func aSecondDemoImportSaysTheItemsAreAlreadyThere() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        let dispatcher = try start(database)
        let job = try #require(try database.read { db in try Job.pending(in: db) }.first)
        try database.write { db in
            try DemoTodos.complete(
                job, fetched: .success(Self.sample), now: clock.now(), in: SQLiteTransaction(db))
        }
        try dispatcher.apply([
            Incoming(
                key: "3", chat: ChatAddress(platform: "telegram", id: "7"),
                sender: Sender(id: "7", displayName: "A"), kind: .text("/todo demo"))
        ])
        #expect(try database.read { db in try Job.fetchCount(db) } == 0, "no second fetch")
        #expect(try database.read { db in try Todo.filter(Todo.Columns.isDemo == true).fetchCount(db) } == 10)
        #expect(
            try replies(database).last?.outgoing.reply?.text.plain
                == "You already have 10 demo to-dos: see /todos. To import them afresh, remove them first with /todo demo clear."
        )
        try dispatcher.apply([
            Incoming(
                key: "4", chat: ChatAddress(platform: "telegram", id: "7"),
                sender: Sender(id: "7", displayName: "A"), kind: .text("/todo demo clear")),
            Incoming(
                key: "5", chat: ChatAddress(platform: "telegram", id: "7"),
                sender: Sender(id: "7", displayName: "A"), kind: .text("/todo demo")),
        ])
        #expect(try replies(database).last?.outgoing.reply?.text.plain == "⏳ Fetching a few demo to-dos…")
    }
}
