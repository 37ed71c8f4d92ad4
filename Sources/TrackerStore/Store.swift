/// The bot's database, whatever keeps it: every access is one transaction given to a closure.
///
/// This module is the seam between the bot and its storage. Handlers, the scheduler and
/// delivery see only ``Store`` and ``StoreTransaction``, whose members speak of the bot's
/// things (to-dos, list views, jobs) rather than of tables or queries; a storage engine
/// conforms to them in a module of its own (`SQLiteStore` for the SQLite file).
///
/// The closures are synchronous: a handler computes its reply between reads and writes of one
/// transaction without suspending, so an implementation whose engine is asynchronous runs the
/// transaction on a thread of its own and blocks there, never on the concurrency pool. The
/// async forms suspend the caller while that thread works; the synchronous forms block the
/// calling thread and are for callers that are synchronous themselves. Neither form may be
/// called from inside another access's closure.
public protocol Store: Sendable {
    /// Runs `updates` in one write transaction, waiting without blocking a thread; everything
    /// it does commits together, durably, or not at all. Write transactions are serialised
    /// with respect to the rows they touch: `updates` never sees another's partial work.
    ///
    /// - Throws: whatever `updates` throws, after rolling the transaction back; the engine's
    ///   error if it fails, including on commit; `CancellationError` if the task is cancelled
    ///   before the transaction begins, in which case nothing is committed.
    func write<T: Sendable>(_ updates: @Sendable (any StoreTransaction) throws -> T) async throws -> T

    /// Runs `value` on a consistent read-only snapshot, waiting without blocking a thread.
    ///
    /// - Throws: whatever `value` throws; the engine's error if it fails; `CancellationError`
    ///   if the task is cancelled before the snapshot is taken.
    func read<T: Sendable>(_ value: @Sendable (any StoreTransaction) throws -> T) async throws -> T

    /// Runs `updates` in one write transaction, as the async form does, blocking the calling
    /// thread until it is done. For synchronous callers only.
    ///
    /// - Throws: whatever `updates` throws, after rolling the transaction back; the engine's
    ///   error if it fails, including on commit.
    func write<T>(_ updates: (any StoreTransaction) throws -> T) throws -> T

    /// Runs `value` on a consistent read-only snapshot, blocking the calling thread until it
    /// is done. For synchronous callers only.
    ///
    /// - Throws: whatever `value` throws; the engine's error if it fails.
    func read<T>(_ value: (any StoreTransaction) throws -> T) throws -> T

    /// Runs `updates` in one write transaction, as ``write(_:)-(_)`` does, except that its
    /// commit may skip the disk sync: what it writes must survive a crash of the process but
    /// may be lost with the machine (a marker, entries that are kept elsewhere until their
    /// effects commit). A store without that distinction writes as ``write(_:)-(_)`` does.
    func writeWithoutSync<T: Sendable>(_ updates: @Sendable (any StoreTransaction) throws -> T)
        async throws -> T

    /// The same as the async form, blocking the calling thread. For synchronous callers only.
    func writeWithoutSync(_ updates: (any StoreTransaction) throws -> Void) throws
}

extension Store {
    /// Writes with the sync every write has: for stores whose commits cost the same either way.
    public func writeWithoutSync<T: Sendable>(_ updates: @Sendable (any StoreTransaction) throws -> T)
        async throws -> T
    {
        try await write(updates)
    }

    /// Writes with the sync every write has: for stores whose commits cost the same either way.
    public func writeWithoutSync(_ updates: (any StoreTransaction) throws -> Void) throws {
        try write(updates)
    }
}

/// One transaction of a ``Store``: its members are the stores of each area of the bot, all
/// reading and writing inside this same transaction.
///
/// A value of this type is valid only inside the closure it was given to; keeping it past the
/// closure's return is a programming error. Inside a read transaction the writing methods
/// throw the engine's error. Every method throws the engine's error when a statement fails;
/// a method documents only what it throws besides.
public protocol StoreTransaction {
    /// The users and their settings.
    var users: any UserStore { get }
    /// The users' habits, their schedules over time and their check-ins.
    var habits: any HabitStore { get }
    /// The users' goals and their checkpoints.
    var goals: any GoalStore { get }
    /// The users' to-dos.
    var todos: any TodoStore { get }
    /// The numbered lists users were last shown.
    var listViews: any ListViewStore { get }
    /// Work commands started that is done outside their transaction.
    var jobs: any JobStore { get }
    /// The group chats, their challenges and members.
    var groups: any GroupStore { get }
    /// When users' reminders and groups' messages come next.
    var reminders: any ReminderStore { get }
    /// The messages to deliver.
    var outbox: any OutboxStore { get }
    /// Whether the bot may still write to each chat.
    var chats: any ChatStateStore { get }
    /// The keys of the inbound events already applied.
    var inbound: any InboundLogStore { get }
    /// The users' pauses.
    var pauses: any PauseStore { get }
    /// The users' routines and their steps.
    var routines: any RoutineStore { get }
    /// The events received and not yet applied, the crash guard's counts and the dead letters.
    var inbox: any InboxStore { get }
    /// The values platforms keep to resume where they stopped.
    var checkpoints: any CheckpointStore { get }
    /// The reactions that pressed toggle buttons.
    var reactionPresses: any ReactionPressStore { get }
    /// The end-to-end encryption state of the bot's Matrix device.
    var matrixCrypto: any MatrixCryptoStore { get }

    /// Runs `action` once this transaction has committed, and never if it rolls back: for
    /// effects outside the store (files, wake-ups) that must follow only what was kept.
    /// Actions run in the order they were registered, on whatever thread committed.
    func afterCommit(_ action: @escaping @Sendable () -> Void)

    /// Runs `body` in a nested transaction: when it returns `true` its changes stay in this
    /// transaction, when it returns `false` or throws they are undone and the rest of the
    /// transaction is kept. Savepoints do not nest.
    /// - Throws: whatever `body` throws, after undoing its changes; or a ``StoreFailure`` whose
    ///   `isStorageFailure` is true, which the caller must let through the write's block: the
    ///   store then runs the whole block again (PostgreSQL makes a savepoint only for a block
    ///   found to need one).
    func inSavepoint(_ body: () throws -> Bool) throws
}
