import TrackerCore

/// What the bot says about to-dos.
enum TodoReplies {
    static func added(_ todos: [(number: Int, todo: Todo)]) -> Reply {
        if todos.count == 1, let only = todos.first {
            return Reply("📝 Added to-do \(only.number): \(only.todo.text)")
        }
        var text: RichText = "📝 Added \(todos.count) to-dos:"
        for (number, todo) in todos { text.append("\n\(number). \(todo.text)") }
        return Reply(text)
    }

    static func list(_ todos: [Todo], note: RichText?, context: Context) -> Reply {
        var text = RichText()
        if let note { text.append(note + "\n\n") }
        guard !todos.isEmpty else {
            text.append("Your to-do list is empty. Add one: /todo add Buy milk")
            return Reply(text)
        }
        text.append("Your to-dos", .bold)
        var buttons: [Button] = []
        for (index, todo) in todos.enumerated() {
            text.append("\n\(index + 1). \(todo.isDone ? "✅" : "⬜") ")
            text.append(todo.text, todo.isDone ? .strike : .plain)
            let action: Action = todo.isDone ? .todo(.undo(.id(todo.id!))) : .todo(.done(.id(todo.id!)))
            if buttons.count < 10 && !todo.isDone {
                buttons.append(context.button("✅ \(index + 1)", action))
            }
        }
        let done = todos.filter(\.isDone).count
        text.append("\n\n\(todos.count - done) open, \(done) done.")
        if done > 0 { text.append(" /todo clear removes the done ones.") }
        return Reply(
            text,
            buttons: stride(from: 0, to: buttons.count, by: 5).map {
                Array(buttons[$0..<min($0 + 5, buttons.count)])
            })
    }
}
