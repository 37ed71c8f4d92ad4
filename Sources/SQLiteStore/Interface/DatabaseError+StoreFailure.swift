import GRDB
import TrackerStore

extension DatabaseError: StoreFailure {
    /// Whether SQLite reported a full disk or an I/O error.
    public var isStorageFailure: Bool { resultCode == .SQLITE_FULL || resultCode == .SQLITE_IOERR }
}
