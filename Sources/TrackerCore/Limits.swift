/// Size limits that keep one user's data bounded. Exceeding one gets a clear reply.
public enum Limits {
    public static let titleLength = 200
    public static let whyLength = 2000
    /// Open goals, active habits, open to-dos or routines per user, each.
    public static let openItemsPerKind = 1000
    /// Checkpoints on one goal.
    public static let checkpointsPerGoal = 100
    /// Steps in one routine.
    public static let stepsPerRoutine = 30
}
