import Foundation
import GRDB
import TestSupport
import Testing
import TrackerCore

@testable import SQLiteStore

/// Migrations v10 and v11 upgrade a database written by the previous release in place: every
/// habit and challenge stays a strict daily program, every check-in becomes an amount of 1
/// without a note, and no other row changes.
struct HabitScheduleMigrationTests {
    private static let previousRelease = "v10: sent messages found by their platform id"

    /// Every row of every table, by table, in row order; the migrator's own bookkeeping left out.
    private func dump(_ db: Database) throws -> [String: [[String: DatabaseValue]]] {
        let tables = try String.fetchAll(
            db,
            sql: """
                SELECT name FROM sqlite_master WHERE type = 'table'
                AND name NOT IN ('grdb_migrations', 'sqlite_sequence')
                """)
        var rows: [String: [[String: DatabaseValue]]] = [:]
        for table in tables {
            rows[table] = try Row.fetchAll(db, sql: "SELECT * FROM \(table) ORDER BY rowid").map { row in
                // SQLite's column names are case-insensitive: `habitId` as v1 wrote it is `habitID`.
                Dictionary(
                    uniqueKeysWithValues: row.columnNames.map { ($0.lowercased(), row[$0] as DatabaseValue) })
            }
        }
        return rows
    }

    /// A previous-release database with two users, habits in every state (running, reset,
    /// completed, in a challenge) and their check-ins, and rows in the tables around them.
    private func writePreviousRelease(at path: String) throws -> [String: [[String: DatabaseValue]]] {
        let queue = try DatabaseQueue(path: path)
        try Migrations.migrator.migrate(queue, upTo: Self.previousRelease)
        return try queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO user (id, platform, externalID, displayName, timeZone, dayStartHour, createdAt)
                    VALUES (1, 'telegram', '11', 'Alice', 'Europe/Berlin', 3, 1700000000),
                           (2, 'console', 'local', 'Bob', 'UTC', 0, 1700000100);
                    INSERT INTO habit (id, userID, name, length, run, runStartedOn, completedOn, createdAt)
                    VALUES (1, 1, 'Read', 21, 1, '2026-11-01', NULL, 1700000200),
                           (2, 1, 'Stretch', 3, 2, '2026-11-10', '2026-11-12', 1700000300),
                           (3, 2, 'Walk', 365, 1, '2026-11-20', NULL, 1700000400);
                    INSERT INTO checkIn (habitID, run, date, createdAt)
                    VALUES (1, 1, '2026-11-01', 1700000500), (1, 1, '2026-11-02', 1700000600),
                           (2, 1, '2026-11-05', 1700000700), (2, 2, '2026-11-10', 1700000800),
                           (2, 2, '2026-11-11', 1700000900), (2, 2, '2026-11-12', 1700001000),
                           (3, 1, '2026-11-20', 1700001100), (2, 1, '2026-11-10', 1700000750);
                    INSERT INTO goal (userID, title, why, deadline, createdAt) VALUES (1, 'Run', 'Health', '2027-06-01', 1);
                    INSERT INTO todo (userID, text, createdAt) VALUES (2, 'Milk', 2);
                    INSERT INTO pause (userID, startsOn, endsOn) VALUES (1, '2026-11-03', '2026-11-04');
                    INSERT INTO listView (userID, kind, itemIDs) VALUES (1, 'habits', '[1,2]');
                    INSERT INTO groupChat (platform, chatID, createdAt) VALUES ('telegram', '-100', 3);
                    INSERT INTO challenge (id, platform, chatID, habitName, length, startedOn, startedBy, createdAt)
                    VALUES (1, 'telegram', '-100', 'Walk', 21, '2026-11-20', 2, 4);
                    INSERT INTO challengeMember (challengeID, userID, habitID, joinedOn, joinedAt)
                    VALUES (1, 2, 3, '2026-11-20', 5);
                    """)
            return try dump(db)
        }
    }

    @Test func aPreviousReleasesDatabaseUpgradesWithEveryRowKept() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("previous.sqlite")
        let before = try writePreviousRelease(at: path)
        let database = try TrackerDatabase(path: path)
        let after = try database.read { db in try dump(db) }

        // Every table is still there; the ones later migrations add start empty.
        #expect(Set(before.keys).isSubset(of: Set(after.keys)))
        for table in Set(after.keys).subtracting(before.keys) {
            #expect(after[table]?.isEmpty == true, "\(table) is not empty")
        }
        for table in before.keys where !["habit", "checkIn", "challenge"].contains(table) {
            // Columns added since (a user's and a group's language) start NULL.
            let oldColumns = Set(before[table]?.first.map { Array($0.keys) } ?? [])
            let added = Set(after[table]?.first.map { Array($0.keys) } ?? []).subtracting(oldColumns)
            #expect(
                after[table]?.map { $0.filter { !added.contains($0.key) } } == before[table],
                "\(table) changed")
            #expect(after[table]?.allSatisfy { row in added.allSatisfy { row[$0] == .null } } == true)
        }

        // Habits and challenges keep every value, and their schedules are daily.
        for table in ["habit", "challenge"] {
            let rows = try #require(after[table])
            let oldRows = try #require(before[table])
            #expect(rows.count == oldRows.count)
            for (old, new) in zip(oldRows, rows) {
                for (column, value) in old { #expect(new[column] == value, "\(table).\(column)") }
                #expect(new["days"] == 127.databaseValue)
                #expect(new["timesperweek"] == .null)
                #expect(new["unit"] == .null)
                #expect(new["target"] == 1.databaseValue)
            }
        }
        #expect(before["habit"]?.count == 3)

        // Check-ins keep every value and their order; each is an amount of 1 without a note.
        let checkIns = try #require(after["checkIn"])
        let oldCheckIns = try #require(before["checkIn"])
        #expect(checkIns.count == oldCheckIns.count)
        let key = { (row: [String: DatabaseValue]) in
            ["habitid", "run", "date", "createdat"].map { row[$0] ?? .null }
        }
        #expect(Set(checkIns.map(key)) == Set(oldCheckIns.map(key)))
        for row in checkIns {
            #expect(row["amount"] == 1.databaseValue)
            #expect(row["note"] == .null)
        }
        let createdOrder = checkIns.compactMap { Int64.fromDatabaseValue($0["createdat"] ?? .null) }
        #expect(createdOrder == createdOrder.sorted())

        try database.read { db in
            let read = try Habit.all(of: 1, in: db) + Habit.all(of: 2, in: db)
            #expect(read.map(\.schedule) == [.daily, .daily, .daily])
            #expect(read.map(\.name) == ["Read", "Stretch", "Walk"])
            #expect(
                try read[1].currentLog(in: db)
                    == HabitLog(
                        days: Set(
                            ["2026-11-10", "2026-11-11", "2026-11-12"].compactMap(LocalDate.init(iso:)))))
            #expect(try read[1].allCheckIns(in: db).count == 4)
            #expect(try Challenge.fetchOne(db, key: 1)?.schedule == .daily)
            #expect(try Row.fetchAll(db, sql: "PRAGMA foreign_key_check").isEmpty)
            #expect(try String.fetchOne(db, sql: "PRAGMA integrity_check") == "ok")
        }
        // The rebuilt table still belongs to its habit: deleting one deletes its check-ins.
        try database.write { db in
            _ = try Habit.deleteOne(db, key: 2)
            #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM checkIn WHERE habitID = 2") == 0)
            #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM checkIn") == 3)
        }
    }

    @Test func schedulesAmountsAndNotesRoundTrip() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        let day = try #require(LocalDate(iso: "2026-11-23"))
        let schedules: [HabitSchedule] = [
            .daily,
            HabitSchedule(frequency: .days(WeekdaySet([.monday, .friday]))),
            HabitSchedule(frequency: .weekly(times: 3), measure: HabitMeasure(unit: "km", target: 5)),
            HabitSchedule(frequency: .daily, measure: HabitMeasure(unit: "glasses", target: 8)),
        ]
        try database.write { db in
            let user = try User.findOrCreate(
                platform: "console", externalID: "local", displayName: "Alice",
                now: Date(timeIntervalSince1970: 0),
                in: db)
            for (index, schedule) in schedules.enumerated() {
                var habit = Habit(
                    userID: user.id!, name: "H\(index)", length: 8, runStartedOn: day,
                    createdAt: Date(timeIntervalSince1970: 0), schedule: schedule)
                try habit.insert(db)
                try CheckIn(
                    habitID: habit.id!, run: 1, date: day, amount: 3, note: "felt good",
                    createdAt: .init(timeIntervalSince1970: 1)
                )
                .record(in: db)
                try CheckIn(
                    habitID: habit.id!, run: 1, date: day, amount: 2,
                    createdAt: .init(timeIntervalSince1970: 2)
                )
                .record(in: db)
            }
        }
        try database.read { db in
            let habits = try Habit.all(of: 1, in: db)
            #expect(habits.map(\.schedule) == schedules)
            #expect(try habits[3].currentLog(in: db) == HabitLog(totals: [day: 5]))
            let rows = try CheckIn.filter(CheckIn.Columns.habitID == habits[3].id).order(CheckIn.Columns.id)
                .fetchAll(db)
            #expect(rows.map(\.amount) == [3, 2])
            #expect(rows.map(\.note) == ["felt good", nil])
        }
    }
}
