import Foundation
import GRDB
import TrackerStore

/// The bot's SQLite database: one file, WAL mode, private to its owner.
///
/// Every inbound message is applied in one ``write(_:)`` transaction, together with its
/// replies (the outbox) and its inbound key, so a crash never leaves it half-applied.
///
/// The connections stay private, as in GRDB's `AppDatabase`: every access goes through
/// ``read(_:)``, ``write(_:)`` or ``writeWithoutSync(_:)``, so what a transaction means
/// (and how it reaches the disk) is decided here and nowhere else.
///
/// Reads run concurrently with the single writer, each on its own snapshot; writes are
/// serialised. The async forms suspend the caller instead of blocking a thread of the
/// concurrency pool while SQLite works, and are what async code uses. The synchronous forms
/// block the calling thread until the access is done; they are for callers that are
/// synchronous themselves (the console's session, the dispatcher's `apply`, tests).
/// Neither form may be called from inside another access's closure: GRDB refuses
/// reentrant accesses with a fatal error.
public final class TrackerDatabase: Sendable {
    private let pool: DatabasePool
    /// The database file, as given to ``init(path:)``.
    public let path: String

    /// Opens (creating if needed) the database at `path` and migrates it to the latest schema.
    ///
    /// A missing file is created with mode 0600 and a missing folder with mode 0700, before
    /// SQLite touches them; SQLite gives its `-wal` and `-shm` files the same mode.
    /// - Throws: ``NewerSchema``, changing nothing, when a newer build migrated the database;
    ///   an error from creating the file or folder, a `DatabaseError` from opening or
    ///   migrating it.
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
        if let found = try pool.read(Self.newerSchema) {
            throw NewerSchema(found: found, newest: Self.knownMigrations.last ?? "")
        }
        // Migrating a new database commits once per migration. None of those commits needs a
        // sync of its own: nothing is confirmed to anyone before the first command's commit,
        // whose sync takes the migrations' pages to the disk with it, and a power loss before
        // that leaves an older schema that the next start migrates again. That is a sync per
        // migration fewer, at every start on a new database.
        try pool.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA synchronous = NORMAL") }
        try Migrations.migrator.migrate(pool)
        try pool.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA synchronous = FULL") }
    }

    /// Runs `updates` in one write transaction, waiting without blocking a thread for the
    /// writer; everything it does commits together, synced to disk, or not at all.
    ///
    /// - Throws: whatever `updates` throws, after rolling the transaction back; a
    ///   `DatabaseError` if SQLite fails, including on commit; `CancellationError` if the
    ///   task is cancelled, in which case nothing is committed.
    public func write<T: Sendable>(_ updates: @Sendable (Database) throws -> T) async throws -> T {
        try await pool.write(updates)
    }

    /// Runs `value` on a read-only snapshot, waiting without blocking a thread for a reader.
    ///
    /// - Throws: whatever `value` throws; a `DatabaseError` if SQLite fails;
    ///   `CancellationError` if the task is cancelled.
    public func read<T: Sendable>(_ value: @Sendable (Database) throws -> T) async throws -> T {
        try await pool.read(value)
    }

    /// Runs `updates` in one write transaction, blocking the calling thread until it is done;
    /// everything it does commits together, synced to disk, or not at all.
    ///
    /// For synchronous callers only; async code uses the async form.
    /// - Throws: whatever `updates` throws, after rolling the transaction back; a
    ///   `DatabaseError` if SQLite fails, including on commit.
    public func write<T>(_ updates: (Database) throws -> T) throws -> T {
        try pool.write(updates)
    }

    /// Runs `value` on a read-only snapshot, blocking the calling thread until it is done.
    ///
    /// For synchronous callers only; async code uses the async form.
    /// - Throws: whatever `value` throws; a `DatabaseError` if SQLite fails.
    public func read<T>(_ value: (Database) throws -> T) throws -> T {
        try pool.read(value)
    }

    /// Runs `updates` in one write transaction whose commit skips the disk sync, blocking the
    /// calling thread until it is done.
    ///
    /// Only for data that must outlive the process, not the machine: once SQLite has written
    /// the commit's pages they are in the operating system's cache, so they survive a crash
    /// or a kill of the bot, but a power loss or a kernel panic may forget the commit (never
    /// corrupt the file: WAL keeps it consistent either way). Anything a user or a platform
    /// is told about goes through ``write(_:)``, whose commit is synced.
    ///
    /// The connection goes back to `synchronous = FULL` before the writer is released, so
    /// no other transaction inherits the weaker setting.
    /// - Throws: whatever `updates` throws, after rolling the transaction back; a
    ///   `DatabaseError` if SQLite fails.
    public func writeWithoutSync(_ updates: (Database) throws -> Void) throws {
        try pool.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
            defer { try? db.execute(sql: "PRAGMA synchronous = FULL") }
            try db.inTransaction {
                try updates(db)
                return .commit
            }
        }
    }

    /// Copies the whole database, as one consistent snapshot, into `destination` through
    /// SQLite's online backup: writers carry on meanwhile, and the copy holds exactly the
    /// transactions committed before it began.
    /// - Throws: a `DatabaseError` if SQLite fails.
    public func backup(to destination: DatabaseQueue) throws {
        try pool.backup(to: destination)
    }

    /// The names of the migrations this build knows, oldest first; the last is the newest
    /// schema it can open.
    public static var knownMigrations: [String] { Migrations.migrator.migrations }

    /// The newest migration a newer build applied to `db`, which this build does not know;
    /// `nil` when every migration `db` has is this build's.
    public static func newerSchema(_ db: Database) throws -> String? {
        guard try db.tableExists("grdb_migrations") else { return nil }
        let known = Set(knownMigrations)
        // The table keeps its rows in the order the migrations were applied.
        return try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY rowid")
            .last { !known.contains($0) }
    }

    /// The last of this build's migrations applied to `db`, or `nil` when none is.
    public static func schemaVersion(_ db: Database) throws -> String? {
        try Migrations.migrator.appliedMigrations(db).last
    }

    /// The same as the blocking form, waiting without blocking a thread for the writer: for
    /// async callers whose work is kept elsewhere until it commits (the inbox's entries are
    /// removed only by the transaction that applies them, so a commit a power loss forgets
    /// is applied again).
    /// - Throws: whatever `updates` throws, after rolling the transaction back; a
    ///   `DatabaseError` if SQLite fails; `CancellationError` if the task is cancelled.
    public func writeWithoutSync<T: Sendable>(_ updates: @Sendable (Database) throws -> T) async throws -> T {
        try await pool.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
            defer { try? db.execute(sql: "PRAGMA synchronous = FULL") }
            try db.beginTransaction(.immediate)
            do {
                let result = try updates(db)
                try db.commit()
                return result
            } catch {
                try? db.rollback()
                throw error
            }
        }
    }

    /// Creates the folder the database at `path` goes in, and any folder above it, with mode
    /// 0700, when it is missing: for what goes beside the database before it is opened (the
    /// lock a restore waits on).
    /// - Throws: the file system's error when a folder cannot be created.
    public static func createFolder(of path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        guard !folder.isEmpty, !FileManager.default.fileExists(atPath: folder) else { return }
        try FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    }

    private static func createPrivately(_ path: String) throws {
        let fileManager = FileManager.default
        try createFolder(of: path)
        if !fileManager.fileExists(atPath: path) {
            guard fileManager.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600])
            else {
                throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path])
            }
        }
    }
}
