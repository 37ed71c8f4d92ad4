import GRDB
import TrackerCore

// Filters that handlers combine with the query interface, named after what they ask for, so
// column names stay in the store.

extension DerivableRequest<Goal> {
    /// The goals of one user; every lookup a handler makes is scoped by it.
    public func owned(by userID: Int64) -> Self {
        filter(Goal.Columns.userID == userID)
    }

    /// Goals not completed yet.
    public func open() -> Self {
        filter(Goal.Columns.completedAt == nil)
    }

    /// Goals completed.
    public func completed() -> Self {
        filter(Goal.Columns.completedAt != nil)
    }
}
