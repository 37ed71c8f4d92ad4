import TrackerStore

extension PostgresDatabase {
    /// The database through the store interface: what handlers, the scheduler and delivery
    /// are given, as `TrackerDatabase.store` is on SQLite.
    public var store: any Store { PostgresStoreAccess(database: self) }
}

/// ``PostgresDatabase``'s blocks, each giving its closure a ``PostgresTransaction`` and running
/// the actions it registered once the block committed.
struct PostgresStoreAccess: Store {
    let database: PostgresDatabase

    func write<T: Sendable>(_ updates: @Sendable (any StoreTransaction) throws -> T) async throws -> T {
        try await withoutActuallyEscaping(updates) { updates in
            nonisolated(unsafe) let updates = updates
            let (value, actions) = try await database.write { session in
                let transaction = PostgresTransaction(session)
                return (try updates(transaction), Box(transaction.actionsAfterCommit))
            }
            for action in actions.value { action() }
            return value
        }
    }

    func read<T: Sendable>(_ value: @Sendable (any StoreTransaction) throws -> T) async throws -> T {
        try await withoutActuallyEscaping(value) { value in
            nonisolated(unsafe) let value = value
            return try await database.read { session in try value(PostgresTransaction(session)) }
        }
    }

    func write<T>(_ updates: (any StoreTransaction) throws -> T) throws -> T {
        var actions: [@Sendable () -> Void] = []
        let value = try database.write { session in
            let transaction = PostgresTransaction(session)
            let value = try updates(transaction)
            actions = transaction.actionsAfterCommit
            return value
        }
        for action in actions { action() }
        return value
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
