import Foundation
import GRDB
import SQLiteStore
import TestSupport
import Testing
import TrackerCore

struct TrackerDatabaseTests {
    private let now = Date.iso("2026-11-21T09:00:00Z")

    @Test func migratesAnEmptyFileAndCreatesItPrivately() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("nested/folder/bot.sqlite")
        let database = try TrackerDatabase(path: path)

        let tables = try database.read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        }
        for table in [
            "user", "goal", "checkpoint", "habit", "checkIn", "todo", "listView", "inbound", "outbox",
            "routine", "routineStep", "stepCompletion", "pause",
        ] {
            #expect(tables.contains(table), "missing table \(table)")
        }
        let mode = try database.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }
        #expect(mode == "wal")

        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let folder = try FileManager.default.attributesOfItem(atPath: directory.file("nested/folder"))
        #expect((folder[.posixPermissions] as? Int) == 0o700)
    }

    @Test func recordsRoundTripAndSurviveReopening() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("bot.sqlite")
        let deadline = LocalDate(iso: "2027-06-01")!
        do {
            let database = try TrackerDatabase(path: path)
            try database.write { db in
                let user = try User.findOrCreate(
                    platform: "console", externalID: "local", displayName: "Alice", now: now, in: db)
                var goal = Goal(
                    userID: user.id!, title: "Run", why: "Health", deadline: deadline, createdAt: now)
                try goal.insert(db)
                var checkpoint = Checkpoint(goalID: goal.id!, position: 1, title: "Shoes")
                try checkpoint.insert(db)
                var habit = Habit(userID: user.id!, name: "Read", runStartedOn: deadline, createdAt: now)
                try habit.insert(db)
                try CheckIn(habitID: habit.id!, run: 1, date: deadline, createdAt: now).insert(db)
                var todo = Todo(userID: user.id!, text: "Milk", createdAt: now)
                try todo.insert(db)
            }
        }
        let reopened = try TrackerDatabase(path: path)
        try reopened.read { db in
            let user = try #require(try User.fetchOne(db))
            #expect(user.displayName == "Alice")
            #expect(user.timeZone == "UTC")
            let goal = try #require(try Goal.open(of: user.id!, in: db).first)
            #expect(goal.title == "Run")
            #expect(goal.why == "Health")
            #expect(goal.deadline == deadline)
            #expect(goal.createdAt == now)
            #expect(try goal.checkpoints(in: db).map(\.title) == ["Shoes"])
            let habit = try #require(try Habit.all(of: user.id!, in: db).first)
            #expect(try habit.currentCheckIns(in: db) == [deadline])
            #expect(try Todo.listed(of: user.id!, in: db).map(\.text) == ["Milk"])
        }
    }

    @Test func usersGetReminderDefaultsAndTheirSettingsRoundTrip() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        try database.write { db in
            // A row written without the v2 columns, as rows from before the migration are.
            try db.execute(
                sql: """
                    INSERT INTO user (platform, externalID, displayName, createdAt)
                    VALUES ('console', 'old', 'Old', '2026-01-01 00:00:00.000')
                    """)
        }
        try database.read { db in
            let old = try #require(try User.fetchOne(db))
            #expect(old.remindAt == TimeOfDay(hour: 9, minute: 0))
            #expect(old.warnAt == TimeOfDay(hour: 21, minute: 0))
            #expect(old.weekStart == .monday)
            #expect(old.tipsShown == 0)
        }
        try database.write { db in
            var user = try #require(try User.fetchOne(db))
            user.remindAt = nil
            user.warnAt = TimeOfDay(hour: 20, minute: 30)
            user.weekStart = .sunday
            try user.update(db)
        }
        let row = try database.read { db in
            try #require(try Row.fetchOne(db, sql: "SELECT remindAt, warnAt, weekStart FROM user"))
        }
        #expect(row["remindAt"] as String? == nil)
        #expect(row["warnAt"] as String? == "20:30")
        #expect(row["weekStart"] as Int? == 7)
    }

    @Test func routinesStepsAndCompletionsRoundTrip() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        let monday = try #require(LocalDate(iso: "2026-11-23"))
        try database.write { db in
            let user = try User.findOrCreate(
                platform: "console", externalID: "local", displayName: "Alice", now: now, in: db)
            var routine = Routine(
                userID: user.id!, title: "Morning", days: .weekdays, time: TimeOfDay(hour: 7, minute: 5)!,
                createdAt: now)
            try routine.insert(db)
            try routine.replaceSteps(with: ["Water", "Stretch"], in: db)
            let first = try #require(try routine.steps(in: db).first?.id)
            #expect(try StepCompletion.toggle(stepID: first, on: monday, in: db))
        }
        try database.read { db in
            let routine = try #require(try Routine.fetchOne(db))
            #expect(routine.days == .weekdays)
            #expect(routine.time.text == "07:05")
            #expect(try String.fetchOne(db, sql: "SELECT time FROM routine") == "07:05")
            #expect(try Int.fetchOne(db, sql: "SELECT days FROM routine") == 31)
            let checklist = try routine.checklist(on: monday, in: db)
            #expect(checklist.items.map(\.step.title) == ["Water", "Stretch"])
            #expect(checklist.items.map(\.isDone) == [true, false])
            #expect(try routine.checklist(on: monday.adding(days: 1), in: db).done == 0)
        }
        // Replacing the steps drops the old steps' completions with them.
        try database.write { db in
            let routine = try #require(try Routine.fetchOne(db))
            try routine.replaceSteps(with: ["Walk"], in: db)
            #expect(try StepCompletion.fetchCount(db) == 0)
        }
    }

    @Test func instantsAreStoredAsUnixSeconds() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        let types = try database.write { db in
            let user = try User.findOrCreate(
                platform: "console", externalID: "local", displayName: "Alice", now: now, in: db)
            var todo = Todo(userID: user.id!, text: "Milk", createdAt: now, doneAt: now)
            try todo.insert(db)
            return try String.fetchAll(
                db,
                sql: """
                    SELECT typeof(createdAt) FROM user UNION ALL SELECT typeof(createdAt) FROM todo
                    UNION ALL SELECT typeof(doneAt) FROM todo
                    """)
        }
        // Numbers, not text (a whole second stores as an integer under the column's affinity).
        #expect(types.count == 3)
        #expect(types.allSatisfy { $0 == "integer" || $0 == "real" }, "\(types)")
        let read = try database.read { db in try Todo.fetchOne(db) }
        #expect(read?.createdAt == now)
    }

    /// A new user's insert lists its columns by hand; every field must survive the round trip.
    @Test func aNewUserReadsBackAsCreatedAndIsFoundAgain() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        let (created, fetched, again) = try database.write { db in
            let created = try User.findOrCreate(
                platform: "telegram", externalID: "42", displayName: "Zoë", now: now, in: db)
            let fetched = try User.fetchOne(db, key: created.id)
            let again = try User.findOrCreate(
                platform: "telegram", externalID: "42", displayName: "Zoë", now: now, in: db)
            return (created, fetched, again)
        }
        #expect(created.id != nil)
        #expect(fetched == created)
        #expect(again == created)
        #expect(
            created
                == User(
                    id: created.id, platform: "telegram", externalID: "42", displayName: "Zoë", createdAt: now
                ))
    }

    @Test func aFailedTransactionLeavesNothing() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        struct Interrupted: Error {}
        #expect(throws: Interrupted.self) {
            try database.write { db in
                let user = try User.findOrCreate(
                    platform: "console", externalID: "local", displayName: "Alice", now: now, in: db)
                var todo = Todo(userID: user.id!, text: "Milk", createdAt: now)
                try todo.insert(db)
                #expect(try InboundLog.claim("console:1", at: now, in: db))
                #expect(try !InboundLog.claim("console:1", at: now, in: db))
                throw Interrupted()
            }
        }
        let (users, todos, recorded) = try database.read { db in
            (
                try User.fetchCount(db), try Todo.fetchCount(db),
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM inbound") ?? -1
            )
        }
        #expect(users == 0)
        #expect(todos == 0)
        #expect(recorded == 0)
    }

    @Test func outboxKeepsOrderAndRecordsDelivery() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        let chat = ChatAddress(platform: "telegram", id: "42")
        try database.write { db in
            for text in ["one", "two", "three"] {
                var entry = OutboxEntry(
                    outgoing: Outgoing(chat: chat, reply: Reply("\(bold: text)")), createdAt: now)
                try entry.insert(db)
            }
            var other = OutboxEntry(
                outgoing: Outgoing(chat: ChatAddress(platform: "console", id: "local"), reply: Reply("x")),
                createdAt: now)
            try other.insert(db)
        }
        let pending = try database.read { db in try OutboxEntry.pending(platform: "telegram", in: db) }
        #expect(pending.map { $0.outgoing.reply?.text.plain } == ["one", "two", "three"])
        #expect(pending.first?.outgoing.reply?.text.spans.first?.style == .bold)

        try database.write { db in
            try OutboxEntry.markSent(pending[0].id!, messageID: "7", in: db)
            try OutboxEntry.markDead(pending[1].id!, error: "chat not found", in: db)
        }
        let after = try database.read { db in try OutboxEntry.pending(platform: "telegram", in: db) }
        #expect(after.map { $0.outgoing.reply?.text.plain } == ["three"])
        let sent = try database.read { db in try OutboxEntry.fetchOne(db, key: pending[0].id!) }
        #expect(sent?.state == .sent)
        #expect(sent?.sentMessageID == "7")
    }
}
