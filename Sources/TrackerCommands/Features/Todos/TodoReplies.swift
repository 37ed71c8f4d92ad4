import TrackerCore

/// What the bot says about to-dos.
enum TodoReplies {
    static func added(_ todos: [(number: Int, todo: Todo)], movedOthers: Bool, _ localizer: Localizer)
        -> Reply
    {
        var text: RichText
        if todos.count == 1, let only = todos.first {
            text = localizer.rich(
                .todoAddedOne,
                [
                    "number": RichText(verbatim: localizer.number(only.number)),
                    "text": RichText(verbatim: only.todo.text),
                ])
        } else {
            text = RichText(stringLiteral: localizer.count(.todoAddedMany, todos.count))
            for (number, todo) in todos { text.append("\n\(number). \(todo.text)") }
        }
        if movedOthers { text.append("\n" + Format.renumbered("/todos", localizer)) }
        return Reply(text)
    }

    /// A page of the to-dos, open ones with a ✅ button each.
    static func list(_ todos: [Todo], paging: Paging, note: RichText?, context: Context) -> Reply {
        let localizer = Localizer(context.language)
        var text = RichText()
        if let note { text.append(note + "\n\n") }
        guard !todos.isEmpty else {
            text.append(localizer.rich(.todoEmpty))
            return Reply(text)
        }
        text.append(localizer.text(.todoListTitle), .bold)
        if let caption = paging.caption(localizer) { text.append(" · \(caption)") }
        var buttons: [Button] = []
        for index in paging.indices {
            let todo = todos[index]
            text.append("\n\(index + 1). \(todo.isDone ? "✅" : "⬜") ")
            text.append(todo.text, todo.isDone ? .strike : .plain)
            if !todo.isDone {
                buttons.append(context.button("✅ \(index + 1)", .todo(.done(todo.id!))))
            }
        }
        let done = todos.filter(\.isDone).count
        let counts = ["open": localizer.number(todos.count - done), "done": localizer.number(done)]
        text.append("\n\n" + localizer.rich(.todoSummary, counts.mapValues { RichText(verbatim: $0) }))
        if done > 0 { text.append(" " + localizer.rich(.todoClearHint)) }
        return Reply(text, buttons: buttons.rows(of: 5) + paging.buttons(context) { .todo(.page($0)) })
    }

    static let demoFetching = Reply("⏳ Fetching a few demo to-dos…")
    static let demoAlreadyRunning = Reply("⏳ Still fetching your demo to-dos, one moment.")
    static let demoFailed = Reply(
        "😕 I couldn't fetch the demo to-dos just now, so nothing was imported. Try /todo demo again later.")
    static let noDemo = Reply("You have no demo to-dos. Import some with /todo demo.")

    /// `skipped` demo items had no usable title.
    static func demoImported(_ titles: [String], skipped: Int, listFull: Bool) -> Reply {
        let skippedNote = "Skipped \(Format.count(skipped, "demo item")) without a usable title."
        guard !titles.isEmpty else {
            if listFull { return Reply("Your to-do list is full, so no demo to-dos were imported.") }
            return Reply(
                "😕 None of the demo items had a usable title, so nothing was imported. \(skippedNote)")
        }
        var text: RichText = "📝 Imported \(Format.count(titles.count, "demo to-do")):"
        for title in titles { text.append("\n• \(title)") }
        if skipped > 0 { text.append("\n\(skippedNote)") }
        text.append("\nSee them with /todos; /todo demo clear removes exactly these.")
        return Reply(text)
    }

    static func demoAlreadyThere(_ count: Int) -> Reply {
        Reply(
            """
            You already have \(Format.count(count, "demo to-do")): see /todos. \
            To import them afresh, remove them first with /todo demo clear.
            """)
    }

    static func demoCleared(_ count: Int) -> Reply {
        Reply("🧹 Removed \(Format.count(count, "demo to-do")).")
    }
}
