import TrackerCore
import TrackerStore

/// What the bot says when it speaks first: the wording of every reminder, in one place.
///
/// A message is built from a ``ReminderDigest``: the parts of the reminders firing together,
/// in a fixed order (routines, nudge, deadlines, warning, broken runs). Buttons belong to the
/// user (`owner`) and act like the commands they stand for; pressing one edits the message.
enum ReminderReplies {
    /// Buttons of one kind in one message at most; the rest are a command away.
    static let maxButtons = 20

    /// The message for the reminders of one user firing together, in `localizer`'s language;
    /// buttons carry `owner`.
    static func reply(_ digest: ReminderDigest, owner: Int64, _ localizer: Localizer) -> Reply {
        var parts: [RichText] = []
        var buttons: [[Button]] = []
        func button(_ label: String, _ kind: ButtonKind) -> Button {
            Button(label, data: ButtonCodec.encode(kind, owner: owner))
        }

        for due in digest.routines {
            parts.append(routine(due, localizer))
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
            parts.append(nudge(digest.unchecked, standings: digest.standings, localizer))
            buttons += checkButtons(digest.unchecked, on: digest.day, button)
        }
        if !digest.goals.isEmpty {
            parts.append(deadlines(digest.goals, localizer))
            buttons += digest.goals.prefix(maxButtons).compactMap { due in
                due.goal.id.map { [button("🎯 \(label(due.goal.title))", .goal(.show($0)))] }
            }
        }
        if !digest.atRisk.isEmpty {
            parts.append(warning(digest.atRisk, endsAt: digest.dayEndsAt, localizer))
            // The nudge's buttons already check these in when both come together.
            if digest.unchecked.isEmpty {
                buttons += checkButtons(digest.atRisk.map(\.habit), on: digest.day, button)
            }
        }
        if !digest.broken.isEmpty {
            parts.append(broken(digest.broken, localizer))
            buttons += digest.broken.prefix(maxButtons).compactMap { run in
                run.habit.id.map {
                    let name = label(run.habit.name)
                    return [button(localizer.text(.reminderResetButton, ["habit": name]), .habit(.reset($0)))]
                }
            }
        }
        return Reply(RichText.joined(parts, separator: "\n\n"), buttons: buttons)
    }

    /// "☀️ Still to check in today: Read, Run." A habit beyond the strict daily program says
    /// where it stands: "Water (5/8 glasses)", "Gym (1 of 3 this week, 2 more in 5 days)".
    static func nudge(
        _ habits: [Habit], standings: [Int64: HabitProgress] = [:], _ localizer: Localizer
    ) -> RichText {
        func standing(_ habit: Habit) -> String {
            guard let id = habit.id, let progress = standings[id] else { return "" }
            if let week = progress.week { return " (\(HabitWording.week(week, localizer)))" }
            if let measure = habit.schedule.measure {
                return " (\(HabitWording.amount(progress.today.amount, of: measure, localizer)))"
            }
            return ""
        }
        if habits.count == 1 {
            let habit: RichText = "\(bold: habits[0].name)\(standing(habits[0]))"
            return localizer.rich(.reminderNudgeOne, ["habit": habit])
        }
        var text = localizer.rich(.reminderNudgeMany)
        for habit in habits.prefix(maxButtons) { text.append("\n• \(bold: habit.name)\(standing(habit))") }
        if habits.count > maxButtons {
            text.append(
                "\n" + RichText(stringLiteral: localizer.count(.reminderNudgeMore, habits.count - maxButtons))
            )
        }
        text.append("\n" + localizer.rich(.reminderNudgeCheckEach))
        return text
    }

    /// "🎯 Run a marathon: due in 7 days (Sat 28 Nov)."
    static func deadlines(_ goals: [ReminderDigest.GoalDue], _ localizer: Localizer) -> RichText {
        let lines = goals.map { due -> RichText in
            let goal: RichText = "\(bold: due.goal.title)"
            let deadline = due.goal.deadline.map { date($0, localizer) } ?? ""
            switch due.daysLeft {
            case 0: return localizer.rich(.reminderDueToday, ["goal": goal])
            case 1:
                return localizer.rich(
                    .reminderDueTomorrow, ["goal": goal, "date": RichText(verbatim: deadline)])
            case ...(-1): return localizer.rich(.reminderOverdue, ["goal": goal])
            default:
                return localizer.rich(
                    .reminderDueIn, count: due.daysLeft, ["goal": goal, "date": RichText(verbatim: deadline)])
            }
        }
        return RichText.joined(lines)
    }

    /// "⚠️ Your 5-day run on Read breaks at midnight unless you check in."; a weekly target
    /// counts its run in weeks, and an amount says how far the day got.
    static func warning(_ runs: [ReminderDigest.HabitRun], endsAt: TimeOfDay?, _ localizer: Localizer)
        -> RichText
    {
        let when: String
        switch endsAt {
        case let end? where end.minutesSinceMidnight == 0: when = localizer.text(.reminderAtMidnight)
        case let end?: when = localizer.text(.reminderAtTime, ["time": localizer.time(end)])
        case nil: when = localizer.text(.reminderAtDayEnd)
        }
        let lines = runs.prefix(maxButtons).map { run -> RichText in
            let parts: [String: RichText] = [
                "run": self.run(run, localizer), "when": RichText(verbatim: when),
            ]
            if let measure = run.habit.schedule.measure, let progress = run.progress {
                let amounts = [
                    "target": localizer.number(measure.target), "unit": measure.unit,
                    "amount": localizer.number(progress.today.amount),
                ]
                return localizer.rich(
                    .reminderWarnAmount, parts.merging(amounts.mapValues { RichText(verbatim: $0) }) { $1 })
            } else if let week = run.progress?.week {
                return localizer.rich(.reminderWarnWeek, count: week.needed, parts)
            }
            return localizer.rich(.reminderWarnCheckIn, parts)
        }
        return RichText.joined(lines)
    }

