import TrackerCore

/// What the bot says about habits.
enum HabitReplies {
    static func added(_ habit: Habit, number: Int, context: Context) -> Reply {
        let localizer = Localizer(context.language)
        let check = [[context.button(localizer.text(.habitCheckInNowButton), .habit(.check(habit.id!)))]]
        let name: RichText = "\(bold: habit.name)"
        let shown = RichText(verbatim: localizer.digits(number))
        guard let schedule = HabitWording.schedule(habit.schedule, localizer) else {
            let length = RichText(verbatim: localizer.days(habit.length))
            return Reply(
                localizer.rich(.habitStartedDaily, ["number": shown, "name": name, "length": length]),
                buttons: check)
        }
        let length = HabitWording.length(habit.length, habit.schedule.unit, localizer)
        var text = localizer.rich(
            .habitStarted,
            [
                "number": shown, "name": name, "schedule": RichText(verbatim: schedule),
                "length": RichText(verbatim: length),
            ])
        text.append("\n")
        switch habit.schedule.frequency {
        case .daily: text.append(localizer.rich(.habitDailyRule))
        case .days(let set):
            text.append(localizer.rich(.habitDaysRule, plain: ["days": HabitWording.days(set, localizer)]))
        case .weekly(let times):
            let words = [
                "days": Format.sentence(HabitWording.anyDays(times, localizer)),
                "weekday": weekdayName(context.user.weekStart, localizer),
                "times": localizer.digits(times),
            ]
            text.append(localizer.rich(.habitWeeklyRule, plain: words))
        }
        if let measure = habit.schedule.measure {
            let words = ["name": habit.name.lowercased(), "target": HabitWording.target(measure, localizer)]
            text.append(" " + localizer.rich(.habitAmountsRule, plain: words))
        }
        return Reply(text, buttons: check)
    }

    /// "Monday", "Montag".
    static func weekdayName(_ day: Weekday, _ localizer: Localizer) -> String {
        localizer.language == .english ? Format.weekdayName(day) : localizer.weekdayName(day)
    }

    /// A page of the habits; `progress` holds the states of that page's habits.
    static func list(_ habits: [Habit], paging: Paging, progress: [HabitProgress], context: Context) -> Reply
    {
        let localizer = Localizer(context.language)
        guard !habits.isEmpty else { return Reply(localizer.rich(.habitEmpty)) }
        var text: RichText = "\(bold: localizer.text(.habitListTitle))"
        if let caption = paging.caption(localizer) { text.append("\(localizer.separator)\(caption)") }
        var buttons: [Button] = []
        for (offset, index) in paging.indices.enumerated() {
            let habit = habits[index]
            let progress = progress[offset]
            text.append("\n\(localizer.digits(index + 1)). \(HabitWording.title(habit, localizer)) — ")
            switch progress.state {
            case .active(let day):
                text.append(
                    HabitWording.position(day, of: habit.length, habit.schedule.unit, localizer), .plain)
                if progress.streak > 0 {
                    text.append(
                        localizer.comma
                            + HabitWording.streak(progress.streak, progress.streakUnit, localizer), .plain)
                }
                if habit.schedule.isStrictDaily {
                    text.append(
                        progress.checkedToday
                            ? " ✅ \(localizer.text(.habitCheckedToday))"
                            : " ⬜ \(localizer.text(.habitNotCheckedToday))")
                } else {
                    text.append(" \(today(habit, progress, localizer))")
                }
                // The list's number on the button: where buttons are keyed by number (Matrix),
                // a number means the habit the list shows with it.
                if !progress.today.isMet && (habit.schedule.isStrictDaily || progress.today.isDue) {
                    buttons.append(
                        context.button(
                            "✅ \(index + 1). \(Format.label(habit.name, max: 18))", .habit(.check(habit.id!)))
                    )
                }
            case .broken(let missed):
                let when = HabitWording.broke(habit, missedOn: missed, today: context.today, localizer)
                text.append(localizer.text(.habitListBroken, ["when": when]), .plain)
                buttons.append(resetButton(habit, context: context))
            case .completed(let on):
                text.append(doneOn(habit, on, context: context), .plain)
            }
        }
        return Reply(text, buttons: buttons.map { [$0] } + paging.buttons(context) { .habit(.page($0)) })
    }

    /// "🏅 All 21 days done (today)".
    static func doneOn(_ habit: Habit, _ day: LocalDate, context: Context) -> String {
        let localizer = Localizer(context.language)
        return localizer.text(
            .habitDoneOn,
            [
                "all": HabitWording.allOf(habit.length, habit.schedule.unit, localizer),
                "date": Format.date(day, today: context.today, localizer),
            ])
    }

