import TrackerCore

/// A habit's card (`/habit <n>`) and the answers to `/habit edit`.
enum HabitCardReplies {
    /// How many check-ins the card lists, newest first.
    static let recentCheckIns = 10

    /// - Parameters:
    ///   - run: the run's circles for the card's picture (``HabitEvaluator/run(of:)``).
    ///   - from: the day the habit's schedule takes effect, when that is still to come
    ///     (``HabitEvaluator/takesEffect(_:)``); until then the run keeps the rules it had.
    static func card(
        _ habit: Habit, progress: HabitProgress, run: (cells: [HabitRunPicture.Cell], today: Int?),
        recent: [CheckIn], from: LocalDate? = nil, context: Context
    ) -> Reply {
        var text: RichText = "🌱 \(bold: habit.name) — \(HabitWording.schedule(habit.schedule) ?? "every day")"
        if let from { text.append(" from \(Format.date(from, today: context.today))") }
        text.append(", \(HabitWording.length(habit.length, habit.schedule.unit))\n")
        text.append(standing(habit, progress, context: context), .plain)
        var buttons: [[Button]] = []
        switch progress.state {
        case .active:
            text.append("\nToday: \(today(habit, progress))")
            if !progress.today.isMet {
                buttons.append([context.button("✅ Check in", .habit(.check(habit.id!)))])
            }
            if progress.checkedToday {
                buttons.append([context.button("↩︎ Undo today's last", .habit(.undo(habit.id!)))])
            }
        case .broken:
            buttons.append([context.button("↺ Reset \(Format.label(habit.name))", .habit(.reset(habit.id!)))])
        case .completed: break
        }
        text.append(recentPart(habit, recent, context: context))
        return Reply(
            text, buttons: buttons, picture: picture(habit, progress: progress, run: run, context: context))
    }

    /// The card's picture: the run's circles, with the card's line on where the run stands.
    static func picture(
        _ habit: Habit, progress: HabitProgress, run: (cells: [HabitRunPicture.Cell], today: Int?),
        context: Context
    ) -> Picture {
        .habitRun(
            HabitRunPicture(
                title: habit.name, cells: run.cells, today: run.today,
                caption: standing(habit, progress, context: context),
                circlesAreWeeks: habit.schedule.unit == .weeks))
    }

    /// "Day 5 of 21 · streak 4 days", "Run broke yesterday; reset to start over.", "🏅 All 21
    /// days done (today).": the card's line on where the run stands.
    private static func standing(_ habit: Habit, _ progress: HabitProgress, context: Context) -> String {
        let unit = habit.schedule.unit
        switch progress.state {
        case .active(let index):
            let position = HabitWording.position(index, of: habit.length, unit)
            return HabitWording.standing(Format.sentence(position), progress)
        case .broken(let missed):
            return
                "Run broke \(HabitWording.broke(habit, missedOn: missed, today: context.today)); reset to start over."
        case .completed(let on):
            return
                "🏅 \(HabitWording.allOf(habit.length, unit)) done (\(Format.date(on, today: context.today)))."
        }
    }

    /// "5/8 glasses", "✅ checked in", "⬜ not checked in yet", "not due; a check-in is an extra".
    private static func today(_ habit: Habit, _ progress: HabitProgress) -> String {
        let mark = progress.today.isMet ? "✅ " : ""
        if let measure = habit.schedule.measure {
            return mark + HabitWording.amount(progress.today.amount, of: measure)
        }
        if progress.today.isMet { return "✅ checked in" }
        return progress.today.isDue ? "⬜ not checked in yet" : "not due; a check-in is an extra"
    }

    /// "Recent check-ins:" with a line per day, newest first: its amounts in the order made,
    /// then each note on a line of its own.
    private static func recentPart(_ habit: Habit, _ recent: [CheckIn], context: Context) -> RichText {
        guard !recent.isEmpty else { return "\nNo check-ins yet." }
        var text: RichText = "\n\(bold: "Recent check-ins")"
        var days: [(LocalDate, [CheckIn])] = []
        for checkIn in recent {
            if let last = days.last, last.0 == checkIn.date, last.1.first?.run == checkIn.run {
                days[days.count - 1].1.append(checkIn)
            } else {
                days.append((checkIn.date, [checkIn]))
            }
        }
        for (day, checkIns) in days {
            let made = checkIns.reversed()
            text.append("\n• \(Format.date(day, today: context.today))")
            if habit.schedule.measure != nil {
                let total = made.reduce(0) { $0 + $1.amount }
                let amounts = made.map { Format.number($0.amount) }.joined(separator: " + ")
                text.append(
                    ": \(made.count > 1 ? amounts + " = " : "")\(HabitWording.amount(total, in: habit.schedule))"
                )
            }
            for note in made.compactMap(\.note) { text.append("\n  📝 \(Format.indented(note, by: "     "))") }
        }
        return text
    }

    /// A rename names the habit as it was and as it is now.
    static func renamed(from old: String, to new: String) -> Reply {
        Reply("✏️ Renamed \(bold: old) → \(bold: new).")
    }

    static func edited(_ habit: Habit, what: RichText) -> Reply {
        Reply("✏️ \(bold: habit.name) \(what).")
    }
}
