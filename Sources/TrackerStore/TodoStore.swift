import TrackerCore

/// The to-dos of every user, as `/todo` and `/todos` read and change them.
///
/// Every method that takes a user's id reaches that user's to-dos only: an id of someone
/// else's to-do finds nothing.
public protocol TodoStore {
    /// Stores a new to-do and sets its `id` to the one assigned; ids grow with insertion, so
    /// they order to-dos oldest first.
    func insert(_ todo: inout Todo) throws

    /// Saves every field of a stored to-do, found by its `id`.
    /// - Throws: the engine's error when no to-do has that `id`.
    func update(_ todo: Todo) throws

    /// Deletes the to-do with `todo`'s `id`; nothing happens when there is none.
    func delete(_ todo: Todo) throws

    /// The to-do with `id` when it belongs to `userID`, else `nil`.
    func find(_ id: Int64, of userID: Int64) throws -> Todo?

    /// The user's to-dos as `/todos` lists them: open ones first, then done ones, each oldest
    /// first (by `id`).
    func listed(of userID: Int64) throws -> [Todo]

    /// The user's open to-dos, oldest first.
    func open(of userID: Int64) throws -> [Todo]

    /// How many of the user's to-dos are open: what the limit on open items counts.
    func openCount(of userID: Int64) throws -> Int

    /// How many of the user's to-dos `/todo demo` imported, done or not.
    func demoCount(of userID: Int64) throws -> Int

    /// Deletes the user's done to-dos.
    /// - Returns: how many were deleted.
    func deleteDone(of userID: Int64) throws -> Int

    /// Deletes the to-dos `/todo demo` imported for the user, done or not.
    /// - Returns: how many were deleted.
    func deleteDemo(of userID: Int64) throws -> Int
}
