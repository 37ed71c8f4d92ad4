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
        let localizer = Localizer(context.language)
        let schedule = HabitWording.schedule(habit.schedule, localizer) ?? localizer.text(.habitEveryDay)
        var text: RichText = "🌱 \(bold: habit.name) — \(schedule)"
        if let from {
            text.append(
                " "
                    + localizer.text(.habitFrom, ["date": Format.date(from, today: context.today, localizer)]),
                .plain)
        }
        text.append(
            localizer.comma + "\(HabitWording.length(habit.length, habit.schedule.unit, localizer))\n", .plain
        )
        text.append(standing(habit, progress, context: context), .plain)
        var buttons: [[Button]] = []
        switch progress.state {
        case .active:
            text.append(
                "\n" + localizer.text(.habitToday, ["today": today(habit, progress, localizer)]), .plain)
            if !progress.today.isMet {
                buttons.append([
                    context.button(localizer.text(.habitCheckInButton), .habit(.check(habit.id!)))
                ])
            }
            if progress.checkedToday {
                buttons.append([
                    context.button(localizer.text(.habitUndoLastButton), .habit(.undo(habit.id!)))
                ])
            }
        case .broken:
            buttons.append([HabitReplies.resetButton(habit, context: context)])
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
                circlesAreWeeks: habit.schedule.unit == .weeks, language: context.language))
    }

    /// "Day 5 of 21 · streak 4 days", "Run broke yesterday; reset to start over.", "🏅 All 21
    /// days done (today).": the card's line on where the run stands.
    private static func standing(_ habit: Habit, _ progress: HabitProgress, context: Context) -> String {
        let localizer = Localizer(context.language)
        switch progress.state {
        case .active(let index):
            let position = HabitWording.position(index, of: habit.length, habit.schedule.unit, localizer)
            return HabitWording.standing(Format.sentence(position), progress, localizer)
        case .broken(let missed):
            let when = HabitWording.broke(habit, missedOn: missed, today: context.today, localizer)
            return localizer.text(.habitCardBroken, ["when": when])
        case .completed(let on):
            return HabitReplies.doneOn(habit, on, context: context) + "."
        }
    }

    /// "5/8 glasses", "✅ checked in", "⬜ not checked in yet", "not due; a check-in is an extra".
    private static func today(_ habit: Habit, _ progress: HabitProgress, _ localizer: Localizer) -> String {
        let mark = progress.today.isMet ? "✅ " : ""
        if let measure = habit.schedule.measure {
            return mark + HabitWording.amount(progress.today.amount, of: measure, localizer)
        }
        if progress.today.isMet { return "✅ " + localizer.text(.habitCheckedIn) }
        return progress.today.isDue
            ? "⬜ " + localizer.text(.habitNotCheckedInYet) : localizer.text(.habitNotDueExtra)
    }

    /// "Recent check-ins:" with a line per day, newest first: its amounts in the order made,
    /// then each note on a line of its own.
    private static func recentPart(_ habit: Habit, _ recent: [CheckIn], context: Context) -> RichText {
        let localizer = Localizer(context.language)
        guard !recent.isEmpty else { return "\n" + localizer.rich(.habitNoCheckIns) }
        var text: RichText = "\n\(bold: localizer.text(.habitRecent))"
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
            text.append("\n• \(Format.date(day, today: context.today, localizer))")
            if habit.schedule.measure != nil {
                let total = made.reduce(0) { $0 + $1.amount }
                let amounts = made.map { localizer.number($0.amount) }.joined(separator: " + ")
                let sum = HabitWording.amount(total, in: habit.schedule, localizer)
                text.append(": \(made.count > 1 ? amounts + " = " : "")\(sum)")
            }
            for note in made.compactMap(\.note) { text.append("\n  📝 \(Format.indented(note, by: "     "))") }
        }
        return text
    }

    /// A rename names the habit as it was and as it is now.
    static func renamed(from old: String, to new: String, _ localizer: Localizer) -> Reply {
        Reply(localizer.rich(.habitRenamed, ["old": "\(bold: old)", "new": "\(bold: new)"]))
    }

    /// `key` about `habit` just edited, its name in bold and `words` as they are.
    static func edited(_ habit: Habit, _ key: MessageKey, _ words: [String: String], _ localizer: Localizer)
        -> Reply
    {
        var arguments = words.mapValues { RichText(verbatim: $0) }
        arguments["name"] = "\(bold: habit.name)"
        return Reply(localizer.rich(key, arguments))
    }
}
