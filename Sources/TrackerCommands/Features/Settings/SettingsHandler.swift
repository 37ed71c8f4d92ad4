import TrackerCore

/// Applies changes to a user's time zone and day boundary.
enum SettingsHandler {
    static func handle(_ action: SettingsAction, in context: inout Context) throws -> Reply {
        switch action {
        case .timeZone(let zone):
            context.user.timeZone = zone.identifier
            try context.user.update(context.db)
            let wall = UserCalendar(timeZone: zone.timeZone).wallTime(of: context.now)
            return SettingsReplies.timeZoneSet(zone.identifier, hour: wall.hour, minute: wall.minute)
        case .dayStart(let hour):
            context.user.dayStartHour = hour
            try context.user.update(context.db)
            return SettingsReplies.dayStartSet(hour)
        }
    }
}
