import PostgresNIO
import TrackerStore

extension PSQLError: StoreFailure {
    /// Whether the connection is gone, the server is out of disk or failing (SQLSTATE classes
    /// 53 and 58), or the transaction lost a serialization conflict: none of these is the
    /// command's doing, and a conflict is settled by running the whole transaction again.
    public var isStorageFailure: Bool {
        if PostgresDatabase.isConflict(self) || ConnectionThread.isConnectionFailure(self) { return true }
        guard let state = serverInfo?[.sqlState] else { return false }
        return state.hasPrefix("53") || state.hasPrefix("58")
    }
}
