import Foundation
import SQLiteStore
import TrackerCore
import TrackerStore

struct PostgresHabits: HabitStore {
    let session: PostgresSession

    func all(of userID: Int64) throws -> [Habit] { throw PostgresStoreUnsupported(area: "Habits") }

    func find(_ id: Int64, of userID: Int64) throws -> Habit? {
        try session.fetchOne(
            Habit.self, #"SELECT * FROM "habit" WHERE "userID" = \#(userID) AND "id" = \#(id)"#)
    }

    func insert(_ habit: inout Habit) throws { try session.insert(&habit) }

    func update(_ habit: Habit) throws { throw PostgresStoreUnsupported(area: "Habits") }

    func delete(_ habit: Habit) throws { throw PostgresStoreUnsupported(area: "Habits") }

    func schedules(of habit: Habit) throws -> RuleTimeline<HabitSchedule> {
        guard let id = habit.id else { return RuleTimeline(habit.schedule) }
        let earlier = try session.fetchRows(
            #"SELECT * FROM "habitRule" WHERE "habitID" = \#(id)"#
        ).map { row in
            RuleTimeline<HabitSchedule>.Entry(
                HabitSchedule(
                    days: row["days"], timesPerWeek: row["timesPerWeek"], unit: row["unit"],
                    target: row["target"]),
                through: try row.decode(forColumn: "through"))
        }
        return RuleTimeline(habit.schedule, earlier: earlier)
    }

    func saveSchedules(_ schedules: RuleTimeline<HabitSchedule>, of habit: Habit) throws {
        throw PostgresStoreUnsupported(area: "Habits")
    }

    func currentLog(of habit: Habit) throws -> HabitLog {
        guard let id = habit.id else { return HabitLog() }
        var totals: [LocalDate: Int] = [:]
        let rows = try session.fetchRows(
            """
            SELECT "date", SUM("amount")::BIGINT AS "total" FROM "checkIn" WHERE "habitID" = \(id) AND "run" = \(habit.run)
            GROUP BY "date"
            """)
        for row in rows {
            totals[try row.decode(forColumn: "date")] = row["total"]
        }
        return HabitLog(totals: totals)
    }

    func allLog(of habit: Habit) throws -> HabitLog { throw PostgresStoreUnsupported(area: "Habits") }

    func record(_ checkIn: CheckIn) throws {
        var checkIn = checkIn
        try session.insert(&checkIn)
    }

    func lastCheckIn(of habit: Habit, on day: LocalDate) throws -> CheckIn? {
        throw PostgresStoreUnsupported(area: "Habits")
    }

    func recentCheckIns(of habit: Habit, limit: Int) throws -> [CheckIn] {
        throw PostgresStoreUnsupported(area: "Habits")
    }

    func remove(_ checkIn: CheckIn) throws -> Bool { throw PostgresStoreUnsupported(area: "Habits") }

    func addNote(_ note: String, to checkIn: CheckIn) throws {
        throw PostgresStoreUnsupported(area: "Habits")
    }
}
