import TrackerCore

/// What the bot says about habits.
enum HabitReplies {
    static func added(_ habit: Habit, number: Int, context: Context) -> Reply {
        Reply(
            """
            🌱 Habit \(number) started: \(bold: habit.name), \(Format.days(habit.length)).
            Check in once every day with /check. Miss a day and the run starts over, so keep it small enough \
            to do on your worst day.
            """,
            buttons: [[context.button("✅ Check in now", .habit(.check(habit.id!)))]])
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
            text.append("\n\(index + 1). \(bold: habit.name) — ")
            switch progress.state {
            case .active(let day):
                text.append("day \(day) of \(habit.length)")
                if progress.streak > 0 { text.append(", streak \(Format.days(progress.streak))") }
                if progress.checkedToday {
                    text.append(" ✅ checked today")
                } else {
                    text.append(" ⬜ not checked today")
                    buttons.append(
                        context.button("✅ \(Format.label(habit.name))", .habit(.check(habit.id!))))
                }
            case .broken(let missed):
                text.append("run broke \(Format.onDate(missed, today: context.today)); reset to start over")
                buttons.append(
                    context.button("↺ Reset \(Format.label(habit.name))", .habit(.reset(habit.id!))))
            case .completed(let on):
                text.append(
                    "🏅 \(Format.allDays(habit.length)) done (\(Format.date(on, today: context.today)))")
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

    static func checkIn(_ habit: Habit, outcome: CheckInOutcome, context: Context) -> Reply {
        let id = habit.id!
        switch outcome {
        case .recorded(let day, let streak):
            var text: RichText = "✅ \(bold: habit.name): day \(day) of \(habit.length) done."
            if streak > 1 { text.append(" Streak: \(Format.days(streak)).") }
            let left = habit.length - day
            text.append(left == 1 ? " One day to go!" : " \(left) to go. See you tomorrow!")
            return Reply(text)
        case .programCompleted:
            return Reply(
                "🎉 \(bold: habit.name): \(Format.allDays(habit.length)) done! You kept your word to yourself every single day.",
                buttons: [
                    [
                        context.button("↺ Start again", .habit(.reset(id))),
                        context.button("🌱 New habit", .habitsHelp),
                    ]
                ])
        case .alreadyCheckedIn:
            return Reply("You already checked in \(bold: habit.name) today. Next check-in: tomorrow.")
        case .broken(let missed):
            return Reply(
                """
                Your run of \(bold: habit.name) broke \(Format.onDate(missed, today: context.today)): no check-in that day. \
                Nothing counts until you reset it.
                """,
                buttons: [[context.button("↺ Reset \(Format.label(habit.name))", .habit(.reset(id)))]])
        case .counted, .extra, .partial:
            return Reply("✅ \(bold: habit.name): checked in.")
        case .alreadyCompleted(let on):
            return Reply(
                "\(bold: habit.name) is complete: \(Format.allDays(habit.length)) done (\(Format.date(on, today: context.today))).",
                buttons: [[context.button("↺ Start again", .habit(.reset(id)))]])
        }
    }

    static func reset(_ habit: Habit, context: Context) -> Reply {
        Reply(
            "↺ \(bold: habit.name) starts over: day 1 of \(habit.length) is today.",
            buttons: [[context.button("✅ Check in now", .habit(.check(habit.id!)))]])
    }

    /// The question before a run that is going well starts over.
    static func confirmReset(_ habit: Habit, progress: HabitProgress, context: Context) -> Reply {
        var text: RichText = "Start \(bold: habit.name) over at day 1? "
        if case .active(let day) = progress.state { text.append("You're on day \(day) of \(habit.length)") }
        if progress.streak > 1 { text.append(" with a \(progress.streak)-day streak") }
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
