import TrackerCore

/// What the bot says to a check-in and to taking one back.
enum HabitCheckInReplies {
    static func checkIn(_ habit: Habit, outcome: CheckInOutcome, note: String? = nil, context: Context)
        -> Reply
    {
        let localizer = Localizer(context.language)
        var reply = answer(habit, outcome: outcome, context: context)
        if note != nil {
            if outcome.isRecorded {
                reply.text.append("\n" + localizer.rich(.habitNoteSaved))
            } else if outcome == .alreadyCheckedIn {
                reply.text.append("\n" + localizer.rich(.habitNoteAdded))
            }
        }
        // An amount may be a typo: taking it back is one press away.
        if habit.schedule.measure != nil, outcome.isRecorded, outcome != .programCompleted {
            reply.buttons.append([context.button(localizer.text(.habitUndoButton), .habit(.undo(habit.id!)))])
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
        text: RichText, language: Language
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
                circlesAreWeeks: habit.schedule.unit == .weeks, language: language))
    }

    /// A reminder's ✅ pressed once its day was over: nothing is checked in, and today's
    /// check-in is a button away.
    static func dayOver(_ habit: Habit, day: LocalDate, context: Context) -> Reply {
        let localizer = Localizer(context.language)
        let today = habit.id.map {
            [
                context.button(
                    localizer.text(.habitTodayButton, ["name": Format.label(habit.name)]), .habit(.check($0)))
            ]
        }
        let when = RichText(verbatim: Format.onDate(day, today: context.today, localizer))
        return Reply(
            localizer.rich(.habitDayOver, ["name": "\(bold: habit.name)", "when": when]),
            buttons: today.map { [$0] } ?? [])
    }

    private static func answer(_ habit: Habit, outcome: CheckInOutcome, context: Context) -> Reply {
        let localizer = Localizer(context.language)
        let id = habit.id!
        let unit = habit.schedule.unit
        let name: RichText = "\(bold: habit.name)"
        let startAgain = context.button(localizer.text(.habitStartAgainButton), .habit(.reset(id)))
        switch outcome {
        case .recorded(let day, let streak):
            let counts = ["day": localizer.digits(day), "length": localizer.digits(habit.length)]
            var text = localizer.rich(
                .habitRecorded, counts.mapValues { RichText(verbatim: $0) }.merging(["name": name]) { $1 })
            if streak > 1 {
                text.append(
                    " " + localizer.rich(.habitStreakSentence, plain: ["length": localizer.days(streak)]))
            }
            let left = habit.length - day
            text.append(
                " "
                    + (left == 1
                        ? localizer.rich(.habitOneToGo)
                        : localizer.rich(.habitLeftToGo, plain: ["left": localizer.digits(left)])))
            return Reply(text)
        case .programCompleted:
            let promise = localizer.text(
                habit.schedule.isStrictDaily ? .habitPromiseEveryDay : .habitPromiseAllTheWay)
            let words = ["all": HabitWording.allOf(habit.length, unit, localizer), "promise": promise]
            // A group hears who finished.
            let member: [String: RichText] = context.isGroup ? ["member": "\(bold: context.name)"] : [:]
            return Reply(
                localizer.rich(
                    context.isGroup ? .habitProgramCompletedInGroup : .habitProgramCompleted,
                    words.mapValues { RichText(verbatim: $0) }.merging(["name": name]) { $1 }.merging(member)
                    { $1 }),
                buttons: [[startAgain, context.button(localizer.text(.habitNewHabitButton), .habitsHelp)]])
        case .alreadyCheckedIn:
            var text = localizer.rich(.habitAlreadyCheckedIn, ["name": name])
            if habit.schedule.isStrictDaily { text.append(" " + localizer.rich(.habitNextTomorrow)) }
            return Reply(text)
        case .broken(let missed):
            let when = RichText(
                verbatim: HabitWording.broke(habit, missedOn: missed, today: context.today, localizer))
            var words = ["name": name, "when": when]
            let key: MessageKey
            switch (habit.schedule.frequency, habit.schedule.measure) {
            // A weekly target's reason is already in the words on when it broke.
            case (.weekly, _): key = .habitBroke
            case (_, nil): key = .habitBrokeNoCheckIn
            case (_, let measure?):
                key = .habitBrokeShort
                words["target"] = RichText(verbatim: HabitWording.target(measure, localizer))
            }
            return Reply(
                localizer.rich(key, words), buttons: [[HabitReplies.resetButton(habit, context: context)]])
        case .alreadyCompleted(let on):
            let words = [
                "all": HabitWording.allOf(habit.length, unit, localizer),
                "date": Format.date(on, today: context.today, localizer),
            ]
            return Reply(
                localizer.rich(
                    .habitAlreadyCompleted,
                    words.mapValues { RichText(verbatim: $0) }.merging(["name": name]) { $1 }),
                buttons: [[startAgain]])
        case .counted(let after): return Reply(counted(habit, after, context: context))
        case .extra(let after): return Reply(extra(habit, after, context: context))
        case .partial(let after):
            let missing = after.today.target - after.today.amount
            let words = [
                "amount": amountToday(habit, after, localizer), "missing": localizer.number(missing),
            ]
            return Reply(
                localizer.rich(
                    .habitPartial, words.mapValues { RichText(verbatim: $0) }.merging(["name": name]) { $1 }))
        }
    }

    private static func amountToday(_ habit: Habit, _ progress: HabitProgress, _ localizer: Localizer)
        -> String
    {
        habit.schedule.measure.map { HabitWording.amount(progress.today.amount, of: $0, localizer) }
            ?? localizer.text(.habitCheckedIn)
    }

    /// A check-in that counted: the day reached its target, or the week moved on.
    private static func counted(_ habit: Habit, _ after: HabitProgress, context: Context) -> RichText {
        let localizer = Localizer(context.language)
        var text: RichText = "✅ \(bold: habit.name): "
        if habit.schedule.measure != nil { text.append("\(amountToday(habit, after, localizer)) — ") }
        guard case .active(let index) = after.state else { return text }
        let position = HabitWording.position(index, of: habit.length, habit.schedule.unit, localizer)
        if let week = after.week {
            var words = ["week": HabitWording.weekCount(week, localizer), "position": position]
            if !week.isReached {
                words["needed"] = localizer.digits(week.needed)
                words["days"] = localizer.days(week.daysLeft)
            }
            text.append(localizer.rich(week.isReached ? .habitWeekDone : .habitWeekMore, plain: words))
        } else if habit.schedule.unit == .weeks {
            let weekday = HabitReplies.weekdayName(context.today.weekday, localizer)
            text.append(localizer.rich(.habitWeekdayDone, plain: ["weekday": weekday, "position": position]))
        } else {
            text.append(localizer.rich(.habitPositionDone, plain: ["position": position]))
        }
        if after.streak > 1 {
            let length = HabitWording.length(after.streak, after.streakUnit, localizer)
            text.append(" " + localizer.rich(.habitStreakSentence, plain: ["length": length]))
        }
        return text
    }

    /// A check-in that was not needed: said as such, so nobody thinks it moved the run on.
    private static func extra(_ habit: Habit, _ after: HabitProgress, context: Context) -> RichText {
        let localizer = Localizer(context.language)
        var text: RichText = "✅ \(bold: habit.name): "
        if habit.schedule.measure != nil {
            text.append(
                localizer.text(.habitAmountToday, ["amount": amountToday(habit, after, localizer)]) + " — ",
                .plain)
        }
        if case .days(let set) = habit.schedule.frequency, !set.contains(context.today.weekday) {
            let words = [
                "weekday": HabitReplies.weekdayName(context.today.weekday, localizer),
                "days": HabitWording.days(set, localizer),
            ]
            text.append(localizer.rich(.habitExtraNotYourDay, plain: words))
        } else if let week = after.week, week.done > max(week.target, 1) {
            text.append(localizer.rich(.habitExtraWeekDone, plain: ["days": localizer.days(week.target)]))
        } else {
            text.append(localizer.rich(.habitExtraDayCounted))
        }
        return text
    }

    static func tookBack(_ habit: Habit, amount: Int, progress: HabitProgress, context: Context) -> Reply {
        let localizer = Localizer(context.language)
        var words: [String: RichText] = [
            "amount": RichText(verbatim: HabitWording.amount(amount, in: habit.schedule, localizer)),
            "name": "\(bold: habit.name)",
        ]
        guard let measure = habit.schedule.measure else {
            return Reply(localizer.rich(.habitTookBack, words))
        }
        words["total"] = RichText(
            verbatim: HabitWording.amount(progress.today.amount, of: measure, localizer))
        return Reply(localizer.rich(.habitTookBackAmount, words))
    }
}
