import GRDB
import SQLiteStore
import TrackerCore

/// Everything the reminders of one user draw on, read once per user when their reminders
/// fire.
struct ReminderInputs {
    let user: User
    /// Where the user's reminders go: their private chat on their platform.
    let privateChat: ChatAddress
    /// The user's calendar, made once: creating one is not free.
    let calendar: UserCalendar
    let habits: [ReminderRules.HabitState]
    let openGoals: [Goal]
    let routines: [Routine]
    let pauses: [Pause]
    /// The reminders the user should have, by row key.
    let alarms: [ScheduledReminder.Key: ReminderAlarm]

    /// Reads the user's data; `nil` when the user no longer exists.
    ///
    /// A wave of nudges reads this for every user in it, so every query is a cached
    /// statement: compiling SQL would cost more than running it.
    static func load(userID: Int64, in db: Database) throws -> ReminderInputs? {
        guard
            let user = try User.fetchOne(
                db.cachedStatement(sql: "SELECT * FROM user WHERE id = ?"), arguments: [userID])
        else { return nil }
        let weekStarts = try user.weekStarts(in: db)
        let habits = try Habit.all(of: userID, in: db).filter { $0.completedOn == nil }.map { habit in
            ReminderRules.HabitState(
                habit: habit, log: try habit.currentLog(in: db),
                terms: HabitTerms(schedules: try habit.schedules(in: db), weekStarts: weekStarts))
        }
        let routines = try Routine.fetchAll(
            db.cachedStatement(sql: "SELECT * FROM routine WHERE userID = ? ORDER BY time, id"),
            arguments: [userID])
        let pauses = try Pause.fetchAll(
            db.cachedStatement(sql: "SELECT * FROM pause WHERE userID = ? ORDER BY startsOn, id"),
            arguments: [userID])
        let calendar = user.calendar
        let openGoals = try Goal.open(of: userID, in: db)
        let alarms = ReminderAlarm.alarms(
            for: user, calendar: calendar, hasActiveHabits: !habits.isEmpty,
            hasGoalDeadlines: openGoals.contains { $0.deadline != nil }, routines: routines)
        return ReminderInputs(
            user: user,
            privateChat: try PrivateChat.address(
                platform: user.platform, externalID: user.externalID, in: db),
            calendar: calendar, habits: habits, openGoals: openGoals, routines: routines,
            pauses: pauses,
            alarms: Dictionary(
                alarms.map { (ScheduledReminder.Key(kind: $0.kind, itemID: $0.itemID), $0) },
                uniquingKeysWith: { first, _ in first }))
    }

    func isPaused(_ day: LocalDate) -> Bool { PauseRules.isPaused(day, in: pauses) }
}
