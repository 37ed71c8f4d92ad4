import TrackerCore

/// What the bot says about habits.
enum HabitReplies {
    static func added(_ habit: Habit, number: Int, context: Context) -> Reply {
        let check = [[context.button("✅ Check in now", .habit(.check(habit.id!)))]]
        guard let schedule = HabitWording.schedule(habit.schedule) else {
            return Reply(
                """
                🌱 Habit \(number) started: \(bold: habit.name), \(Format.days(habit.length)).
                Check in once every day with /check. Miss a day and the run starts over, so keep it small enough \
                to do on your worst day.
                """,
                buttons: check)
        }
        var text: RichText =
            "🌱 Habit \(number) started: \(bold: habit.name), \(schedule) for "
            + "\(HabitWording.length(habit.length, habit.schedule.unit)).\n"
        switch habit.schedule.frequency {
        case .daily: text.append("Every day counts, and a day short of the target breaks the run.")
        case .days(let set):
            text.append("A missed day (\(set.text)) breaks the run; a check-in on another day is an extra.")
        case .weekly(let times):
            text.append(
                "\(Format.sentence(HabitWording.anyDays(times))) of your week (from \(Format.weekdayName(context.user.weekStart)), "
                    + "see /weekstart). A week that can no longer reach \(times) breaks the run.")
        }
        if let measure = habit.schedule.measure {
            text.append(
                " Add amounts with /check \(habit.name.lowercased()) 3; a day counts at "
                    + "\(Format.number(measure.target)) \(measure.unit).")
        }
        return Reply(text, buttons: check)
    }

    /// A page of the habits; `progress` holds the states of that page's habits.
    static func list(_ habits: [Habit], paging: Paging, progress: [HabitProgress], context: Context) -> Reply
    {
        guard !habits.isEmpty else {
            return Reply("You have no habits yet. Start one: /habit add Read for 21 days")
        }
        var text: RichText = "\(bold: "Your habits")"
        if let caption = paging.caption { text.append(" · \(caption)") }
        var buttons: [Button] = []
        for (offset, index) in paging.indices.enumerated() {
            let habit = habits[index]
            let progress = progress[offset]
            text.append("\n\(index + 1). \(HabitWording.title(habit)) — ")
            switch progress.state {
            case .active(let day):
                text.append(HabitWording.position(day, of: habit.length, habit.schedule.unit), .plain)
                if progress.streak > 0 {
                    text.append(", streak \(HabitWording.length(progress.streak, progress.streakUnit))")
                }
                if habit.schedule.isStrictDaily {
                    text.append(progress.checkedToday ? " ✅ checked today" : " ⬜ not checked today")
                } else {
                    text.append(" \(today(habit, progress))")
                }
                if !progress.today.isMet && (habit.schedule.isStrictDaily || progress.today.isDue) {
                    buttons.append(
                        context.button("✅ \(Format.label(habit.name))", .habit(.check(habit.id!))))
                }
            case .broken(let missed):
                text.append(
                    "run broke \(HabitWording.broke(habit, missedOn: missed, today: context.today)); reset to start over"
                )
                buttons.append(
                    context.button("↺ Reset \(Format.label(habit.name))", .habit(.reset(habit.id!))))
            case .completed(let on):
                text.append(
                    "🏅 \(HabitWording.allOf(habit.length, habit.schedule.unit)) done (\(Format.date(on, today: context.today)))"
                )
            }
        }
        return Reply(text, buttons: buttons.map { [$0] } + paging.buttons(context) { .habit(.page($0)) })
    }

    static func choose(_ open: [Habit], context: Context) -> Reply {
        guard !open.isEmpty else { return Reply("All your habits are checked in today. 🎉 See you tomorrow!") }
        return Reply(
            "Which habit do you check in?",
            buttons: open.prefix(10).map {
                [context.button("✅ \(Format.label($0.name))", .habit(.check($0.id!)))]
            })
    }

    /// Today's part of a habit's line for the kinds beyond the strict program: "✅ done
    /// today", "⬜ 5/8 glasses today", "⬜ 1 of 3 this week, 2 more in 6 days", "· not due today".
    static func today(_ habit: Habit, _ progress: HabitProgress) -> String {
        let (mark, detail) = standing(habit, progress)
        return "\(mark) \(detail)"
    }

    /// A mark for today (✅ reached, ⬜ still open, · not due) and what today holds.
    static func standing(_ habit: Habit, _ progress: HabitProgress) -> (mark: String, detail: String) {
        let amount = habit.schedule.measure.map { HabitWording.amount(progress.today.amount, of: $0) }
        if let week = progress.week {
            if week.isReached { return ("✅", HabitWording.week(week)) }
            if progress.today.isMet { return ("✅", "today; \(HabitWording.week(week))") }
            return ("⬜", (amount.map { "\($0) today; " } ?? "") + HabitWording.week(week))
        }
        if progress.today.isMet { return ("✅", "done today" + (amount.map { " (\($0))" } ?? "")) }
        if !progress.today.isDue {
            return (
                "·", progress.today.amount > 0 ? "\(amount ?? "checked") today, not due" : "not due today"
            )
        }
        return ("⬜", amount.map { "\($0) today" } ?? "not checked today")
    }

    static func reset(_ habit: Habit, context: Context) -> Reply {
        Reply(
            "↺ \(bold: habit.name) starts over: \(HabitWording.position(1, of: habit.length, habit.schedule.unit)) is "
                + (habit.schedule.unit == .days ? "today." : "this week."),
            buttons: [[context.button("✅ Check in now", .habit(.check(habit.id!)))]])
    }

    /// The question before a run that is going well starts over.
    static func confirmReset(_ habit: Habit, progress: HabitProgress, context: Context) -> Reply {
        var text: RichText =
            "Start \(bold: habit.name) over at \(habit.schedule.unit == .days ? "day" : "week") 1? "
        if case .active(let day) = progress.state {
            text.append("You're on \(HabitWording.position(day, of: habit.length, habit.schedule.unit))")
        }
        if progress.streak > 1 {
            text.append(" with a \(progress.streak)-\(progress.streakUnit == .days ? "day" : "week") streak")
        }
        text.append(", and a new run counts none of it.")
        return Reply(
            text,
            buttons: [
                [
                    context.button("↺ Start over", .habit(.confirmReset(habit.id!))),
                    context.button("Keep going", .dismiss),
                ]
            ])
    }

    static func confirmDelete(_ habit: Habit, context: Context) -> Reply {
        Reply(
            "Delete the habit \(bold: habit.name) and all its check-ins? This cannot be undone.",
            buttons: [
                [
                    context.button("🗑 Delete", .habit(.confirmDelete(habit.id!))),
                    context.button("Keep it", .dismiss),
                ]
            ])
    }

    static func deleted(_ habit: Habit) -> Reply {
        Reply("Deleted the habit \(bold: habit.name).")
    }
}
