import TrackerCore
import TrackerStore

/// Applies to-do actions.
struct TodoHandler {
    let context: Context

    private var todos: any TodoStore { context.tx.todos }

    private var localizer: Localizer { Localizer(context.language) }

    /// The message `key` about the to-do whose text is `text`, which stays as the user wrote it.
    private func rich(_ key: MessageKey, _ text: String) -> RichText {
        localizer.rich(key, ["text": RichText(verbatim: text)])
    }

    private var positions: ListPositions {
        ListPositions(kind: .todos) { [context] in
            try context.tx.todos.listed(of: context.userID).map { ListedItem(id: $0.id!, name: $0.text) }
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
                return try list(note: rich(.todoAlreadyDone, todo.text), reorder: false, showing: todo.id)
            }
            todo.doneAt = context.now
            try todos.update(todo)
            let note = localizer.rich(.todoDone, ["text": "\(strike: todo.text)"])
            return try list(note: note, reorder: false, showing: todo.id)
        case .undo(let ref):
            var todo = try todo(ref)
            guard todo.isDone else {
                return try list(note: rich(.todoStillOpen, todo.text), reorder: false, showing: todo.id)
            }
            todo.doneAt = nil
            try todos.update(todo)
            return try list(note: rich(.todoReopened, todo.text), reorder: false, showing: todo.id)
        case .delete(let ref):
            let todo = try todo(ref)
            try todos.delete(todo)
            return Reply(rich(.todoDeleted, todo.text))
        case .clearDone:
            let count = try todos.deleteDone(of: context.userID)
            return Reply(
                count == 0
                    ? localizer.rich(.todoNothingToClear)
                    : RichText(stringLiteral: localizer.count(.todoCleared, count)))
        case .demo:
            return try startDemo().reply
        case .demoClear:
            let count = try todos.deleteDemo(of: context.userID)
            return count == 0 ? TodoReplies.noDemo(localizer) : TodoReplies.demoCleared(count, localizer)
        }
    }

    /// Starts a demo import: the reply says it is under way and the job rewrites it.
    func startDemo() throws -> Response {
        if try context.tx.jobs.isPending(.demoTodos, userID: context.userID) {
            return Response(TodoReplies.demoAlreadyRunning(localizer))
        }
        // A second import would only duplicate the first: the demo items are there once.
        let demos = try todos.demoCount(of: context.userID)
        if demos > 0 { return Response(TodoReplies.demoAlreadyThere(demos, localizer)) }
        return Response(TodoReplies.demoFetching(localizer), job: .demoTodos)
    }

    private func add(_ texts: [String]) throws -> Reply {
        let open = try todos.openCount(of: context.userID)
        guard open + texts.count <= Limits.openItemsPerKind else {
            let numbers = [
                "total": localizer.number(open + texts.count),
                "limit": localizer.number(Limits.openItemsPerKind),
            ]
            throw CommandError(localizer.rich(.todoTooMany, numbers.mapValues { RichText(verbatim: $0) }))
        }
        var added: [Todo] = []
        for text in texts {
            var todo = Todo(userID: context.userID, text: text, createdAt: context.now)
            try todos.insert(&todo)
            added.append(todo)
        }
        let (numbers, movedOthers) = try positions.add(added.map { $0.id! }, in: context)
        return TodoReplies.added(Array(zip(numbers, added)), movedOthers: movedOthers, localizer)
    }

    /// A page of the list, with an optional note on top. A button press or a page turn keeps
    /// the numbers the user is looking at (`reorder: false`), so a second press lands on the
    /// item it shows. With `showing`, the page is the one that item is on.
    private func list(
        note: RichText? = nil, reorder: Bool = true, page: Int = 1, showing id: Int64? = nil
    ) throws -> Reply {
        var listed = try todos.listed(of: context.userID)
        if reorder {
            try positions.show(listed.map { $0.id! }, in: context)
        } else {
            listed = try positions.inShownOrder(listed, id: { $0.id! }, in: context)
        }
        var page = page
        if let id, let index = listed.firstIndex(where: { $0.id == id }) {
            page = Paging.page(ofIndex: index)
        }
        return TodoReplies.list(
            listed, paging: Paging(total: listed.count, page: page), note: note, context: context)
    }

    private func todo(_ ref: ItemRef) throws -> Todo {
        let id = try positions.id(of: ref, listCommand: "/todos", in: context)
        guard let todo = try todos.find(id, of: context.userID) else {
            throw CommandError(localizer.rich(.todoGone))
        }
        return todo
    }
}
