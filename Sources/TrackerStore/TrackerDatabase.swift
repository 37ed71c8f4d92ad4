import Foundation
import GRDB

/// The bot's SQLite database: one file, WAL mode, private to its owner.
///
/// Every inbound message is applied in one ``write(_:)`` transaction, together with its
/// replies (the outbox) and its inbound key, so a crash never leaves it half-applied.
public final class TrackerDatabase: Sendable {
    /// The GRDB pool; reads run concurrently with the single writer.
    public let pool: DatabasePool
    public let path: String

    /// Opens (creating if needed) the database at `path` and migrates it to the latest schema.
    ///
    /// A missing file is created with mode 0600 and a missing folder with mode 0700, before
    /// SQLite touches them; SQLite gives its `-wal` and `-shm` files the same mode.
    public init(path: String) throws {
        self.path = path
        try Self.createPrivately(path)
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(5)
        configuration.prepareDatabase { db in
            // WAL with synchronous=NORMAL can lose the last commits on power loss; the bot
            // confirms updates to the platform only after a commit, so it must be FULL.
            try db.execute(sql: "PRAGMA synchronous = FULL")
            // Each command runs in a savepoint, whose undo pages SQLite writes to a temporary
            // file by default; in memory they cost no system calls.
            try db.execute(sql: "PRAGMA temp_store = MEMORY")
        }
        pool = try DatabasePool(path: path, configuration: configuration)
        try Migrations.migrator.migrate(pool)
    }

    /// Runs `body` in one write transaction; everything it does commits together or not at all.
    public func write<T>(_ body: (Database) throws -> T) throws -> T {
        try pool.write(body)
    }

    /// Runs `body` on a read-only snapshot.
    public func read<T>(_ body: (Database) throws -> T) throws -> T {
        try pool.read(body)
    }

    private static func createPrivately(_ path: String) throws {
        let fileManager = FileManager.default
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty && !fileManager.fileExists(atPath: folder) {
            try fileManager.createDirectory(
                atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        }
        if !fileManager.fileExists(atPath: path) {
            guard fileManager.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600])
            else {
                throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path])
            }
        }
    }
}
