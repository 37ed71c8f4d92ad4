import GRDB
import SQLiteStore
import TrackerCore

/// Applies to-do actions.
struct TodoHandler {
    let context: Context

    private var db: Database { context.db }

    private var positions: ListPositions {
        ListPositions(kind: .todos) { [context] in
            try Todo.listed(of: context.userID, in: context.db).map { ListedItem(id: $0.id!, name: $0.text) }
        }
    }

    func handle(_ action: TodoAction) throws -> Reply {
        switch action {
        case .add(let texts): return try add(texts)
        case .list: return try list()
        case .page(let page): return try list(reorder: false, page: page)
        case .done(let ref):
            var todo = try todo(ref)
            // A reply that changes nothing keeps the numbers, so the next /todo <n> hits
            // the item the user sees under that number.
            guard !todo.isDone else {
                return try list(note: "“\(todo.text)” was already done.", reorder: false, showing: todo.id)
            }
            todo.doneAt = context.now
            try todo.update(db)
            return try list(note: "✅ Done: \(strike: todo.text)", reorder: false, showing: todo.id)
        case .undo(let ref):
            var todo = try todo(ref)
            guard todo.isDone else {
                return try list(note: "“\(todo.text)” is still open.", reorder: false, showing: todo.id)
            }
            todo.doneAt = nil
            try todo.update(db)
            return try list(note: "↺ Open again: \(todo.text)", reorder: false, showing: todo.id)
        case .delete(let ref):
            let todo = try todo(ref)
            try todo.delete(db)
            return Reply("🗑 Deleted: \(todo.text)")
        case .clearDone:
            let count = try Todo.all().owned(by: context.userID).done().deleteAll(db)
            return Reply(
                count == 0 ? "No done to-dos to clear." : "🧹 Cleared \(Format.count(count, "done to-do")).")
        case .demo:
            return try startDemo().reply
        case .demoClear:
            let count = try Todo.all().owned(by: context.userID).demo().deleteAll(db)
            return count == 0 ? TodoReplies.noDemo : TodoReplies.demoCleared(count)
        }
    }

    /// Starts a demo import: the reply says it is under way and the job rewrites it.
    func startDemo() throws -> Response {
        if try Job.isPending(.demoTodos, userID: context.userID, in: db) {
            return Response(TodoReplies.demoAlreadyRunning)
        }
        // A second import would only duplicate the first: the demo items are there once.
        let demos = try Todo.all().owned(by: context.userID).demo().fetchCount(db)
        if demos > 0 { return Response(TodoReplies.demoAlreadyThere(demos)) }
        return Response(TodoReplies.demoFetching, job: .demoTodos)
    }

    private func add(_ texts: [String]) throws -> Reply {
        let open = try Todo.openCount(of: context.userID, in: db)
        guard open + texts.count <= Limits.openItemsPerKind else {
            throw CommandError(
                """
                That would make \(Format.number(open + texts.count)) open to-dos; \
                I keep at most \(Format.number(Limits.openItemsPerKind)). Nothing was added. \
                Finish or clear some first.
                """)
        }
        var todos: [Todo] = []
        for text in texts {
            var todo = Todo(userID: context.userID, text: text, createdAt: context.now)
            try todo.insert(db)
            todos.append(todo)
        }
        let (numbers, movedOthers) = try positions.add(todos.map { $0.id! }, in: context)
        return TodoReplies.added(Array(zip(numbers, todos)), movedOthers: movedOthers)
    }

    /// A page of the list, with an optional note on top. A button press or a page turn keeps
    /// the numbers the user is looking at (`reorder: false`), so a second press lands on the
    /// item it shows. With `showing`, the page is the one that item is on.
    private func list(
        note: RichText? = nil, reorder: Bool = true, page: Int = 1, showing id: Int64? = nil
    ) throws -> Reply {
        var todos = try Todo.listed(of: context.userID, in: db)
        if reorder {
            try positions.show(todos.map { $0.id! }, in: context)
        } else {
            todos = try positions.inShownOrder(todos, id: { $0.id! }, in: context)
        }
        var page = page
        if let id, let index = todos.firstIndex(where: { $0.id == id }) { page = Paging.page(ofIndex: index) }
        return TodoReplies.list(
            todos, paging: Paging(total: todos.count, page: page), note: note, context: context)
    }

    private func todo(_ ref: ItemRef) throws -> Todo {
        let id = try positions.id(of: ref, noun: "to-do", listCommand: "/todos", in: context)
        guard let todo = try Todo.owned(by: context.userID, id: id, in: db) else {
            throw CommandError("That to-do no longer exists. See /todos.")
        }
        return todo
    }
}
