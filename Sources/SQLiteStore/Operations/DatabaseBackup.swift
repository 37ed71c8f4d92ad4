import Foundation
import GRDB

/// Backup files of the database: taking one while the bot runs, checking one, and putting
/// one in the database's place.
///
/// A backup is a single SQLite file (no `-wal` beside it), private to its owner (mode 0600),
/// that passed `PRAGMA integrity_check`. Files appear under their final name only when
/// complete: each is written under a temporary name beside it and then renamed.
public enum DatabaseBackup {
    /// Why a backup could not be taken, checked or restored, in words an operator can act on.
    public struct Failure: Error, CustomStringConvertible {
        /// The reason, one line.
        public let description: String
    }

    /// What a backup that passed its checks holds.
    public struct Checked: Sendable, Hashable {
        /// The last migration applied to it (its schema), `nil` for an empty database.
        public var schemaVersion: String?
        /// The file's size in bytes.
        public var size: Int64
    }

    /// Copies `database` into a new backup file at `path`, replacing a file of that name.
    ///
    /// The copy is a snapshot of the transactions committed before it began, taken while
    /// the bot goes on writing; it is switched to a single file (`journal_mode=DELETE`),
    /// checked, and only then renamed to `path`. A missing folder is created with mode 0700.
    /// - Returns: the new file's schema and size.
    /// - Throws: ``Failure`` when the copy cannot be written or fails its check.
    @discardableResult
    public static func write(_ database: TrackerDatabase, to path: String) throws(Failure) -> Checked {
        let folder = (path as NSString).deletingLastPathComponent
        let temporary = partialName(beside: path, suffix: "partial")
        do {
            if !folder.isEmpty {
                try FileManager.default.createDirectory(
                    atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            }
            try createPrivateFile(temporary)
        } catch {
            throw Failure(description: "cannot write \(temporary): \(reason(error))")
        }
        defer { try? FileManager.default.removeItem(atPath: temporary) }
        do {
            let copy = try DatabaseQueue(path: temporary)
            try database.backup(to: copy)
            try copy.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA journal_mode = DELETE")
            }
            try copy.close()
        } catch {
            throw Failure(description: "cannot copy the database to \(temporary): \(reason(error))")
        }
        let checked = try check(temporary)
        try move(temporary, to: path)
        return checked
    }

    /// Checks that `path` is a sound TrackerBot database this build can open: it passes
    /// `PRAGMA integrity_check` and has no migration newer than this build knows.
    /// - Throws: ``Failure`` saying what is wrong with it.
    public static func check(_ path: String) throws(Failure) -> Checked {
        guard FileManager.default.fileExists(atPath: path) else {
            throw Failure(description: "\(path) does not exist")
        }
        do {
            var configuration = Configuration()
            configuration.readonly = true
            let file = try DatabaseQueue(path: path, configuration: configuration)
            defer { try? file.close() }
            let (problems, isTrackerBot, newer, version) = try file.read { db in
                (
                    try String.fetchAll(db, sql: "PRAGMA integrity_check").filter { $0 != "ok" },
                    try db.tableExists("grdb_migrations"),
                    try TrackerDatabase.newerSchema(db),
                    try TrackerDatabase.schemaVersion(db)
                )
            }
            guard problems.isEmpty else {
                throw Failure(
                    description: "\(path) is damaged: \(problems.prefix(3).joined(separator: "; "))")
            }
            guard isTrackerBot else {
                throw Failure(description: "\(path) is an SQLite file, but not a TrackerBot database")
            }
            if let newer {
                throw Failure(
                    description:
                        "\(path) has a newer schema, “\(newer)”, than this build knows (its newest is “\(TrackerDatabase.knownMigrations.last ?? "")”): restore it with the newer TrackerBot that wrote it"
                )
            }
            let size = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?
                .int64Value
            return Checked(schemaVersion: version, size: size ?? 0)
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(description: "cannot read \(path): \(reason(error))")
        }
    }

    /// Puts the backup at `backup` in place of the database at `databasePath`, which no
    /// process may have open.
    ///
    /// The backup is checked first (``check(_:)``) and copied beside the database, private;
    /// the replaced database is kept as `<database>.before-restore` (its `-wal` folded in
    /// first), and stale `-wal`/`-shm` files are removed, so SQLite cannot replay an old
    /// log over the restored file.
    /// - Returns: what the restored backup holds.
    /// - Throws: ``Failure`` when the backup fails its check or a file cannot be moved.
    @discardableResult
    public static func restore(_ backup: String, over databasePath: String) throws(Failure) -> Checked {
        let checked = try check(backup)
        let temporary = partialName(beside: databasePath, suffix: "restoring")
        do {
            try? FileManager.default.removeItem(atPath: temporary)
            try FileManager.default.copyItem(atPath: backup, toPath: temporary)
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: temporary)
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw Failure(description: "cannot copy \(backup) beside \(databasePath): \(reason(error))")
        }
        if FileManager.default.fileExists(atPath: databasePath) {
            // Closing the only connection checkpoints the log into the file and deletes it,
            // so the kept copy is whole; a damaged file is kept as it is.
            if let old = try? DatabaseQueue(path: databasePath) {
                _ = try? old.writeWithoutTransaction { db in
                    try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
                }
                try? old.close()
            }
            try move(databasePath, to: databasePath + ".before-restore")
        }
        for stale in ["-wal", "-shm", "-journal"] {
            try? FileManager.default.removeItem(atPath: databasePath + stale)
        }
        try move(temporary, to: databasePath)
        return checked
    }

    /// A temporary name in the same folder as `path`, so that the final rename stays on
    /// one file system and is atomic.
    static func partialName(beside path: String, suffix: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        let name = "." + (path as NSString).lastPathComponent + "." + suffix
        return folder.isEmpty ? name : folder + "/" + name
    }

    private static func createPrivateFile(_ path: String) throws {
        try? FileManager.default.removeItem(atPath: path)
        guard
            FileManager.default.createFile(
                atPath: path, contents: nil, attributes: [.posixPermissions: 0o600])
        else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path])
        }
    }

    private static func move(_ source: String, to destination: String) throws(Failure) {
        guard rename(source, destination) == 0 else {
            throw Failure(
                description: "cannot rename \(source) to \(destination): \(String(cString: strerror(errno)))")
        }
    }

    private static func reason(_ error: any Error) -> String {
        if let error = error as? DatabaseError {
            switch error.resultCode {
            case .SQLITE_NOTADB: return "it is not an SQLite database"
            case .SQLITE_CORRUPT: return "the file is damaged"
            case .SQLITE_FULL: return "the disk is full"
            case .SQLITE_CANTOPEN: return "the file cannot be opened"
            default: return error.message ?? "SQLite error \(error.resultCode.rawValue)"
            }
        }
        if let error = error as? CocoaError {
            switch error.code {
            case .fileWriteNoPermission, .fileReadNoPermission: return "permission denied"
            case .fileWriteOutOfSpace: return "the disk is full"
            case .fileWriteVolumeReadOnly: return "the disk is read-only"
            default: break
            }
        }
        return "\(error)"
    }
}
