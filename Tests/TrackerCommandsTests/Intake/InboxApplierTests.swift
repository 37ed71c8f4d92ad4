import Foundation
import GRDB
import SQLiteStore
import TestSupport
import Testing
import TrackerCommands
import TrackerCore
import TrackerStore

/// Events admitted to the inbox, then applied from it, on real database files, as a restarted
/// process would find them.
struct InboxApplierTests {
    private let clock = ManualClock(.iso("2026-11-21T09:00:00Z"))

    private func text(_ key: String, _ text: String, from sender: String = "1") -> PlatformEvent {
        .incoming(
            Incoming(
                key: key, chat: ChatAddress(platform: "telegram", id: sender),
                sender: Sender(id: sender, displayName: "User \(sender)"), kind: .text(text)))
    }

    private func replies(_ database: TrackerDatabase) throws -> [String] {
        try database.read { db in
            try OutboxEntry.order(OutboxEntry.Columns.id).fetchAll(db).map {
                "\($0.outgoing.chat.id): \($0.outgoing.reply?.text.plain ?? $0.outgoing.callbackAnswer?.text ?? "")"
            }
        }
    }

    private func inbox(_ database: TrackerDatabase) -> Inbox {
        Inbox(database: database, doorbell: Doorbell(clock: clock), clock: clock)
    }

    /// An applier as a restarted process has it: with an inbox of its own, which admitted none
    /// of what it applies, so it reads every entry back from the table.
    private func applier(_ database: TrackerDatabase, batchSize: Int = 500) -> InboxApplier {
        InboxApplier(
            dispatcher: Dispatcher(database: database, clock: clock), inbox: inbox(database),
            source: "telegram",
            batchSize: batchSize)
    }

    private func checkpoint(_ value: Int) -> PlatformCheckpoint {
        PlatformCheckpoint(key: "telegram.offset", value: String(value))
    }

    /// A mixed batch: commands from two users, a group the bot joins, a press and chatter.
    private var batch: [PlatformEvent] {
        let group = ChatAddress(platform: "telegram", id: "-100")
        return [
            text("telegram:1", "/todo add Buy milk"),
            .addedToGroup(group),
            text("telegram:2", "/habit add Read", from: "2"),
            .ignored,
            text("telegram:3", "/todos"),
            .incoming(
                Incoming(
                    key: "telegram:4", chat: ChatAddress(platform: "telegram", id: "2"),
                    sender: Sender(id: "2", displayName: "User 2"),
                    kind: .button(data: "not a button", messageID: "7", callbackID: "cb4"))),
            text("telegram:5", "/nonsense", from: "2"),
        ]
    }

    @Test func admittedThenAppliedAnswersAsAppliedDirectly() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let direct = try TrackerDatabase(path: directory.file("direct.sqlite"))
        try await Dispatcher(database: direct, clock: clock).apply(batch, checkpoint: nil)

        let database = try TrackerDatabase(path: directory.file("inbox.sqlite"))
        #expect(try await inbox(database).admit(batch, source: "telegram", checkpoint: checkpoint(6)) == 6)
        // Admitted is not applied.
        #expect(try replies(database).isEmpty)
        #expect(try await applier(database).drain() == 5)

