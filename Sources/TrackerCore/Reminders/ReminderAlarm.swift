/// One recurring reminder a user should have: its kind, the item it is about (a routine's
/// id, or 0 for the user's own reminders) and when it recurs.
public struct ReminderAlarm: Sendable {
    /// Which reminder this is.
    public var kind: ReminderKind
    /// The routine's id for ``ReminderKind/routine``; 0 otherwise.
    public var itemID: Int64
    /// When it fires, in the user's local time.
    public var schedule: LocalTimeSchedule

    /// An alarm for `kind` of item `itemID` (0 for the user's own reminders) at the times of `schedule`.
    public init(kind: ReminderKind, itemID: Int64 = 0, schedule: LocalTimeSchedule) {
        self.kind = kind
        self.itemID = itemID
        self.schedule = schedule
    }

    /// The reminders `user` should have.
    ///
    /// A reminder exists only when it could ever say something: the nudge needs an active
    /// habit or an open goal with a deadline, the warning and the day-end message an active
    /// habit. A switched-off time (`/remind off`, `/warn off`) has no reminder; goal
    /// deadlines come with the nudge, so they go quiet with it.
    /// - Parameter calendar: the user's calendar, when the caller has it already.
    public static func alarms(
        for user: User, calendar: UserCalendar? = nil, hasActiveHabits: Bool, hasGoalDeadlines: Bool,
        routines: [Routine]
    ) -> [ReminderAlarm] {
        let calendar = calendar ?? user.calendar
        var alarms: [ReminderAlarm] = []
        if let time = user.remindAt, hasActiveHabits || hasGoalDeadlines {
            alarms.append(
                ReminderAlarm(kind: .nudge, schedule: LocalTimeSchedule(time: time, calendar: calendar)))
        }
        if let time = user.warnAt, hasActiveHabits {
            alarms.append(
                ReminderAlarm(kind: .warning, schedule: LocalTimeSchedule(time: time, calendar: calendar)))
        }
        if hasActiveHabits, let boundary = TimeOfDay(hour: user.dayStartHour, minute: 0) {
            alarms.append(
                ReminderAlarm(kind: .dayEnd, schedule: LocalTimeSchedule(time: boundary, calendar: calendar)))
        }
        for routine in routines {
            guard let id = routine.id, !routine.days.isEmpty else { continue }
            alarms.append(
                ReminderAlarm(
                    kind: .routine, itemID: id,
                    schedule: LocalTimeSchedule(time: routine.time, days: routine.days, calendar: calendar)))
        }
        return alarms
    }
}
