import GRDB
import TrackerCore
import TrackerStore

/// Applies to-do actions.
struct TodoHandler {
    let context: Context

    private var db: Database { context.db }

    private var positions: ListPositions {
        ListPositions(kind: .todos) { [context] in
            try Todo.listed(of: context.userID, in: context.db).map { $0.id! }
        }
    }

    func handle(_ action: TodoAction) throws -> Reply {
        switch action {
        case .add(let texts): return try add(texts)
        case .list: return try list()
        case .done(let ref):
            var todo = try todo(ref)
            guard !todo.isDone else { return try list(note: "“\(todo.text)” was already done.") }
            todo.doneAt = context.now
            try todo.update(db)
            return try list(note: "✅ Done: \(strike: todo.text)", reorder: false)
        case .undo(let ref):
            var todo = try todo(ref)
            guard todo.isDone else { return try list(note: "“\(todo.text)” is still open.") }
            todo.doneAt = nil
            try todo.update(db)
            return try list(note: "↺ Open again: \(todo.text)", reorder: false)
        case .delete(let ref):
            let todo = try todo(ref)
            try todo.delete(db)
            return Reply("🗑 Deleted: \(todo.text)")
        case .clearDone:
            let count = try Todo.filter(Column("userID") == context.userID && Column("doneAt") != nil)
                .deleteAll(db)
            return Reply(
                count == 0 ? "No done to-dos to clear." : "🧹 Cleared \(Format.count(count, "done to-do")).")
        }
    }

    private func add(_ texts: [String]) throws -> Reply {
        let open = try Todo.openCount(of: context.userID, in: db)
        guard open + texts.count <= Limits.openItemsPerKind else {
            throw CommandError(
                "You have \(open) open to-dos; I keep at most \(Limits.openItemsPerKind). Finish or clear some first."
            )
        }
        var added: [(Int, Todo)] = []
        for text in texts {
            var todo = Todo(userID: context.userID, text: text, createdAt: context.now)
            try todo.insert(db)
            added.append((try positions.append(todo.id!, in: context), todo))
        }
        return TodoReplies.added(added)
    }

    /// The list, with an optional note on top. A button press keeps the numbers the user is
    /// looking at (`reorder: false`), so a second press lands on the item it shows.
    private func list(note: RichText? = nil, reorder: Bool = true) throws -> Reply {
        let todos = try Todo.listed(of: context.userID, in: db)
        var shown = todos
        if !reorder, let ids = try ListView.ids(kind: .todos, userID: context.userID, in: db) {
            let byID = Dictionary(uniqueKeysWithValues: todos.map { ($0.id!, $0) })
            shown = ids.compactMap { byID[$0] } + todos.filter { !ids.contains($0.id!) }
        }
        try positions.show(shown.map { $0.id! }, in: context)
        return TodoReplies.list(shown, note: note, context: context)
    }

    private func todo(_ ref: ItemRef) throws -> Todo {
        let id = try positions.id(of: ref, noun: "to-do", listCommand: "/todos", in: context)
        guard let todo = try Todo.owned(by: context.userID, id: id, in: db) else {
            throw CommandError("That to-do no longer exists. See /todos.")
        }
        return todo
    }
}
