import PostgresNIO
import TrackerStore

extension PostgresDatabase {
    /// The database through the store interface: what handlers, the scheduler and delivery
    /// are given, as `TrackerDatabase.store` is on SQLite.
    public var store: any Store { PostgresStoreAccess(database: self) }
}

/// ``PostgresDatabase``'s blocks, each giving its closure a ``PostgresTransaction`` and running
/// the actions it registered once the block committed.
///
/// A write runs without savepoints first, and again with them when it turns out to need one
/// (see ``PostgresTransaction``).
struct PostgresStoreAccess: Store {
    let database: PostgresDatabase

    func write<T: Sendable>(_ updates: @Sendable (any StoreTransaction) throws -> T) async throws -> T {
        try await withoutActuallyEscaping(updates) { updates in
            let attempt = { @Sendable (eager: Bool) in
                try await database.write { session in
                    let transaction = PostgresTransaction(session, eagerSavepoints: eager)
                    let value = try Self.run(updates, in: transaction)
                    return (value, Box(transaction.actionsAfterCommit))
                }
            }
            let (value, actions): (T, Box)
            do {
                (value, actions) = try await attempt(false)
            } catch is SavepointNeeded {
                (value, actions) = try await attempt(true)
            }
            for action in actions.value { action() }
            return value
        }
    }

    func read<T: Sendable>(_ value: @Sendable (any StoreTransaction) throws -> T) async throws -> T {
        try await withoutActuallyEscaping(value) { value in
            return try await database.read { session in try value(PostgresTransaction(session)) }
        }
    }

    func write<T>(_ updates: (any StoreTransaction) throws -> T) throws -> T {
        var actions: [@Sendable () -> Void] = []
        func attempt(eagerSavepoints: Bool) throws -> T {
            try database.write { session in
                let transaction = PostgresTransaction(session, eagerSavepoints: eagerSavepoints)
                let value = try Self.run(updates, in: transaction)
                actions = transaction.actionsAfterCommit
                return value
            }
        }
        let value: T
        do {
            value = try attempt(eagerSavepoints: false)
        } catch is SavepointNeeded {
            value = try attempt(eagerSavepoints: true)
        }
        for action in actions { action() }
        return value
    }

    /// `updates` in `transaction`, with the failure of a statement sent without waiting
    /// counted against the savepoints it skipped: it may have been a body's, which a
    /// savepoint would have undone alone.
    private static func run<T>(
        _ updates: (any StoreTransaction) throws -> T, in transaction: PostgresTransaction
    )
        throws -> T
    {
        do {
            let value = try updates(transaction)
            if transaction.skippedSavepoint { try transaction.session.settle() }
            return value
        } catch let error as PSQLError where transaction.skippedSavepoint && !error.isStorageFailure {
            throw SavepointNeeded()
        }
    }

    func read<T>(_ value: (any StoreTransaction) throws -> T) throws -> T {
        try database.read { session in try value(PostgresTransaction(session)) }
    }
}

/// The actions a write registered, carried out of its block.
private struct Box: Sendable {
    let value: [@Sendable () -> Void]
    init(_ value: [@Sendable () -> Void]) { self.value = value }
}
