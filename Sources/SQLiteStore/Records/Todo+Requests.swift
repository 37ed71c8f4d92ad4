import GRDB
import TrackerCore

// Filters that handlers combine with the query interface, named after what they ask for, so
// column names stay in the store.

extension DerivableRequest<Todo> {
    /// The to-dos of one user; every lookup a handler makes is scoped by it.
    public func owned(by userID: Int64) -> Self {
        filter(Todo.Columns.userID == userID)
    }

    /// To-dos not done yet.
    public func open() -> Self {
        filter(Todo.Columns.doneAt == nil)
    }

    /// To-dos marked done.
    public func done() -> Self {
        filter(Todo.Columns.doneAt != nil)
    }

    /// To-dos imported by `/todo demo`.
    public func demo() -> Self {
        filter(Todo.Columns.isDemo == true)
    }
}
