import GRDB
import TrackerStore

/// A transaction of the SQLite database as the store interface sees it: each area's store
/// runs its statements on the same connection, inside the transaction GRDB opened.
public struct SQLiteTransaction: StoreTransaction {
    /// The connection, valid only inside the access that opened the transaction.
    public let db: Database

    /// The interface to the transaction `db` is in.
    public init(_ db: Database) { self.db = db }

    /// The users, in this transaction.
    public var users: any UserStore { SQLiteUsers(db: db) }
    /// The habits and check-ins, in this transaction.
    public var habits: any HabitStore { SQLiteHabits(db: db) }
    /// The goals, in this transaction.
    public var goals: any GoalStore { SQLiteGoals(db: db) }
    /// The to-dos, in this transaction.
    public var todos: any TodoStore { SQLiteTodos(db: db) }
    /// The lists users were shown, in this transaction.
    public var listViews: any ListViewStore { SQLiteListViews(db: db) }
    /// The pending jobs, in this transaction.
    public var jobs: any JobStore { SQLiteJobs(db: db) }
    /// The groups and their challenges, in this transaction.
    public var groups: any GroupStore { SQLiteGroups(db: db) }
    /// The reminder schedules, in this transaction.
    public var reminders: any ReminderStore { SQLiteReminders(db: db) }
    /// The outbox, in this transaction.
    public var outbox: any OutboxStore { SQLiteOutbox(db: db) }
    /// The chats' state, in this transaction.
    public var chats: any ChatStateStore { SQLiteChats(db: db) }
    /// The inbound log, in this transaction.
    public var inbound: any InboundLogStore { SQLiteInboundLog(db: db) }
    /// The pauses, in this transaction.
    public var pauses: any PauseStore { SQLitePauses(db: db) }
    /// The routines, in this transaction.
    public var routines: any RoutineStore { SQLiteRoutines(db: db) }
    /// The inbox, the crash guard and the dead letters, in this transaction.
    public var inbox: any InboxStore { SQLiteInbox(db: db) }
    /// The platforms' checkpoints, in this transaction.
    public var checkpoints: any CheckpointStore { SQLiteCheckpoints(db: db) }
    /// The reactions that pressed toggles, in this transaction.
    public var reactionPresses: any ReactionPressStore { SQLiteReactionPresses(db: db) }
    /// The Matrix device's encryption state, in this transaction.
    public var matrixCrypto: any MatrixCryptoStore { SQLiteMatrixCrypto(db: db) }

    /// Runs `action` after the transaction `db` is in commits.
    public func afterCommit(_ action: @escaping @Sendable () -> Void) {
        db.afterNextTransaction(onCommit: { _ in action() })
    }

    /// Runs `body` in a savepoint of the transaction `db` is in, reusing its statements.
    public func inSavepoint(_ body: () throws -> Bool) throws {
        try db.inCachedSavepoint { try body() ? .commit : .rollback }
    }
}

extension TrackerDatabase {
    /// The database through the store interface: what handlers, the scheduler and delivery
    /// are given. A value of its own, not a conformance of this class, so that the closures
    /// given to the GRDB forms of `write` and `read` (taking a `Database`) are
    /// never ambiguous.
    public var store: any Store { SQLiteStoreAccess(database: self) }
}

/// ``TrackerDatabase``'s accesses, each giving its closure a ``SQLiteTransaction``.
struct SQLiteStoreAccess: Store {
    let database: TrackerDatabase

    func write<T: Sendable>(_ updates: @Sendable (any StoreTransaction) throws -> T) async throws -> T {
        try await database.write { (db: Database) in try updates(SQLiteTransaction(db)) }
    }

    func read<T: Sendable>(_ value: @Sendable (any StoreTransaction) throws -> T) async throws -> T {
        try await database.read { (db: Database) in try value(SQLiteTransaction(db)) }
    }

    func write<T>(_ updates: (any StoreTransaction) throws -> T) throws -> T {
        try database.write { (db: Database) in try updates(SQLiteTransaction(db)) }
    }

    func read<T>(_ value: (any StoreTransaction) throws -> T) throws -> T {
        try database.read { (db: Database) in try value(SQLiteTransaction(db)) }
    }

    func writeWithoutSync<T: Sendable>(_ updates: @Sendable (any StoreTransaction) throws -> T)
        async throws -> T
    {
        try await database.writeWithoutSync { (db: Database) in try updates(SQLiteTransaction(db)) }
    }

    func writeWithoutSync(_ updates: (any StoreTransaction) throws -> Void) throws {
        try database.writeWithoutSync { (db: Database) in try updates(SQLiteTransaction(db)) }
    }
}
