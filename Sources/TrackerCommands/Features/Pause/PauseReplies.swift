import TrackerCore

/// What the bot says about pauses.
enum PauseReplies {
    static func paused(_ pause: Pause, today: LocalDate) -> Reply {
        let days = Format.days(pause.length)
        let what: RichText =
            pause.startsOn == today
            ? "⏸ Paused from today through \(bold: Format.date(pause.endsOn, today: today)) (\(days))."
            : "⏸ Pause planned from \(bold: Format.date(pause.startsOn, today: today)) through \(bold: Format.date(pause.endsOn, today: today)) (\(days))."
        return Reply(
            what
                + """

                Your habits are frozen and reminders muted on those days: a day without a check-in \
                won't break a run. Send /resume to come back early.
                """)
    }

    static let resumed = Reply(
        "▶️ Welcome back! Today counts again: check in with /check, see your day with /today.")

    static let notPaused = Reply("You're not on a pause. Take one with /pause until <date>.")

    static func cancelled(_ pause: Pause, today: LocalDate) -> Reply {
        Reply("The pause you planned (\(span(pause, today: today))) is cancelled.")
    }

    /// "until Fri 27 Nov" for a pause running today, "Mon 30 Nov – Fri 4 Dec" for one to come.
    static func span(_ pause: Pause, today: LocalDate) -> String {
        if pause.covers(today) { return "until \(Format.date(pause.endsOn, today: today))" }
        return "\(Format.date(pause.startsOn, today: today)) – \(Format.date(pause.endsOn, today: today))"
    }
}
