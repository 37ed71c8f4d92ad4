import GRDB
import TrackerCore
import TrackerStore

/// Everything the reminders of one user draw on, read once per user when their reminders
/// fire.
struct ReminderInputs {
    let user: User
    let habits: [ReminderRules.HabitState]
    let openGoals: [Goal]
    let routines: [Routine]
    let pauses: [Pause]

    /// Reads the user's data; `nil` when the user no longer exists.
    static func load(userID: Int64, in db: Database) throws -> ReminderInputs? {
        guard let user = try User.fetchOne(db, key: userID) else { return nil }
        let habits = try Habit.all(of: userID, in: db).filter { $0.completedOn == nil }.map { habit in
            ReminderRules.HabitState(habit: habit, checkIns: try habit.currentCheckIns(in: db))
        }
        return ReminderInputs(
            user: user, habits: habits, openGoals: try Goal.open(of: userID, in: db),
            routines: try Routine.all(of: userID, in: db), pauses: try Pause.all(of: userID, in: db))
    }

    func isPaused(_ day: LocalDate) -> Bool { PauseRules.isPaused(day, in: pauses) }

    /// The reminders the user should have, by row key.
    var alarms: [ScheduledReminder.Key: ReminderAlarm] {
        let alarms = ReminderAlarm.alarms(
            for: user, hasActiveHabits: !habits.isEmpty,
            hasGoalDeadlines: openGoals.contains { $0.deadline != nil }, routines: routines)
        return Dictionary(
            alarms.map { (ScheduledReminder.Key(kind: $0.kind, itemID: $0.itemID), $0) },
            uniquingKeysWith: { first, _ in first })
    }
}