    /// "💔 Your 12-day run on Read broke: no check-in yesterday."
    static func broken(_ runs: [ReminderDigest.HabitRun], _ localizer: Localizer) -> RichText {
        var lines = runs.map { run -> RichText in
            let named = self.run(run, localizer)
            switch (run.habit.schedule.frequency, run.habit.schedule.measure) {
            case (.weekly(let times), _):
                return localizer.rich(.reminderBrokeWeek, count: times, ["run": named])
            case (_, let measure?):
                let amount = ["target": localizer.number(measure.target), "unit": measure.unit]
                return localizer.rich(
                    .reminderBrokeShort,
                    amount.mapValues { RichText(verbatim: $0) }.merging(["run": named]) { $1 })
            case (_, nil):
                return localizer.rich(.reminderBrokeNoCheckIn, ["run": named])
            }
        }
        // Where a reset starts: day 1, week 1, or the start when the runs count both.
        let units = Set(runs.map { $0.habit.schedule.streakUnit })
        let key: MessageKey =
            units == [.days]
            ? .reminderResetDay : units == [.weeks] ? .reminderResetWeek : .reminderResetStart
        lines.append(localizer.rich(key))
        return RichText.joined(lines)
    }

    /// "Your 5-day run on Read", "Your 2-week run on Gym", "Your run on Read".
    private static func run(_ run: ReminderDigest.HabitRun, _ localizer: Localizer) -> RichText {
        let habit: RichText = "\(bold: run.habit.name)"
        guard run.streak > 0 else { return localizer.rich(.reminderRun, ["habit": habit]) }
        let key: MessageKey = run.habit.schedule.streakUnit == .days ? .reminderRunDays : .reminderRunWeeks
        return localizer.rich(key, count: run.streak, ["habit": habit])
    }

    /// The routine's checklist, as `/routine <n>` shows it.
    static func routine(_ due: ReminderDigest.RoutineDue, _ localizer: Localizer) -> RichText {
        let title: RichText = "\(bold: due.routine.title)"
        var text = localizer.rich(
            .reminderRoutineTime,
            ["routine": title, "time": RichText(verbatim: localizer.time(due.routine.time))])
        for item in due.checklist.items {
            text.append("\n\(item.isDone ? "✅" : "⬜") \(item.step.position). ")
            text.append(item.step.title, item.isDone ? .strike : .plain)
        }
        text.append("\n" + doneToday(due.checklist, localizer))
        return text
    }

    /// The habits a reminder's ✅ buttons check in, in order: `buttons`' ``HabitButton/checkOn(_:day:)``s.
    static func checkInButtons(_ buttons: [[Button]]) -> [(button: Button, habitID: Int64)] {
        buttons.joined().compactMap { button in
            guard
                case .checkOn(let id, _) = ButtonCodec.decode(button.data)?.button.unwrapped(
                    as: HabitButton.self)
            else { return nil }
            return (button, id)
        }
    }

    /// A reminder as it was sent (`reminder.first`) once `done` habits were checked in from it:
    /// each is struck through and marked ✅ wherever the reminder names it, its ✅ button gone;
    /// the last check-in's `answer` comes last, with its picture (a celebration) when the
    /// reminder had none. `nil` when the reminder has nothing left to press: then the answer
    /// takes its place.
    static func checkedIn(_ done: [Habit], from reminder: MessageReplies, answer: Reply) -> Reply? {
        let doneIDs = Set(done.compactMap(\.id))
        let checks = Dictionary(
            checkInButtons(reminder.first.buttons).map { ($0.button, $0.habitID) },
            uniquingKeysWith: { a, _ in a })
        let isDone: (Button) -> Bool = { checks[$0].map(doneIDs.contains) ?? false }
        guard reminder.first.buttons.joined().contains(where: { !isDone($0) }) else { return nil }
        let names = Set(done.map(\.name))
        var text = RichText(
            spans: reminder.first.text.spans.flatMap { span in
                span.style == .bold && names.contains(span.text)
                    ? [RichText.Span("✅ "), RichText.Span(span.text, .strike)] : [span]
            })
        text.append("\n\n", .plain)
        text.append(answer.text)
        let buttons = reminder.first.buttons.map { $0.filter { !isDone($0) } }.filter { !$0.isEmpty }
        return Reply(text, buttons: buttons, picture: reminder.first.picture ?? answer.picture)
    }

    /// ✅ buttons that check in on `day`, the day the message is about, and on no later one.
    private static func checkButtons(
        _ habits: [Habit], on day: LocalDate, _ button: (String, ButtonKind) -> Button
    ) -> [[Button]] {
        habits.prefix(maxButtons).compactMap { habit in
            habit.id.map { [button("✅ \(label(habit.name))", .habit(.checkOn($0, day: day)))] }
        }
    }

    /// "3/5 done today" under a routine's checklist.
    static func doneToday(_ checklist: RoutineChecklist, _ localizer: Localizer) -> RichText {
        let counts = ["done": localizer.number(checklist.done), "total": localizer.number(checklist.total)]
        return localizer.rich(.reminderDoneToday, counts.mapValues { RichText(verbatim: $0) })
    }

    /// "Sat 28 Nov", "Sa., 28. Nov.".
    private static func date(_ date: LocalDate, _ localizer: Localizer) -> String {
        guard localizer.language == .english else { return localizer.date(date) }
        return "\(date.weekday.shortName) \(date.day) \(Format.shortMonth(date))"
    }

    /// A title shortened for a button label.
    private static func label(_ text: String) -> String { Format.label(text) }
}
