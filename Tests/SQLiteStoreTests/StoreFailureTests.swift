import GRDB
import SQLiteStore
import Testing

/// What SQLite's errors say through the store interface: a full or failing disk fails the
/// whole batch, so that it is delivered again later; any other error is about one command.
struct StoreFailureTests {
    @Test func aFullOrFailingDiskIsAStorageFailure() {
        #expect(DatabaseError(resultCode: .SQLITE_FULL).isStorageFailure)
        #expect(DatabaseError(resultCode: .SQLITE_IOERR).isStorageFailure)
        #expect(DatabaseError(resultCode: .SQLITE_IOERR_WRITE).isStorageFailure)
    }

    @Test func anErrorAboutOneStatementIsNot() {
        #expect(!DatabaseError(resultCode: .SQLITE_CONSTRAINT).isStorageFailure)
        #expect(!DatabaseError(resultCode: .SQLITE_BUSY).isStorageFailure)
    }
}
