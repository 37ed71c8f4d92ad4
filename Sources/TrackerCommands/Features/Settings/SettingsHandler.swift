import TrackerCore
import TrackerStore

/// Applies changes to a user's settings: time zone, day boundary, reminder times and the
/// first day of the week; and shows them all.
enum SettingsHandler {
    static func handle(_ action: SettingsAction, in context: inout Context) throws -> Reply {
        let localizer = Localizer(context.language)
        switch action {
        case .show:
            let pause = PauseRules.currentOrNext(
                in: try context.tx.pauses.all(of: context.userID), today: context.today)
            return SettingsReplies.overview(context.user, pause: pause, today: context.today, localizer)
        case .timeZone(let zone):
            context.user.timeZone = zone.identifier
            try context.tx.users.update(context.user)
            let wall = UserCalendar(timeZone: zone.timeZone).wallTime(of: context.now)
            return SettingsReplies.timeZoneSet(
                zone.identifier, hour: wall.hour, minute: wall.minute, localizer)
        case .dayStart(let hour):
            context.user.dayStartHour = hour
            try context.tx.users.update(context.user)
            return SettingsReplies.dayStartSet(hour, localizer)
        case .remind(let time):
            if time == nil, let current = context.user.remindAt {
                try context.tx.users.keepReminderTime(current, of: .remind, userID: context.userID)
            }
            context.user.remindAt = time
            try context.tx.users.update(context.user)
            guard let time else {
                // Say the time `/remind on` brings back, as `.remindOn` below picks it.
                let kept = try context.tx.users.keptReminderTime(of: .remind, userID: context.userID)
                return SettingsReplies.remindOff(restoring: kept ?? User.defaultRemindAt, localizer)
            }
            return SettingsReplies.remindSet(time, localizer)
        case .warn(let time):
            if time == nil, let current = context.user.warnAt {
                try context.tx.users.keepReminderTime(current, of: .warn, userID: context.userID)
            }
            context.user.warnAt = time
            try context.tx.users.update(context.user)
            guard let time else {
                // Say the time `/warn on` brings back, as `.warnOn` below picks it.
                let kept = try context.tx.users.keptReminderTime(of: .warn, userID: context.userID)
                return SettingsReplies.warnOff(restoring: kept ?? User.defaultWarnAt, localizer)
            }
            return SettingsReplies.warnSet(time, localizer)
        case .remindOn:
            guard let time = context.user.remindAt else {
                let kept = try context.tx.users.takeReminderTime(of: .remind, userID: context.userID)
                return try handle(.remind(kept ?? User.defaultRemindAt), in: &context)
            }
            return SettingsReplies.alreadyOn(.settingsRemindAlreadyOn, at: time, localizer)
        case .warnOn:
            guard let time = context.user.warnAt else {
                let kept = try context.tx.users.takeReminderTime(of: .warn, userID: context.userID)
                return try handle(.warn(kept ?? User.defaultWarnAt), in: &context)
            }
            return SettingsReplies.alreadyOn(.settingsWarnAlreadyOn, at: time, localizer)
        case .weekStart(let day):
            // Weeks already begun keep their start, so no week is ever re-judged: the new
            // start applies from the day after the current week ends.
            let weekStarts = try context.tx.users.weekStarts(of: context.user)
            let from = HabitTerms(schedules: RuleTimeline(.daily), weekStarts: weekStarts)
                .firstDayOfNextWeek(after: context.today)
            let changed = weekStarts.changing(to: day, from: from, decidedAt: context.now)
            context.user.weekStart = day
            try context.tx.users.update(context.user)
            try context.tx.users.saveWeekStarts(changed, of: context.user)
            return SettingsReplies.weekStartSet(
                day, from: changed.value(on: context.today) == day ? nil : from, today: context.today,
                localizer)
        }
    }
}
