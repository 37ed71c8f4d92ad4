import TrackerCore

/// What the bot says to a check-in and to taking one back.
enum HabitCheckInReplies {
    static func checkIn(_ habit: Habit, outcome: CheckInOutcome, note: String? = nil, context: Context)
        -> Reply
    {
        var reply = answer(habit, outcome: outcome, context: context)
        if note != nil {
            if outcome.isRecorded {
                reply.text.append("\n📝 Note saved.")
            } else if outcome == .alreadyCheckedIn {
                reply.text.append("\n📝 I added your note to today's check-in.")
            }
        }
        // An amount may be a typo: taking it back is one press away.
        if habit.schedule.measure != nil, outcome.isRecorded, outcome != .programCompleted {
            reply.buttons.append([context.button("↩︎ Undo", .habit(.undo(habit.id!)))])
        }
        return reply
    }

    /// The run's circles for a check-in that completes a week or the program: milestones are
    /// worth a look, every other day's check-in is answered in words alone.
    ///
    /// A week is complete when a weekly period's circle (a target, or chosen weekdays) turns
    /// done, or, for a daily run, when the day done is the 7th, 14th, … of the run.
    static func picture(
        _ habit: Habit, outcome: CheckInOutcome, run: (cells: [HabitRunPicture.Cell], today: Int?),
        text: RichText
    ) -> Picture? {
        let completes: Bool
        switch outcome {
        case .programCompleted: completes = true
        case .recorded, .counted:
            guard let today = run.today, run.cells.indices.contains(today), run.cells[today] == .done else {
                return nil
            }
            completes = habit.schedule.unit == .weeks || (today + 1) % 7 == 0
        case .partial, .extra, .alreadyCheckedIn, .broken, .alreadyCompleted: completes = false
        }
        guard completes else { return nil }
        // The title shows the name; the words are the reply's, after it.
        var caption = text.plain
        if let range = caption.range(of: habit.name + ": ") { caption = String(caption[range.upperBound...]) }
        return .habitRun(
            HabitRunPicture(
                title: habit.name, cells: run.cells, today: run.today, caption: caption,
                circlesAreWeeks: habit.schedule.unit == .weeks))
    }

    /// A reminder's ✅ pressed once its day was over: nothing is checked in, and today's
    /// check-in is a button away.
    static func dayOver(_ habit: Habit, day: LocalDate, context: Context) -> Reply {
        let today = habit.id.map {
            [context.button("✅ \(Format.label(habit.name)) today", .habit(.check($0)))]
        }
        return Reply(
            "⌛ That button was for \(bold: habit.name) \(Format.onDate(day, today: context.today)), and that day "
                + "is over: nothing was checked in. Check in for today instead?",
            buttons: today.map { [$0] } ?? [])
    }

    private static func answer(_ habit: Habit, outcome: CheckInOutcome, context: Context) -> Reply {
        let id = habit.id!
        let unit = habit.schedule.unit
        switch outcome {
        case .recorded(let day, let streak):
            var text: RichText = "✅ \(bold: habit.name): day \(day) of \(habit.length) done."
            if streak > 1 { text.append(" Streak: \(Format.days(streak)).") }
            let left = habit.length - day
            text.append(left == 1 ? " One day to go!" : " \(left) to go. See you tomorrow!")
            return Reply(text)
        case .programCompleted:
            let promise =
                habit.schedule.isStrictDaily
                ? "You kept your word to yourself every single day."
                : "You kept your word to yourself all the way."
            return Reply(
                "🎉 \(bold: habit.name): \(HabitWording.allOf(habit.length, unit)) done! \(promise)",
                buttons: [
                    [
                        context.button("↺ Start again", .habit(.reset(id))),
                        context.button("🌱 New habit", .habitsHelp),
                    ]
                ])
        case .alreadyCheckedIn:
            let next = habit.schedule.isStrictDaily ? " Next check-in: tomorrow." : ""
            return Reply("You already checked in \(bold: habit.name) today.\(next)")
        case .broken(let missed):
            return Reply(
                "Your run of \(bold: habit.name) broke \(HabitWording.broke(habit, missedOn: missed, today: context.today))"
                    + "\(brokenReason(habit)). Nothing counts until you reset it.",
                buttons: [[context.button("↺ Reset \(Format.label(habit.name))", .habit(.reset(id)))]])
        case .alreadyCompleted(let on):
            return Reply(
                "\(bold: habit.name) is complete: \(HabitWording.allOf(habit.length, unit)) done (\(Format.date(on, today: context.today))).",
                buttons: [[context.button("↺ Start again", .habit(.reset(id)))]])
        case .counted(let after): return Reply(counted(habit, after, context: context))
        case .extra(let after): return Reply(extra(habit, after, context: context))
        case .partial(let after):
            var text: RichText = "➕ \(bold: habit.name): \(amountToday(habit, after)) today"
            let missing = after.today.target - after.today.amount
            text.append(" — \(Format.number(missing)) more and the day counts.")
            return Reply(text)
        }
    }

