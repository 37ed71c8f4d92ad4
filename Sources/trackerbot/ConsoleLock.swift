import Foundation
import PostgresStore
import TrackerCommands

/// One console per database: two would each print the other's replies, some twice, since
/// every console prints the console outbox.
///
/// An exclusive `flock` on `<database>.console-lock` (for PostgreSQL, `console-lock` in the
/// users' files folder), held until the process ends (the kernel drops it then, also after a
/// crash, so no stale lock is left behind).
struct ConsoleLock {
    private let descriptor: Int32

    struct Held: Error, CustomStringConvertible {
        let databasePath: String
        var description: String {
            "another trackerbot console is already using \(databasePath). Leave that one first, "
                + "or use another database with --db."
        }
    }

    /// Takes the lock of the database at `location`, whose users' files are `files`, or
    /// throws ``Held`` at once when another console has it.
    init(_ location: StoreLocation, files: UserFiles) throws {
        switch location {
        case .sqlite(let path): try self.init(path: path + ".console-lock", databasePath: path)
        case .postgres(let url):
            let folder = (files.exports as NSString).deletingLastPathComponent
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try self.init(path: folder + "/console-lock", databasePath: "\(url)")
        }
    }

    /// Takes the lock, or throws ``Held`` at once when another console has it.
    private init(path: String, databasePath: String) throws {
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw DatabaseOpening.Failure(
                description:
                    "cannot create the console's lock file \(path): \(String(cString: strerror(errno)))")
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            throw Held(databasePath: databasePath)
        }
    }
}
