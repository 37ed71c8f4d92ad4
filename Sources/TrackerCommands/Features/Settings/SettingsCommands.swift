import TrackerCore

extension Usage {
    /// Setting the user's time zone: a zone name, a city, or an offset.
    public static let timeZone: RichText =
        "/timezone <zone>, e.g. /timezone Europe/Berlin, /timezone Berlin, /timezone UTC+2"
    /// Setting the hour (0 to 6) at which the user's day starts.
    public static let dayStart: RichText = "/daystart <hour 0-6>"
    /// Setting the daily nudge's time, or switching it off or back on.
    public static let remind: RichText = "/remind <HH:MM|on|off>"
    /// Setting the streak-reset warning's time, or switching it off or back on.
    public static let warn: RichText = "/warn <HH:MM|on|off>"
    /// Choosing whether weeks start on Monday or Sunday.
    public static let weekStart: RichText = "/weekstart mon|sun"

    /// ``timeZone`` in `language`.
    static func timeZone(in language: Language) -> RichText {
        Localizer(language).rich(.settingsUsageTimeZone)
    }
}

extension HelpTopic {
    static let settings = HelpTopic(
        "settings", rank: 6, title: "Settings",
        overview: "⚙️ Settings: /settings, /timezone, /remind, /pause — /help settings")
}

/// `/settings`, `/timezone`, `/daystart`, `/remind`, `/warn` and `/weekstart`: a user's own
/// day and reminder times.
enum SettingsCommands {
    static let all = [
        Command(
            "settings", help: [.init(.settings, "/settings — all of them at once")], action: .settings(.show)),
        Command(
            "timezone", aliases: ["tz"], help: [.init(.settings, "\(Usage.timeZone)")],
            parse: { parser, arguments, _ throws(CommandError) in
                .settings(
                    .timeZone(try parser.zone(arguments.rest, usage: Usage.timeZone(in: parser.language))))
            }),
        Command(
            "daystart",
            help: [
                .init(.settings, "\(Usage.dayStart) — with 3, a check-in at 01:30 counts for the day before")
            ],
            parse: { parser, arguments, _ throws(CommandError) in
                .settings(.dayStart(hour: try parser.parseDayStart(arguments.rest)))
            }),
        Command(
            "remind",
            help: [.init(.settings, "\(Usage.remind) — a daily nudge (09:00 unless you change it)")],
            parse: { parser, arguments, _ throws(CommandError) in
                if CommandParser.switchesOn(arguments.rest) { return .settings(.remindOn) }
                return .settings(.remind(try parser.reminderTime(arguments.rest, usage: Usage.remind)))
            }),
        Command(
            "warn",
            help: [
                .init(.settings, "\(Usage.warn) — a warning before a run breaks (21:00 unless you change it)")
            ],
            parse: { parser, arguments, _ throws(CommandError) in
                if CommandParser.switchesOn(arguments.rest) { return .settings(.warnOn) }
                return .settings(.warn(try parser.reminderTime(arguments.rest, usage: Usage.warn)))
            }),
        Command(
            "weekstart",
            help: [
                .init(
                    .settings,
                    "\(Usage.weekStart) — the first column of /calendar, and when a weekly target's week begins"
                )
            ],
            parse: { parser, arguments, _ throws(CommandError) in
                .settings(.weekStart(try parser.parseWeekStart(arguments.rest)))
            }),
    ]
}

extension SettingsAction: ActionTraits {
    var place: ChatPlace { .privateChat }

    /// Reminder times, the zone and the day boundary move reminders; the week start only
    /// changes how weeks are shown.
    var changesReminders: Bool {
        switch self {
        case .timeZone, .dayStart, .remind, .warn, .remindOn, .warnOn: return true
        case .show, .weekStart: return false
        }
    }
}

extension CommandParser {
    /// A reminder's time, or `nil` for `off`.
    fileprivate func reminderTime(_ text: String, usage: RichText) throws(CommandError) -> TimeOfDay? {
        if ["off", "none", "no", "stop"].contains(text.lowercased()) { return nil }
        guard !text.isEmpty else {
            throw CommandError(Localizer(language).rich(.settingsTimeNeeded), usage: usage)
        }
        guard let time = TimeOfDay.parse(text) else {
            let typed = RichText(verbatim: InputText.clipped(text))
            throw CommandError(
                Localizer(language).rich(.settingsTimeUnreadable, ["text": typed]), usage: usage)
        }
        return time
    }

    fileprivate func parseWeekStart(_ text: String) throws(CommandError) -> Weekday {
        switch WeekdaySet.parse(text, language: language)?.days {
        case [.monday]?: return .monday
        case [.sunday]?: return .sunday
        default:
            throw CommandError(Localizer(language).rich(.settingsWeekStartChoices), usage: Usage.weekStart)
        }
    }

    fileprivate func parseDayStart(_ text: String) throws(CommandError) -> Int {
        let digits = text.hasSuffix(":00") ? String(text.dropLast(3)) : text
        guard let hour = UserNumber.value(digits, in: User.dayStartRange) else {
            throw CommandError(Localizer(language).rich(.settingsDayStartRange), usage: Usage.dayStart)
        }
        return hour
    }

}
