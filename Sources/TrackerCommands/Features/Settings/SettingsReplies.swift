import TrackerCore

/// What the bot says about settings.
enum SettingsReplies {
    static func timeZoneSet(_ identifier: String, hour: Int, minute: Int, _ localizer: Localizer) -> Reply {
        let time = localizer.time(hour: hour, minute: minute)
        return Reply(
            localizer.rich(
                .settingsTimeZoneSet, ["zone": "\(bold: identifier)", "time": RichText(verbatim: time)]))
    }

    static func dayStartSet(_ hour: Int, _ localizer: Localizer) -> Reply {
        if hour == 0 { return Reply(localizer.rich(.settingsDayStartMidnight)) }
        return Reply(
            localizer.rich(
                .settingsDayStartSet, ["time": RichText(verbatim: localizer.time(hour: hour, minute: 0))]))
    }

    static func remindSet(_ time: TimeOfDay, _ localizer: Localizer) -> Reply {
        Reply(localizer.rich(.settingsRemindSet, ["time": "\(bold: localizer.time(time))"]))
    }

    /// The nudge switched off, with the time `/remind on` brings back.
    static func remindOff(restoring time: TimeOfDay?, _ localizer: Localizer) -> Reply {
        guard let time else { return Reply(localizer.rich(.settingsRemindOff)) }
        return Reply(localizer.rich(.settingsRemindOffAt, ["time": "\(bold: localizer.time(time))"]))
    }

    /// The warning switched off, with the time `/warn on` brings back.
    static func warnOff(restoring time: TimeOfDay?, _ localizer: Localizer) -> Reply {
        guard let time else { return Reply(localizer.rich(.settingsWarnOff)) }
        return Reply(localizer.rich(.settingsWarnOffAt, ["time": "\(bold: localizer.time(time))"]))
    }

    /// `/remind on` or `/warn on` (`key`) while that reminder is on at `time`.
    static func alreadyOn(_ key: MessageKey, at time: TimeOfDay, _ localizer: Localizer) -> Reply {
        Reply(localizer.rich(key, ["time": "\(bold: localizer.time(time))"]))
    }

    static func warnSet(_ time: TimeOfDay, _ localizer: Localizer) -> Reply {
        Reply(localizer.rich(.settingsWarnSet, ["time": "\(bold: localizer.time(time))"]))
    }

    /// The new week start; `from` is the first day weekly targets follow it, when this week
    /// keeps the start it began with.
    static func weekStartSet(_ day: Weekday, from: LocalDate?, today: LocalDate, _ localizer: Localizer)
        -> Reply
    {
        var text = localizer.rich(.settingsWeekStartSet, ["day": "\(bold: localizer.weekday(day))"])
        if let from {
            let date = RichText(verbatim: localizer.day(from, today: today))
            text.append(" " + localizer.rich(.settingsWeekStartFrom, ["date": date]))
        }
        return Reply(text)
    }

    /// Every setting in one reply, each with the command that changes it.
    static func overview(_ user: User, pause: Pause?, today: LocalDate, _ localizer: Localizer) -> Reply {
        func line(_ key: MessageKey, _ value: String) -> RichText {
            "\n" + localizer.rich(key, ["value": "\(bold: value)"])
        }
        let dayStart =
            user.dayStartHour == 0
            ? localizer.text(.settingsMidnight) : localizer.time(hour: user.dayStartHour, minute: 0)
        let off = localizer.text(.settingsOff)
        var text: RichText = "\(bold: localizer.text(.settingsTitle))"
        text.append(line(.settingsTimeZone, user.timeZone))
        text.append(line(.settingsDayStarts, dayStart))
        text.append(line(.settingsNudge, user.remindAt.map(localizer.time) ?? off))
        text.append(line(.settingsWarning, user.warnAt.map(localizer.time) ?? off))
        if let pause {
            text.append(line(.settingsPause, PauseReplies.span(pause, today: today, localizer)))
        } else {
            text.append(line(.settingsNoPause, localizer.text(.settingsNone)))
        }
        text.append(
            "\n" + localizer.rich(.settingsWeekStarts, ["day": "\(bold: localizer.weekday(user.weekStart))"]))
        return Reply(text)
    }
}
