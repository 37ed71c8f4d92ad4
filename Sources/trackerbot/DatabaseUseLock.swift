import Foundation
import SQLiteStore

/// Tells a restore that a bot or a console has the database open, and them that a restore
/// is replacing it.
///
/// A `flock` on `<database>.lock`: `run` and `console` hold it shared while they live,
/// `restore` exclusive while it replaces the file. The kernel drops it when the process
/// ends, also after a crash, so no stale lock is left behind.
struct DatabaseUseLock {
    private let descriptor: Int32

    /// Another process holds the lock in a way that excludes this one.
    struct Held: Error, CustomStringConvertible {
        let description: String
    }

    /// Takes the lock shared (`run`, `console`) or exclusive (`restore`), or throws ``Held``
    /// at once when another process excludes it.
    init(databasePath: String, exclusive: Bool) throws {
        let path = databasePath + ".lock"
        // A new database's folder is made here first, private, as opening the database would.
        try? TrackerDatabase.createFolder(of: databasePath)
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw DatabaseOpening.Failure(
                description: "cannot create the lock file \(path): \(String(cString: strerror(errno)))")
        }
        guard flock(descriptor, (exclusive ? LOCK_EX : LOCK_SH) | LOCK_NB) == 0 else {
            close(descriptor)
            throw Held(
                description: exclusive
                    ? "a running bot or console has \(databasePath) open: stop it first, then restore"
                    : "\(databasePath) is being restored: start again when the restore is done")
        }
    }
}
