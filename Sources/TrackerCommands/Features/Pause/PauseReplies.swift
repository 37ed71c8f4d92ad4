import TrackerCore

/// What the bot says about pauses.
enum PauseReplies {
    static func paused(_ pause: Pause, today: LocalDate, _ localizer: Localizer) -> Reply {
        func day(_ date: LocalDate) -> RichText { "\(bold: localizer.day(date, today: today))" }
        let days = RichText(verbatim: localizer.days(pause.length))
        let what =
            pause.startsOn == today
            ? localizer.rich(.pauseFromToday, ["end": day(pause.endsOn), "days": days])
            : localizer.rich(
                .pausePlanned, ["start": day(pause.startsOn), "end": day(pause.endsOn), "days": days])
        return Reply(what + "\n" + localizer.rich(.pauseFrozen))
    }

    static func resumed(_ localizer: Localizer) -> Reply { Reply(localizer.rich(.pauseResumed)) }

    static func notPaused(_ localizer: Localizer) -> Reply { Reply(localizer.rich(.pauseNotPaused)) }

    static func cancelled(_ pause: Pause, today: LocalDate, _ localizer: Localizer) -> Reply {
        let span = RichText(verbatim: span(pause, today: today, localizer))
        return Reply(localizer.rich(.pauseCancelled, ["span": span]))
    }

    /// "until Fri 27 Nov" for a pause running today, "Mon 30 Nov – Fri 4 Dec" for one to come.
    static func span(_ pause: Pause, today: LocalDate, _ localizer: Localizer) -> String {
        let end = localizer.day(pause.endsOn, today: today)
        if pause.covers(today) { return localizer.text(.pauseUntil, ["date": end]) }
        return localizer.text(.pauseSpan, ["start": localizer.day(pause.startsOn, today: today), "end": end])
    }
}
