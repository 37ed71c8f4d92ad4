import TrackerCore

/// What the bot says about settings.
enum SettingsReplies {
    static func timeZoneSet(_ identifier: String, hour: Int, minute: Int) -> Reply {
        let time = "\(hour < 10 ? "0" : "")\(hour):\(minute < 10 ? "0" : "")\(minute)"
        return Reply("🌍 Time zone set to \(bold: identifier). It is \(time) there now.")
    }

    static func dayStartSet(_ hour: Int) -> Reply {
        if hour == 0 { return Reply("🌙 Your day now starts at midnight.") }
        return Reply(
            "🌙 Your day now starts at 0\(hour):00: check-ins before 0\(hour):00 count for the day before.")
    }

    static func remindSet(_ time: TimeOfDay) -> Reply {
        Reply("⏰ I'll nudge you every day at \(bold: time.text) with what's on for the day.")
    }

    /// The nudge switched off, with the time `/remind on` brings back.
    static func remindOff(restoring time: TimeOfDay?) -> Reply {
        switchedOff("🔕 Daily nudge off", restoring: time, command: "/remind")
    }

    /// The warning switched off, with the time `/warn on` brings back.
    static func warnOff(restoring time: TimeOfDay?) -> Reply {
        switchedOff("🔕 Streak warning off", restoring: time, command: "/warn")
    }

    private static func switchedOff(_ what: String, restoring time: TimeOfDay?, command: String) -> Reply {
        guard let time else { return Reply("\(what). \(command) on turns it back on.") }
        return Reply("\(what). \(command) on turns it back on at \(bold: time.text).")
    }

    static func alreadyOn(_ what: String, at time: TimeOfDay, command: String) -> Reply {
        Reply("\(what) is already on, at \(bold: time.text). Change the time with \(command) <HH:MM>.")
    }

    static func warnSet(_ time: TimeOfDay) -> Reply {
        Reply(
            "⚠️ At \(bold: time.text) I'll warn you about habits not yet checked in, before their run breaks.")
    }

    /// The new week start; `from` is the first day weekly targets follow it, when this week
    /// keeps the start it began with.
    static func weekStartSet(_ day: Weekday, from: LocalDate?, today: LocalDate) -> Reply {
        var text: RichText = "📅 Your weeks now start on \(bold: Format.weekdayName(day))."
        if let from {
            text.append(
                " Calendars show it now; weekly targets keep this week as it began and follow the new start "
                    + "from \(Format.date(from, today: today)), so no week already counted changes.")
        }
        return Reply(text)
    }

    /// Every setting in one reply, each with the command that changes it.
    static func overview(_ user: User, pause: Pause?, today: LocalDate) -> Reply {
        let dayStart = user.dayStartHour == 0 ? "midnight" : "0\(user.dayStartHour):00"
        var text: RichText = """
            \(bold: "⚙️ Your settings")
            Time zone: \(bold: user.timeZone) — /timezone
            Day starts: \(bold: dayStart) — /daystart
            Daily nudge: \(bold: user.remindAt?.text ?? "off") — /remind
            Streak warning: \(bold: user.warnAt?.text ?? "off") — /warn
            """
        text.append("\nPause: ")
        if let pause {
            text.append(PauseReplies.span(pause, today: today), .bold)
            text.append(" — /resume")
        } else {
            text.append("none", .bold)
            text.append(" — /pause until <date>")
        }
        text.append("\nWeek starts: \(bold: Format.weekdayName(user.weekStart)) — /weekstart")
        return Reply(text)
    }
}
