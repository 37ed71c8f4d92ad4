/// The numbered lists a user can refer to by number: `<n>` in a command means the `n`th item
/// of the list of that kind the user was shown last.
public enum ListKind: String, Sendable, Codable, CaseIterable {
    /// The numbered lists of goals, habits, to-dos and routines that `<n>` in a command refers to.
    case goals, habits, todos, routines
    /// Completed goals found by `/history`, numbered as `/goal reopen <n>` reads them.
    case history
}

/// The last list of a kind a user was shown: its items in display order, and what it was
/// filtered by.
public struct ShownList: Sendable, Hashable {
    /// The items' ids in display order: number `n` in a command is `ids[n - 1]`.
    public var ids: [Int64]
    /// What the list was filtered by (a `/history` search), so a later page can say so.
    public var filter: String?

    /// A list of `ids`, in display order, filtered by `filter` if any.
    public init(ids: [Int64], filter: String? = nil) {
        self.ids = ids
        self.filter = filter
    }
}

/// The lists users were last shown, one per user and ``ListKind``, so that the numbers in a
/// command mean what the user saw even after items were added or removed since.
public protocol ListViewStore {
    /// Remembers `ids` as the user's current list of `kind`, filtered by `filter` if any,
    /// replacing the one shown before.
    func save(_ ids: [Int64], kind: ListKind, userID: Int64, filter: String?) throws

    /// Remembers `ids` as ``save(_:kind:userID:filter:)`` does, and returns the list it
    /// replaced (`nil` when none was shown yet): one step for a caller that needs both.
    func replace(_ ids: [Int64], kind: ListKind, userID: Int64, filter: String?) throws -> ShownList?

    /// The last list of `kind` the user was shown, or `nil` when none was shown yet.
    func last(_ kind: ListKind, userID: Int64) throws -> ShownList?

    /// Appends a newly added item to the user's last list of `kind`, keeping its filter, so
    /// earlier numbers keep their meaning; nothing happens when none was shown yet.
    func append(_ id: Int64, kind: ListKind, userID: Int64) throws
}
