import TrackerCore

/// The users' routines, their steps, and which steps were ticked off on which local day.
///
/// Deleting a routine deletes its steps and their completions with it.
public protocol RoutineStore {
    /// The user's routines as `/routines` lists them: by time of day, then oldest first.
    func all(of userID: Int64) throws -> [Routine]

    /// The routine with `id` when it belongs to `userID`, else `nil`.
    func find(_ id: Int64, of userID: Int64) throws -> Routine?

    /// How many routines the user has.
    func count(of userID: Int64) throws -> Int

    /// Stores a new routine, without steps, and sets its `id` to the one assigned.
    func insert(_ routine: inout Routine) throws

    /// Saves every field of a stored routine, found by its `id`.
    /// - Throws: the engine's error when no routine has that `id`.
    func update(_ routine: Routine) throws

    /// Deletes the routine with `routine`'s `id`, its steps and their completions.
    func delete(_ routine: Routine) throws

    /// The routine's steps, in their order.
    func steps(of routine: Routine) throws -> [RoutineStep]

    /// Replaces the routine's steps with `titles`, in order; completions of the old steps go
    /// with them.
    func replaceSteps(of routine: Routine, with titles: [String]) throws

    /// The routine's checklist on local day `date`: its steps in order, and which are done.
    func checklist(of routine: Routine, on date: LocalDate) throws -> RoutineChecklist

    /// Marks step `stepID` done on `date` if it was not, or not done if it was.
    /// - Returns: whether the step is done afterwards.
    func toggleStep(_ stepID: Int64, on date: LocalDate) throws -> Bool
}