    /// Why a run broke, as the reply to a check-in says it, after the day; a weekly
    /// target's reason is already in ``HabitWording/broke(_:missedOn:today:)``.
    private static func brokenReason(_ habit: Habit) -> String {
        switch (habit.schedule.frequency, habit.schedule.measure) {
        case (.weekly, _): return ""
        case (_, nil): return ": no check-in that day"
        case (_, let measure?):
            return ": that day fell short of \(Format.number(measure.target)) \(measure.unit)"
        }
    }

    private static func amountToday(_ habit: Habit, _ progress: HabitProgress) -> String {
        habit.schedule.measure.map { HabitWording.amount(progress.today.amount, of: $0) } ?? "checked in"
    }

    /// A check-in that counted: the day reached its target, or the week moved on.
    private static func counted(_ habit: Habit, _ after: HabitProgress, context: Context) -> RichText {
        var text: RichText = "✅ \(bold: habit.name): "
        if habit.schedule.measure != nil { text.append("\(amountToday(habit, after)) — ") }
        guard case .active(let index) = after.state else { return text }
        let position = HabitWording.position(index, of: habit.length, habit.schedule.unit)
        if let week = after.week {
            text.append(
                week.isReached
                    ? "\(HabitWording.weekCount(week)), \(position) done."
                    : "\(HabitWording.weekCount(week)), \(week.needed) more in \(Format.days(week.daysLeft)) "
                        + "(\(position)).")
        } else if habit.schedule.unit == .weeks {
            text.append("\(Format.weekdayName(context.today.weekday)) done, \(position).")
        } else {
            text.append("\(position) done.")
        }
        if after.streak > 1 {
            text.append(" Streak: \(HabitWording.length(after.streak, after.streakUnit)).")
        }
        return text
    }

    /// A check-in that was not needed: said as such, so nobody thinks it moved the run on.
    private static func extra(_ habit: Habit, _ after: HabitProgress, context: Context) -> RichText {
        var text: RichText = "✅ \(bold: habit.name): "
        if habit.schedule.measure != nil { text.append("\(amountToday(habit, after)) today — ") }
        if case .days(let set) = habit.schedule.frequency, !set.contains(context.today.weekday) {
            text.append(
                "an extra: \(Format.weekdayName(context.today.weekday)) is not one of your days (\(set.text)), "
                    + "so it neither counts nor breaks.")
        } else if let week = after.week, week.done > max(week.target, 1) {
            text.append("an extra: this week's \(Format.count(week.target, "day")) were already done.")
        } else {
            text.append("an extra: the day had already counted.")
        }
        return text
    }

    static func tookBack(_ habit: Habit, amount: Int, progress: HabitProgress, context: Context) -> Reply {
        var text: RichText =
            "↩︎ Took back \(HabitWording.amount(amount, in: habit.schedule)) of \(bold: habit.name)"
        if let measure = habit.schedule.measure {
            text.append(": \(HabitWording.amount(progress.today.amount, of: measure)) today.")
        } else {
            text.append(". Today is open again.")
        }
        return Reply(text)
    }
}
