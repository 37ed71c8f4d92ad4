import TrackerCore

/// What the bot says when it speaks first: the wording of every reminder, in one place.
///
/// A message is built from a ``ReminderDigest``: the parts of the reminders firing together,
/// in a fixed order (routines, nudge, deadlines, warning, broken runs). Buttons belong to the
/// user (`owner`) and act like the commands they stand for; pressing one edits the message.
enum ReminderReplies {
    /// Buttons of one kind in one message at most; the rest are a command away.
    static let maxButtons = 20

    /// The message for the reminders of one user firing together; buttons carry `owner`.
    static func reply(_ digest: ReminderDigest, owner: Int64) -> Reply {
        var parts: [RichText] = []
        var buttons: [[Button]] = []
        func button(_ label: String, _ kind: ButtonKind) -> Button {
            Button(label, data: ButtonCodec.encode(kind, owner: owner))
        }

        for due in digest.routines {
            parts.append(routine(due))
            guard let routineID = due.routine.id else { continue }
            for item in due.checklist.items {
                guard let stepID = item.step.id else { continue }
                buttons.append([
                    button(
                        "\(item.isDone ? "✅" : "⬜") \(item.step.position). \(label(item.step.title))",
                        .routine(.toggle(routineID, stepID: stepID)))
                ])
            }
        }
        if !digest.unchecked.isEmpty {
            parts.append(nudge(digest.unchecked, standings: digest.standings))
            buttons += checkButtons(digest.unchecked, on: digest.day, button)
        }
        if !digest.goals.isEmpty {
            parts.append(deadlines(digest.goals))
            buttons += digest.goals.prefix(maxButtons).compactMap { due in
                due.goal.id.map { [button("🎯 \(label(due.goal.title))", .goal(.show($0)))] }
            }
        }
        if !digest.atRisk.isEmpty {
            parts.append(warning(digest.atRisk, endsAt: digest.dayEndsAt))
            // The nudge's buttons already check these in when both come together.
            if digest.unchecked.isEmpty {
                buttons += checkButtons(digest.atRisk.map(\.habit), on: digest.day, button)
            }
        }
        if !digest.broken.isEmpty {
            parts.append(broken(digest.broken))
            buttons += digest.broken.prefix(maxButtons).compactMap { run in
                run.habit.id.map { [button("↺ Reset \(label(run.habit.name))", .habit(.reset($0)))] }
            }
        }
        return Reply(RichText.joined(parts, separator: "\n\n"), buttons: buttons)
    }

    /// "☀️ Still to check in today: Read, Run." A habit beyond the strict daily program says
    /// where it stands: "Water (5/8 glasses)", "Gym (1 of 3 this week, 2 more in 5 days)".
    static func nudge(_ habits: [Habit], standings: [Int64: HabitProgress] = [:]) -> RichText {
        func standing(_ habit: Habit) -> String {
            guard let id = habit.id, let progress = standings[id] else { return "" }
            if let week = progress.week { return " (\(HabitWording.week(week)))" }
            if let measure = habit.schedule.measure {
                return " (\(HabitWording.amount(progress.today.amount, of: measure)))"
            }
            return ""
        }
        var text: RichText = "☀️ "
        if habits.count == 1 {
            text.append("Time for \(bold: habits[0].name)\(standing(habits[0])) today. Tap ✅ once it's done.")
            return text
        }
        text.append("Still to check in today:")
        for habit in habits.prefix(maxButtons) { text.append("\n• \(bold: habit.name)\(standing(habit))") }
        if habits.count > maxButtons { text.append("\n…and \(habits.count - maxButtons) more: /habits") }
        text.append("\nTap ✅ on each once it's done.")
        return text
    }

    /// "🎯 Run a marathon: due in 7 days (Sat 28 Nov)."
    static func deadlines(_ goals: [ReminderDigest.GoalDue]) -> RichText {
        let lines = goals.map { due -> RichText in
            let deadline = due.goal.deadline.map(date) ?? ""
            switch due.daysLeft {
            case 0: return "🎯 \(bold: due.goal.title) is due today."
            case 1: return "🎯 \(bold: due.goal.title) is due tomorrow (\(deadline))."
            case ...(-1):
                return
                    "⏰ \(bold: due.goal.title) was due yesterday. Finish it, or move the deadline with /goal edit."
            default: return "🎯 \(bold: due.goal.title) is due in \(due.daysLeft) days (\(deadline))."
            }
        }
        return RichText.joined(lines)
    }

