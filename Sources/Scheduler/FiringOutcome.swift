/// What one pass over the schedule did.
struct FiringOutcome: Sendable {
    /// Outbox entries written.
    var enqueued = 0
    /// Due rows found, at most the limit asked for of each kind: fewer means nothing more
    /// of that kind is due.
    var rows = 0

    static func + (lhs: FiringOutcome, rhs: FiringOutcome) -> FiringOutcome {
        FiringOutcome(enqueued: lhs.enqueued + rhs.enqueued, rows: lhs.rows + rhs.rows)
    }
}
