import TrackerCore

/// The users' goals and their checkpoints.
///
/// Deleting a goal deletes its checkpoints with it.
public protocol GoalStore {
    /// The user's open goals in the order `/goals` shows them: by deadline, then those
    /// without one, each oldest first.
    func open(of userID: Int64) throws -> [Goal]

    /// How many of the user's goals are open: what the limit on open items counts.
    func openCount(of userID: Int64) throws -> Int

    /// The user's completed goals, the most recently completed first.
    func completed(of userID: Int64) throws -> [Goal]

    /// Every goal of the user, open and completed, oldest first.
    func all(of userID: Int64) throws -> [Goal]

    /// The goal with `id` when it belongs to `userID`, else `nil`.
    func find(_ id: Int64, of userID: Int64) throws -> Goal?

    /// Stores a new goal and sets its `id` to the one assigned.
    func insert(_ goal: inout Goal) throws

    /// Saves every field of a stored goal, found by its `id`.
    /// - Throws: the engine's error when no goal has that `id`.
    func update(_ goal: Goal) throws

    /// Deletes the goal with `goal`'s `id` and its checkpoints.
    func delete(_ goal: Goal) throws

    /// The goal's checkpoints by position; none for a goal not stored yet.
    func checkpoints(of goal: Goal) throws -> [Checkpoint]

    /// Stores a new checkpoint and sets its `id` to the one assigned.
    func insert(_ checkpoint: inout Checkpoint) throws

    /// Saves every field of a stored checkpoint, found by its `id`.
    /// - Throws: the engine's error when no checkpoint has that `id`.
    func update(_ checkpoint: Checkpoint) throws
}
