import TrackerCore

/// What the bot says about goals.
enum GoalReplies {
    static func added(_ goal: Goal, number: Int, movedOthers: Bool, context: Context) -> Reply {
        let localizer = Localizer(context.language)
        let shown = RichText(verbatim: localizer.digits(number))
        var text = localizer.rich(.goalAdded, ["number": shown, "title": "\(bold: goal.title)"])
        if let deadline = goal.deadline {
            text.append("\n\(deadlineLine(deadline, context: context))")
        }
        if goal.why == nil { text.append("\n" + localizer.rich(.goalWhyTip)) }
        text.append("\n" + localizer.rich(.goalStepHint, ["number": shown]))
        if movedOthers { text.append("\n" + Format.renumbered("/goals", localizer)) }
        return Reply(
            text, buttons: [[context.button(localizer.text(.goalOpenButton), .goal(.show(goal.id!)))]])
    }

    /// "Deadline: Fri 4 Dec (5 days left)".
    private static func deadlineLine(_ deadline: LocalDate, context: Context) -> String {
        let localizer = Localizer(context.language)
        return localizer.text(
            .goalDeadline, ["deadline": Format.deadline(deadline, today: context.today, localizer)])
    }

    /// A page of the open goals; `progress` holds the checkpoint counts of that page's goals.
    static func list(
        _ goals: [Goal], paging: Paging, progress: [(done: Int, total: Int)], context: Context
    ) -> Reply {
        let localizer = Localizer(context.language)
        guard !goals.isEmpty else { return Reply(localizer.rich(.goalEmpty)) }
        var text: RichText = "\(bold: localizer.text(.goalListTitle))"
        if let caption = paging.caption(localizer) { text.append("\(localizer.separator)\(caption)") }
        var heading: String?
        for (offset, index) in paging.indices.enumerated() {
            let goal = goals[index]
            let group = goal.deadline.map { Format.month($0, localizer) } ?? localizer.text(.goalNoDeadline)
            if group != heading {
                text.append("\n\n\(italic: group)")
                heading = group
            }
            text.append("\n\(index + 1). \(goal.title)")
            if let deadline = goal.deadline {
                text.append(" — \(Format.date(deadline, today: context.today, localizer))")
            }
            let counts = progress[offset]
            if counts.total > 0 {
                text.append(" (\(localizer.digits(counts.done))/\(localizer.digits(counts.total)))")
            }
        }
        text.append("\n\n" + localizer.rich(.goalOpenHint))
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
        let localizer = Localizer(context.language)
        var text = RichText()
        if let note { text.append(note + "\n\n") }
        text.append(goal.isCompleted ? "🏆 " : "🎯 ")
        text.append(goal.title, .bold)
        if let number, !goal.isCompleted {
            text.append(" " + localizer.rich(.goalNumber, plain: ["number": localizer.digits(number)]))
        }
        if let why = goal.why { text.append("\n\(italic: localizer.text(.goalWhy)) \(why)") }
        // The line on when: the picture's caption says the same.
        var when = ""
        if let completed = goal.completedAt {
            let day = context.calendar.localDate(of: completed)
            when = localizer.text(.goalReachedOn, ["date": Format.date(day, today: context.today, localizer)])
        } else if let deadline = goal.deadline {
            when = deadlineLine(deadline, context: context)
        }
        if !when.isEmpty { text.append("\n\(when)") }
        let (done, total) = GoalRules.progress(checkpoints)
        if total > 0 {
            let counts = ["done": localizer.digits(done), "total": localizer.digits(total)]
            text.append("\n\n" + localizer.rich(.goalCheckpoints, plain: counts))
            for checkpoint in checkpoints {
                text.append("\n\(checkpoint.isDone ? "✅" : "⬜") \(localizer.digits(checkpoint.position)). ")
                text.append(checkpoint.title, checkpoint.isDone ? .strike : .plain)
            }
            text.append("\n\(Format.bar(done: done, total: total, localizer))")
        } else if !goal.isCompleted {
            let shown = number.map { localizer.digits($0) } ?? "<n>"
            text.append("\n\n" + localizer.rich(.goalNoCheckpoints, plain: ["number": shown]))
        }

        let id = goal.id!
        var rows: [[Button]] = []
        if goal.isCompleted {
            rows.append([context.button(localizer.text(.goalReopenButton), .goal(.reopen(id)))])
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
            if total == done {
                rows.append([context.button(localizer.text(.goalReachedButton), .goal(.complete(id)))])
            }
        }
        rows.append([
            context.button(localizer.text(.goalGoalsButton), .goal(.list)),
            context.button(localizer.text(.goalDeleteButton), .goal(.delete(id))),
        ])
        let picture = GoalCardPicture(
            goal, checkpoints: checkpoints, today: context.today, caption: when, language: context.language)
        return Reply(text, buttons: rows, picture: .goalCard(picture))
    }

    static func blocked(_ goal: Goal, remaining: [Checkpoint], _ localizer: Localizer) -> RichText {
        let open = RichText(verbatim: localizer.count(.goalOpenCheckpoints, remaining.count))
        var text = localizer.rich(.goalBlocked, ["title": "\(bold: goal.title)", "open": open])
        for checkpoint in remaining.prefix(10) {
            text.append("\n⬜ \(localizer.digits(checkpoint.position)). \(checkpoint.title)")
        }
        if remaining.count > 10 { text.append("\n…") }
        text.append("\n" + localizer.rich(.goalTickFirst))
        return text
    }

    static func completed(_ goal: Goal, context: Context) -> Reply {
        let localizer = Localizer(context.language)
        var text = localizer.rich(.goalCompleted, ["title": "\(bold: goal.title)"]) + " "
        let days = context.calendar.localDate(of: goal.createdAt).days(until: context.today)
        text.append(
            days > 0
                ? localizer.rich(.goalTookDays, plain: ["days": localizer.days(days)])
                : localizer.rich(.goalWellDone))
        return Reply(text, buttons: [[context.button(localizer.text(.goalGoalsButton), .goal(.list))]])
    }

    static func confirmDelete(_ goal: Goal, context: Context) -> Reply {
        let localizer = Localizer(context.language)
        return Reply(
            localizer.rich(.goalConfirmDelete, ["title": "\(bold: goal.title)"]),
            buttons: [
                [
                    context.button(localizer.text(.goalConfirmDeleteButton), .goal(.confirmDelete(goal.id!))),
                    context.button(localizer.text(.goalKeepButton), .dismiss),
                ]
            ])
    }

    static func deleted(_ goal: Goal, _ localizer: Localizer) -> Reply {
        Reply(localizer.rich(.goalDeleted, ["title": "\(bold: goal.title)"]))
    }
}
