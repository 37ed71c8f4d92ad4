/// Rules that decide what may happen to a goal.
public enum GoalRules {
    /// Checkpoints still open, in order. A goal can be completed only when this is empty.
    public static func remaining(_ checkpoints: [Checkpoint]) -> [Checkpoint] {
        checkpoints.filter { !$0.isDone }.sorted { $0.position < $1.position }
    }

    /// Done and total checkpoints.
    public static func progress(_ checkpoints: [Checkpoint]) -> (done: Int, total: Int) {
        (checkpoints.filter(\.isDone).count, checkpoints.count)
    }

    /// Days from `today` to the deadline: 0 on the day, negative when overdue.
    public static func daysLeft(until deadline: LocalDate, today: LocalDate) -> Int {
        today.days(until: deadline)
    }

    /// Whether `goal` is still open on `today`, the user's local date, after its deadline day.
    public static func isOverdue(_ goal: Goal, today: LocalDate) -> Bool {
        guard !goal.isCompleted, let deadline = goal.deadline else { return false }
        return daysLeft(until: deadline, today: today) < 0
    }
}
