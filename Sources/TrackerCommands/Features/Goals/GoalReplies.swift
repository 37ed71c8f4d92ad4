import TrackerCore

/// What the bot says about goals.
enum GoalReplies {
    static let lastCheckpointTicked: RichText = "That was the last checkpoint! Mark the goal as reached?"

    static func added(_ goal: Goal, number: Int, movedOthers: Bool, context: Context) -> Reply {
        var text: RichText = "🎯 Goal \(number) added: \(bold: goal.title)"
        if let deadline = goal.deadline {
            text.append("\nDeadline: \(Format.deadline(deadline, today: context.today))")
        }
        if goal.why == nil {
            text.append("\nTip: write your why on the lines under the command; it helps on hard days.")
        }
        text.append("\nBreak it into checkpoints: /goal step \(number) <text>")
        if movedOthers { text.append("\n" + Format.renumbered("/goals")) }
        return Reply(text, buttons: [[context.button("Open goal", .goal(.show(goal.id!)))]])
    }

    /// A page of the open goals; `progress` holds the checkpoint counts of that page's goals.
    static func list(
        _ goals: [Goal], paging: Paging, progress: [(done: Int, total: Int)], context: Context
    ) -> Reply {
        guard !goals.isEmpty else {
            return Reply("You have no open goals. Set one: /goal add Run a marathon by june 1")
        }
        var text: RichText = "\(bold: "Your goals")"
        if let caption = paging.caption { text.append(" · \(caption)") }
        var heading: String?
        for (offset, index) in paging.indices.enumerated() {
            let goal = goals[index]
            let group = goal.deadline.map(Format.month) ?? "No deadline"
            if group != heading {
                text.append("\n\n\(italic: group)")
                heading = group
            }
            text.append("\n\(index + 1). \(goal.title)")
            if let deadline = goal.deadline {
                text.append(" — \(Format.date(deadline, today: context.today))")
            }
            let counts = progress[offset]
            if counts.total > 0 { text.append(" (\(counts.done)/\(counts.total))") }
        }
        text.append("\n\nOpen one with /goal <n> or a button.")
        let buttons = paging.indices.map { index in
            context.button("\(index + 1)", .goal(.show(goals[index].id!)))
        }
        return Reply(text, buttons: buttons.rows(of: 5) + paging.buttons(context) { .goal(.page($0)) })
    }

    /// A goal's card. The open checkpoints get a ✅ button each, a page of ten at a time with
    /// « Prev and Next », so that every one can be ticked however many there are.
    static func card(
        _ goal: Goal, number: Int?, checkpoints: [Checkpoint], note: RichText?, page: Int = 1,
        context: Context
    ) -> Reply {
        var text = RichText()
        if let note { text.append(note + "\n\n") }
        text.append(goal.isCompleted ? "🏆 " : "🎯 ")
        text.append(goal.title, .bold)
        if let number, !goal.isCompleted { text.append(" (goal \(number))") }
        if let why = goal.why { text.append("\n\(italic: "Why:") \(why)") }
        // The line on when: the picture's caption says the same.
        var when = ""
        if let completed = goal.completedAt {
            when = "Reached \(Format.date(context.calendar.localDate(of: completed), today: context.today))."
        } else if let deadline = goal.deadline {
            when = "Deadline: \(Format.deadline(deadline, today: context.today))"
        }
        if !when.isEmpty { text.append("\n\(when)") }
        let (done, total) = GoalRules.progress(checkpoints)
        if total > 0 {
            text.append("\n\nCheckpoints \(done)/\(total):")
            for checkpoint in checkpoints {
                text.append("\n\(checkpoint.isDone ? "✅" : "⬜") \(checkpoint.position). ")
                text.append(checkpoint.title, checkpoint.isDone ? .strike : .plain)
            }
            text.append("\n\(Format.bar(done: done, total: total))")
        } else if !goal.isCompleted {
            text.append("\n\nNo checkpoints yet: /goal step \(number.map(String.init) ?? "<n>") <text>")
        }

        let id = goal.id!
        var rows: [[Button]] = []
        if goal.isCompleted {
            rows.append([context.button("Reopen", .goal(.reopen(id)))])
        } else {
            let remaining = GoalRules.remaining(checkpoints)
            let paging = Paging(total: remaining.count, page: page)
            let open = paging.indices.map { index in
                context.button(
                    "✅ \(remaining[index].position). \(Format.label(remaining[index].title, max: 18))",
                    .goal(.tick(id, step: remaining[index].position)))
            }
            rows += open.rows(of: 2)
            rows += paging.buttons(context) { .goal(.checkpointsPage(id, page: $0)) }
            if total == done { rows.append([context.button("🏆 Goal reached", .goal(.complete(id)))]) }
        }
        rows.append([context.button("« Goals", .goal(.list)), context.button("Delete", .goal(.delete(id)))])
        let picture = GoalCardPicture(goal, checkpoints: checkpoints, today: context.today, caption: when)
        return Reply(text, buttons: rows, picture: .goalCard(picture))
    }

    static func blocked(_ goal: Goal, remaining: [Checkpoint]) -> RichText {
        var text: RichText =
            "\(bold: goal.title) still has \(Format.count(remaining.count, "open checkpoint")):"
        for checkpoint in remaining.prefix(10) {
            text.append("\n⬜ \(checkpoint.position). \(checkpoint.title)")
        }
        if remaining.count > 10 { text.append("\n…") }
        text.append("\nTick them with /goal tick <n> <k> first.")
        return text
    }

    static func completed(_ goal: Goal, context: Context) -> Reply {
        var text: RichText = "🏆 Goal reached: \(bold: goal.title)! "
        let days = context.calendar.localDate(of: goal.createdAt).days(until: context.today)
        text.append(days > 0 ? "It took you \(Format.days(days)). Well done!" : "Well done!")
        return Reply(text, buttons: [[context.button("« Goals", .goal(.list))]])
    }

    static func confirmDelete(_ goal: Goal, context: Context) -> Reply {
        Reply(
            "Delete the goal \(bold: goal.title) and its checkpoints? This cannot be undone.",
            buttons: [
                [
                    context.button("🗑 Delete", .goal(.confirmDelete(goal.id!))),
                    context.button("Keep it", .dismiss),
                ]
            ])
    }

    static func deleted(_ goal: Goal) -> Reply {
        Reply("Deleted the goal \(bold: goal.title).")
    }
}