    /// "⚠️ Your 5-day run on Read breaks at midnight unless you check in."; a weekly target
    /// counts its run in weeks, and an amount says how far the day got.
    static func warning(_ runs: [ReminderDigest.HabitRun], endsAt: TimeOfDay?) -> RichText {
        let when = endsAt.map { $0.minutesSinceMidnight == 0 ? "midnight" : $0.text } ?? "the end of the day"
        let lines = runs.prefix(maxButtons).map { run -> RichText in
            var line: RichText =
                run.streak > 0
                ? "⚠️ Your \(run.streak)-\(unit(run)) run on \(bold: run.habit.name) breaks at \(when) unless you "
                : "⚠️ Your run on \(bold: run.habit.name) breaks at \(when) unless you "
            if let measure = run.habit.schedule.measure, let progress = run.progress {
                line.append(
                    "reach \(Format.number(measure.target)) \(measure.unit) today "
                        + "(\(Format.number(progress.today.amount)) so far).")
            } else if let week = run.progress?.week {
                line.append("check in: this week needs \(week.needed) more, and today is the last chance.")
            } else {
                line.append("check in.")
            }
            return line
        }
        return RichText.joined(lines)
    }

    /// "💔 Your 12-day run on Read broke: no check-in yesterday."
    static func broken(_ runs: [ReminderDigest.HabitRun]) -> RichText {
        var lines = runs.map { run -> RichText in
            let why: String
            switch (run.habit.schedule.frequency, run.habit.schedule.measure) {
            case (.weekly(let times), _): why = "the week could no longer reach \(times)"
            case (_, let measure?):
                why = "yesterday fell short of \(Format.number(measure.target)) \(measure.unit)"
            case (_, nil): why = "no check-in yesterday"
            }
            return run.streak > 0
                ? "💔 Your \(run.streak)-\(unit(run)) run on \(bold: run.habit.name) broke: \(why)."
                : "💔 Your run on \(bold: run.habit.name) broke: \(why)."
        }
        // Where a reset starts: day 1, week 1, or the start when the runs count both.
        let units = Set(runs.map { $0.habit.schedule.streakUnit })
        let start = units == [.days] ? "day 1" : units == [.weeks] ? "week 1" : "the start"
        lines.append("Reset to start again from \(start): a fresh start counts too.")
        return RichText.joined(lines)
    }

    /// "day" or "week", as in "5-day run".
    private static func unit(_ run: ReminderDigest.HabitRun) -> String {
        run.habit.schedule.streakUnit == .days ? "day" : "week"
    }

    /// The routine's checklist, as `/routine <n>` shows it.
    static func routine(_ due: ReminderDigest.RoutineDue) -> RichText {
        var text: RichText = "🔁 Time for \(bold: due.routine.title) (\(due.routine.time.text))"
        for item in due.checklist.items {
            text.append("\n\(item.isDone ? "✅" : "⬜") \(item.step.position). ")
            text.append(item.step.title, item.isDone ? .strike : .plain)
        }
        text.append("\n\(due.checklist.done)/\(due.checklist.total) done today")
        return text
    }

    /// ✅ buttons that check in on `day`, the day the message is about, and on no later one.
    private static func checkButtons(
        _ habits: [Habit], on day: LocalDate, _ button: (String, ButtonKind) -> Button
    ) -> [[Button]] {
        habits.prefix(maxButtons).compactMap { habit in
            habit.id.map { [button("✅ \(label(habit.name))", .habit(.checkOn($0, day: day)))] }
        }
    }

    /// "Sat 28 Nov".
    private static func date(_ date: LocalDate) -> String {
        "\(date.weekday.shortName) \(date.day) \(Format.shortMonth(date))"
    }

    /// A title shortened for a button label.
    private static func label(_ text: String) -> String { Format.label(text) }
}