    /// "↺ Reset Read": starts a broken run over.
    static func resetButton(_ habit: Habit, context: Context) -> Button {
        let label = Localizer(context.language).text(.habitResetButton, ["name": Format.label(habit.name)])
        return context.button(label, .habit(.reset(habit.id!)))
    }

    static func choose(_ open: [Habit], context: Context) -> Reply {
        let localizer = Localizer(context.language)
        guard !open.isEmpty else { return Reply(localizer.rich(.habitAllChecked)) }
        return Reply(
            localizer.rich(.habitWhichOne),
            buttons: open.prefix(10).map {
                [context.button("✅ \(Format.label($0.name))", .habit(.check($0.id!)))]
            })
    }

    /// Today's part of a habit's line for the kinds beyond the strict program: "✅ done
    /// today", "⬜ 5/8 glasses today", "⬜ 1 of 3 this week, 2 more in 6 days", "· not due today".
    static func today(_ habit: Habit, _ progress: HabitProgress, _ localizer: Localizer = Localizer(.english))
        -> String
    {
        let (mark, detail) = standing(habit, progress, localizer)
        return "\(mark) \(detail)"
    }

    /// A mark for today (✅ reached, ⬜ still open, · not due) and what today holds.
    static func standing(
        _ habit: Habit, _ progress: HabitProgress, _ localizer: Localizer = Localizer(.english)
    ) -> (mark: String, detail: String) {
        let amount = habit.schedule.measure.map {
            HabitWording.amount(progress.today.amount, of: $0, localizer)
        }
        if let week = progress.week {
            let words = HabitWording.week(week, localizer)
            if week.isReached { return ("✅", words) }
            if progress.today.isMet { return ("✅", localizer.text(.habitTodayWeek, ["week": words])) }
            guard let amount else { return ("⬜", words) }
            return ("⬜", localizer.text(.habitAmountTodayWeek, ["amount": amount, "week": words]))
        }
        if progress.today.isMet {
            guard let amount else { return ("✅", localizer.text(.habitDoneToday)) }
            return ("✅", localizer.text(.habitDoneTodayAmount, ["amount": amount]))
        }
        if !progress.today.isDue {
            guard progress.today.amount > 0 else { return ("·", localizer.text(.habitNotDueToday)) }
            let done = amount ?? localizer.text(.habitChecked)
            return ("·", localizer.text(.habitNotDueAmount, ["amount": done]))
        }
        guard let amount else { return ("⬜", localizer.text(.habitNotCheckedToday)) }
        return ("⬜", localizer.text(.habitAmountToday, ["amount": amount]))
    }

    static func reset(_ habit: Habit, context: Context) -> Reply {
        let localizer = Localizer(context.language)
        let position = HabitWording.position(1, of: habit.length, habit.schedule.unit, localizer)
        return Reply(
            localizer.rich(
                habit.schedule.unit == .days ? .habitResetDays : .habitResetWeeks,
                ["name": "\(bold: habit.name)", "position": RichText(verbatim: position)]),
            buttons: [[context.button(localizer.text(.habitCheckInNowButton), .habit(.check(habit.id!)))]])
    }

    /// The question before a run that is going well starts over.
    static func confirmReset(_ habit: Habit, progress: HabitProgress, context: Context) -> Reply {
        let localizer = Localizer(context.language)
        var text = localizer.rich(
            habit.schedule.unit == .days ? .habitConfirmResetDays : .habitConfirmResetWeeks,
            ["name": "\(bold: habit.name)"])
        if case .active(let day) = progress.state {
            let position = HabitWording.position(day, of: habit.length, habit.schedule.unit, localizer)
            var words = ["position": position]
            var key = MessageKey.habitYouAreOn
            if progress.streak > 1 {
                words["count"] = localizer.digits(progress.streak)
                key = progress.streakUnit == .days ? .habitYouAreOnDayStreak : .habitYouAreOnWeekStreak
            }
            text.append(" " + localizer.rich(key, plain: words))
        }
        return Reply(
            text,
            buttons: [
                [
                    context.button(localizer.text(.habitStartOverButton), .habit(.confirmReset(habit.id!))),
                    context.button(localizer.text(.habitKeepGoingButton), .dismiss),
                ]
            ])
    }

    static func confirmDelete(_ habit: Habit, context: Context) -> Reply {
        let localizer = Localizer(context.language)
        return Reply(
            localizer.rich(.habitConfirmDelete, ["name": "\(bold: habit.name)"]),
            buttons: [
                [
                    context.button(
                        localizer.text(.habitConfirmDeleteButton), .habit(.confirmDelete(habit.id!))),
                    context.button(localizer.text(.habitKeepButton), .dismiss),
                ]
            ])
    }

    static func deleted(_ habit: Habit, _ localizer: Localizer) -> Reply {
        Reply(localizer.rich(.habitDeleted, ["name": "\(bold: habit.name)"]))
    }
}
