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
        if let caption = paging.caption(localizer) { text.append("\(localizer.separator)\(caption)") }
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

    static func demoFetching(_ localizer: Localizer) -> Reply { Reply(localizer.rich(.todoDemoFetching)) }

    static func demoAlreadyRunning(_ localizer: Localizer) -> Reply {
        Reply(localizer.rich(.todoDemoAlreadyRunning))
    }

    static func demoFailed(_ localizer: Localizer) -> Reply { Reply(localizer.rich(.todoDemoFailed)) }

    static func noDemo(_ localizer: Localizer) -> Reply { Reply(localizer.rich(.todoNoDemo)) }

    /// `skipped` demo items had no usable title.
    static func demoImported(_ titles: [String], skipped: Int, listFull: Bool, _ localizer: Localizer)
        -> Reply
    {
        let skippedNote = localizer.count(.todoDemoSkipped, skipped)
        guard !titles.isEmpty else {
            if listFull { return Reply(localizer.rich(.todoDemoListFull)) }
            return Reply(localizer.rich(.todoDemoNoneUsable, plain: ["skipped": skippedNote]))
        }
        var text = RichText(stringLiteral: localizer.count(.todoDemoImported, titles.count))
        for title in titles { text.append("\n• \(title)") }
        if skipped > 0 { text.append("\n\(skippedNote)") }
        text.append("\n" + localizer.rich(.todoDemoSeeThem))
        return Reply(text)
    }

    static func demoAlreadyThere(_ count: Int, _ localizer: Localizer) -> Reply {
        Reply(RichText(stringLiteral: localizer.count(.todoDemoAlreadyThere, count)))
    }

    static func demoCleared(_ count: Int, _ localizer: Localizer) -> Reply {
        Reply(RichText(stringLiteral: localizer.count(.todoDemoCleared, count)))
    }
}
