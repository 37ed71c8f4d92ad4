import TrackerCore
import TrackerStore

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
    /// The reminders the user should have, by entry key.
    let alarms: [Key: ReminderAlarm]

    /// An entry's identity within one user's schedule.
    struct Key: Hashable {
        /// Which reminder.
        var kind: ReminderKind
        /// The routine's id for a routine reminder, 0 for the others.
        var itemID: Int64
    }

    /// The inputs from the user's data as the store read it.
    init(_ data: UserReminderData) {
        user = data.user
        privateChat = data.privateChat
        calendar = data.user.calendar
        habits = data.habits
        openGoals = data.openGoals
        routines = data.routines
        pauses = data.pauses
        let alarms = ReminderAlarm.alarms(
            for: data.user, calendar: calendar, hasActiveHabits: !data.habits.isEmpty,
            hasGoalDeadlines: data.openGoals.contains { $0.deadline != nil }, routines: data.routines)
        self.alarms = Dictionary(
            alarms.map { (Key(kind: $0.kind, itemID: $0.itemID), $0) },
            uniquingKeysWith: { first, _ in first })
    }

    func isPaused(_ day: LocalDate) -> Bool { PauseRules.isPaused(day, in: pauses) }
}
