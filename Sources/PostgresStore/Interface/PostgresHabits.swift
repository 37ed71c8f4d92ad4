import Foundation
import SQLiteStore
import TrackerCore
import TrackerStore

struct PostgresHabits: HabitStore {
    let session: PostgresSession

    func all(of userID: Int64) throws -> [Habit] { throw PostgresStoreUnsupported(area: "Habits") }

    func find(_ id: Int64, of userID: Int64) throws -> Habit? {
        throw PostgresStoreUnsupported(area: "Habits")
    }

    func insert(_ habit: inout Habit) throws { try session.insert(&habit) }

    func update(_ habit: Habit) throws { throw PostgresStoreUnsupported(area: "Habits") }

    func delete(_ habit: Habit) throws { throw PostgresStoreUnsupported(area: "Habits") }

    func schedules(of habit: Habit) throws -> RuleTimeline<HabitSchedule> {
        throw PostgresStoreUnsupported(area: "Habits")
    }

    func saveSchedules(_ schedules: RuleTimeline<HabitSchedule>, of habit: Habit) throws {
        throw PostgresStoreUnsupported(area: "Habits")
    }

    func currentLog(of habit: Habit) throws -> HabitLog { throw PostgresStoreUnsupported(area: "Habits") }

    func allLog(of habit: Habit) throws -> HabitLog { throw PostgresStoreUnsupported(area: "Habits") }

    func record(_ checkIn: CheckIn) throws { throw PostgresStoreUnsupported(area: "Habits") }

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