        let expected = try replies(direct)
        #expect(expected.count == 6)
        #expect(try replies(database) == expected)
        #expect(try await database.read { db in try InboxEntry.count(of: "telegram", in: db) } == 0)
    }

    @Test func aRedeliveredBatchIsAppliedOnce() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        let (inbox, applier) = (inbox(database), applier(database))
        let events = [text("telegram:1", "/todo add Buy milk"), text("telegram:2", "/todos")]

        #expect(try await inbox.admit(events, source: "telegram", checkpoint: checkpoint(3)) == 2)
        // Redelivered before it was applied, then after.
        #expect(try await inbox.admit(events, source: "telegram", checkpoint: checkpoint(3)) == 0)
        #expect(try await applier.drain() == 2)
        #expect(try await inbox.admit(events, source: "telegram", checkpoint: checkpoint(3)) == 0)
        #expect(try await applier.drain() == 0)

        #expect(try await database.read { db in try Todo.fetchAll(db).map(\.text) } == ["Buy milk"])
        #expect(try replies(database).count == 2)
    }

    @Test func aCrashBetweenAdmittingAndApplyingLosesNothingAndRepeatsNothing() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("bot.sqlite")
        let events = (1...5).map { text("telegram:\($0)", "/todo add Item \($0)") }
        // The process admits, confirms, and dies before applying anything.
        try await inbox(TrackerDatabase(path: path)).admit(
            Array(events[0..<3]), source: "telegram", checkpoint: checkpoint(4))
        // It dies again, this time while applying the first batch.
        try await inbox(TrackerDatabase(path: path)).admit(
            Array(events[3...]), source: "telegram", checkpoint: checkpoint(6))
        try await CrashGuard(database: TrackerDatabase(path: path), platform: "telegram").begin(
            events.map { if case .incoming(let event) = $0 { event.key } else { "" } })

        let database = try TrackerDatabase(path: path)
        let applier = applier(database, batchSize: 2)
        #expect(try applier.crashGuard.recover() == 5)
        #expect(try await applier.drain() == 5)
        #expect(try await applier.drain() == 0)
        let todos = try await database.read { db in try Todo.order(Column("id")).fetchAll(db).map(\.text) }
        #expect(todos == (1...5).map { "Item \($0)" })
        #expect(try replies(database).count == 5)
        #expect(try await database.read { db in try InboundDeadLetter.fetchCount(db) } == 0)
    }

    /// The apology is in the sender's language, learnt from the store, not from the event.
    @Test func theSetAsideApologyIsInTheSendersLanguage() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("bot.sqlite")
        do {
            let database = try TrackerDatabase(path: path)
            try await inbox(database).admit(
                [text("telegram:1", "/language de", from: "2")], source: "telegram", checkpoint: checkpoint(2)
            )
            #expect(try await applier(database).drain() == 1)
            try await inbox(database).admit(
                [text("telegram:2", "/todo add Milch", from: "2")], source: "telegram",
                checkpoint: checkpoint(3))
        }
        for _ in 1...CrashGuard.crashesBeforeDeadLetter {
            let guarding = CrashGuard(database: try TrackerDatabase(path: path), platform: "telegram")
            try guarding.recover()
            try await guarding.begin(["telegram:2"])
        }
        let database = try TrackerDatabase(path: path)
        let applier = applier(database)
        try applier.crashGuard.recover()
        #expect(try await applier.drain() == 0)
        let apology = try #require(try replies(database).last)
        #expect(apology.hasPrefix("2: Entschuldige, mit dieser Nachricht bin ich nicht zurechtgekommen"))
    }

    @Test func anEntryBeingAppliedAloneDuringTwoCrashesIsSetAsideAndTheRestApplied() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("bot.sqlite")
        let keys = (1...4).map { "telegram:\($0)" }
        let events = keys.enumerated().map { text($1, "/todo add Item \($0 + 1)", from: "\($0 + 1)") }
        try await inbox(TrackerDatabase(path: path)).admit(
            events, source: "telegram", checkpoint: checkpoint(5))
        // First crash: the whole batch was being applied.
        try await CrashGuard(database: TrackerDatabase(path: path), platform: "telegram").begin(keys)
        // Restarted, applying one per transaction: the second entry crashes it, twice.
        do {
            let applier = applier(try TrackerDatabase(path: path))
            #expect(try applier.crashGuard.recover() == 4)
            try await applier.crashGuard.begin([keys[1]])
        }
        do {
            let applier = applier(try TrackerDatabase(path: path))
            #expect(try applier.crashGuard.recover() == 1)
            try await applier.crashGuard.begin([keys[1]])
        }

        let database = try TrackerDatabase(path: path)
        let applier = applier(database)
        #expect(try applier.crashGuard.recover() == 1)
        #expect(try await applier.drain() == 3)

        let letters = try await database.read { db in try InboundDeadLetter.fetchAll(db) }
        #expect(letters.map(\.key) == ["telegram:2"])
        #expect(letters.first?.raw.contains("Item 2") == true)
        let todos = try await database.read { db in try Todo.order(Column("id")).fetchAll(db).map(\.text) }
        #expect(todos == ["Item 1", "Item 3", "Item 4"])
        let answers = try replies(database)
        #expect(answers.count == 4)
        #expect(answers.contains { $0.hasPrefix("2: Sorry, I couldn't handle that message") })
        #expect(try await database.read { db in try InboxEntry.count(of: "telegram", in: db) } == 0)
        // Delivered again, the set-aside event is not applied.
        try await inbox(database).admit([events[1]], source: "telegram", checkpoint: checkpoint(5))
        #expect(try await applier.drain() == 0)
    }

    /// A bot killed again and again while applying a batch (by deploys, say) sets nothing
    /// aside: it cannot tell which entry, if any, was the cause.
    @Test func aBatchInFlightAtEveryCrashIsAppliedWhole() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("bot.sqlite")
        let keys = (1...3).map { "telegram:\($0)" }
        let events = keys.enumerated().map { text($1, "/todo add Item \($0 + 1)", from: "\($0 + 1)") }
        try await inbox(TrackerDatabase(path: path)).admit(
            events, source: "telegram", checkpoint: checkpoint(4))
        for _ in 1...3 {
            let guarding = CrashGuard(database: try TrackerDatabase(path: path), platform: "telegram")
            try guarding.recover()
            try await guarding.begin(keys)
        }
        let database = try TrackerDatabase(path: path)
        let applier = applier(database)
        #expect(try applier.crashGuard.recover() == 3)
        #expect(try await applier.drain() == 3)
        #expect(try await database.read { db in try InboundDeadLetter.fetchCount(db) } == 0)
        #expect(try replies(database).count == 3)
    }

    @Test func anEntryThatNoLongerReadsAsAnEventIsSetAsideAndTheRestApplied() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        // As a later version of the bot might have stored it.
        try await database.write { db in
            try db.execute(
                sql: """
                    INSERT INTO inbox (source, key, event, receivedAt)
                    VALUES ('telegram', 'telegram:1', '{"poll":{}}', 0)
                    """)
        }
        try await inbox(database).admit(
            [text("telegram:2", "/todo add Read")], source: "telegram", checkpoint: checkpoint(3))
        #expect(try await applier(database).drain() == 1)

        let letters = try await database.read { db in try InboundDeadLetter.fetchAll(db) }
        #expect(letters.map(\.key) == ["telegram:1"])
        #expect(letters.first?.raw == #"{"poll":{}}"#)
        #expect(try replies(database) == ["1: 📝 Added to-do 1: Read"])
        #expect(try await database.read { db in try InboxEntry.count(of: "telegram", in: db) } == 0)
    }

    @Test func whatThisProcessAdmittedIsAppliedWithoutReadingItBack() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        let inbox = inbox(database)
        try await inbox.admit(
            [text("telegram:1", "/todo add Read")], source: "telegram", checkpoint: checkpoint(2))
        // The stored copy no longer reads as an event; the admitted one is still at hand.
        try await database.write { db in try db.execute(sql: "UPDATE inbox SET event = '{}'") }
        let applier = InboxApplier(
            dispatcher: Dispatcher(database: database, clock: clock), inbox: inbox, source: "telegram")
        #expect(try await applier.drain() == 1)
        #expect(try replies(database) == ["1: 📝 Added to-do 1: Read"])
        #expect(try await database.read { db in try InboundDeadLetter.fetchCount(db) } == 0)
    }

    @Test func entriesApplyInOrderOfArrivalAcrossBatches() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        let inbox = inbox(database)
        var key = 0
        for round in 0..<3 {
            let events = (0..<3).map { item -> PlatformEvent in
                key += 1
                return text("telegram:\(key)", "/todo add R\(round) I\(item)")
            }
            try await inbox.admit(events, source: "telegram", checkpoint: checkpoint(key + 1))
        }
        try await inbox.admit([text("telegram:10", "/todos")], source: "telegram", checkpoint: checkpoint(11))
        #expect(try await applier(database, batchSize: 2).drain() == 10)

        let expected = (0..<3).flatMap { round in (0..<3).map { "R\(round) I\($0)" } }
        let todos = try await database.read { db in try Todo.order(Column("id")).fetchAll(db).map(\.text) }
        #expect(todos == expected)
        let list = try replies(database).last ?? ""
        let positions = expected.compactMap { list.range(of: $0)?.lowerBound }
        #expect(positions.count == 9 && positions == positions.sorted())
    }

    @Test func theCheckpointIsStoredWithTheAdmittedEntriesOrNotAtAll() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        let inbox = inbox(database)
        try await inbox.admit([text("telegram:1", "/todos")], source: "telegram", checkpoint: checkpoint(2))
        let stored = { () async throws -> String? in
            try await database.read { db in try PlatformState.value("telegram.offset", in: db) }
        }
        #expect(try await stored() == "2")

        // The disk refuses the next batch's entries: its checkpoint is not stored either.
        try await database.write { db in
            try db.execute(
                sql: """
                    CREATE TRIGGER refuse BEFORE INSERT ON inbox WHEN NEW.key = 'telegram:3'
                    BEGIN SELECT RAISE(ABORT, 'disk full'); END
                    """)
        }
        let refused = [text("telegram:2", "/todo add A"), text("telegram:3", "/todo add B")]
        await #expect(throws: DatabaseError.self) {
            try await inbox.admit(refused, source: "telegram", checkpoint: checkpoint(4))
        }
        #expect(try await stored() == "2")
        #expect(try await database.read { db in try InboxEntry.count(of: "telegram", in: db) } == 1)
    }

    @Test func theRunningApplierAppliesWhatIsAdmittedWhenTheDoorbellRings() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        let admitted = Doorbell(clock: clock)
        let applied = Doorbell()
        let inbox = Inbox(database: database, doorbell: admitted, clock: clock)
        let applier = InboxApplier(
            dispatcher: Dispatcher(database: database, clock: clock), inbox: inbox, source: "telegram",
            applied: applied)
        let running = Task { try await applier.run() }
        defer { running.cancel() }

        try await inbox.admit([text("telegram:1", "/todo add Buy milk")], source: "telegram", checkpoint: nil)
        // The clock never moves: only the doorbell can have woken the applier.
        await applied.wait(patiently: .seconds(30))
        #expect(try replies(database) == ["1: 📝 Added to-do 1: Buy milk"])

        running.cancel()
        await #expect(throws: CancellationError.self) { try await running.value }
    }
}
