import GRDB
import TrackerCore
import TrackerStore

/// The habits, in the `habit`, `habitRule` and `checkIn` tables.
struct SQLiteHabits: HabitStore {
    let db: Database

    func all(of userID: Int64) throws -> [Habit] { try Habit.all(of: userID, in: db) }

    func find(_ id: Int64, of userID: Int64) throws -> Habit? { try Habit.owned(by: userID, id: id, in: db) }

    func insert(_ habit: inout Habit) throws { try habit.insert(db) }

    func update(_ habit: Habit) throws { try habit.update(db) }

    func delete(_ habit: Habit) throws { _ = try habit.delete(db) }

    func schedules(of habit: Habit) throws -> RuleTimeline<HabitSchedule> { try habit.schedules(in: db) }

    func saveSchedules(_ schedules: RuleTimeline<HabitSchedule>, of habit: Habit) throws {
        try habit.save(schedules, in: db)
    }

    func currentLog(of habit: Habit) throws -> HabitLog { try habit.currentLog(in: db) }

    func checkInBasis(of habit: Habit, by user: User) throws -> CheckInBasis {
        CheckInBasis(
            pauses: try user.id.map { try Pause.all(of: $0, in: db) } ?? [],
            weekStarts: try user.weekStarts(in: db),
            log: try habit.currentLog(in: db), schedules: try habit.schedules(in: db))
    }

    func allLog(of habit: Habit) throws -> HabitLog { try habit.allLog(in: db) }

    func record(_ checkIn: CheckIn) throws { try checkIn.record(in: db) }

    func lastCheckIn(of habit: Habit, on day: LocalDate) throws -> CheckIn? {
        try CheckIn.last(of: habit, on: day, in: db)
    }

    func recentCheckIns(of habit: Habit, limit: Int) throws -> [CheckIn] {
        try CheckIn.recent(of: habit, limit: limit, in: db)
    }

    func remove(_ checkIn: CheckIn) throws -> Bool { try checkIn.remove(in: db) }

    func addNote(_ note: String, to checkIn: CheckIn) throws { try checkIn.addNote(note, in: db) }
}
