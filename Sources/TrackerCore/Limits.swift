/// Size limits that keep one user's data bounded. Exceeding one gets a clear reply.
public enum Limits {
    /// The longest title of a goal, habit, routine, step or to-do, in characters.
    public static let titleLength = 200
    /// The longest reason given for a goal, in characters.
    public static let whyLength = 2000
    /// Open goals, active habits, open to-dos or routines per user, each.
    public static let openItemsPerKind = 1000
    /// Checkpoints on one goal.
    public static let checkpointsPerGoal = 100
    /// Steps in one routine.
    public static let stepsPerRoutine = 30
}
