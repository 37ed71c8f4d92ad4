import GRDB

// Commands run the same few queries thousands of times a second; cached statements skip
// SQL generation and compilation (most of a query's cost) after the first use.

extension FetchableRecord {
    static func fetchAll(cached sql: String, _ arguments: StatementArguments, in db: Database) throws
        -> [Self]
    {
        try fetchAll(db.cachedStatement(sql: sql), arguments: arguments)
    }

    static func fetchOne(cached sql: String, _ arguments: StatementArguments, in db: Database) throws -> Self?
    {
        try fetchOne(db.cachedStatement(sql: sql), arguments: arguments)
    }
}

extension DatabaseValueConvertible {
    static func fetchAll(cached sql: String, _ arguments: StatementArguments, in db: Database) throws
        -> [Self]
    {
        try fetchAll(db.cachedStatement(sql: sql), arguments: arguments)
    }

    static func fetchOne(cached sql: String, _ arguments: StatementArguments, in db: Database) throws -> Self?
    {
        try fetchOne(db.cachedStatement(sql: sql), arguments: arguments)
    }
}

extension Database {
    /// Runs an update with a cached statement.
    func execute(cached sql: String, _ arguments: StatementArguments) throws {
        try cachedStatement(sql: sql).execute(arguments: arguments)
    }
}

extension Database {
    /// Runs `body` in a savepoint of the current transaction: `.commit` keeps its changes,
    /// `.rollback` or an error undoes them alone. What GRDB's `inSavepoint` does, with cached
    /// statements: the dispatcher opens one per event, and compiling the savepoint statements
    /// anew each time cost a tenth of a command.
    ///
    /// - Precondition: a transaction is open.
    public func inCachedSavepoint(_ body: () throws -> TransactionCompletion) throws {
        precondition(isInsideTransaction, "a savepoint needs an open transaction")
        try execute(cached: "SAVEPOINT event", [])
        let completion: TransactionCompletion
        do {
            completion = try body()
        } catch {
            // When the failure already ended the whole transaction there is nothing to undo here.
            try? execute(cached: "ROLLBACK TO SAVEPOINT event", [])
            try? execute(cached: "RELEASE SAVEPOINT event", [])
            throw error
        }
        if completion == .rollback { try execute(cached: "ROLLBACK TO SAVEPOINT event", []) }
        try execute(cached: "RELEASE SAVEPOINT event", [])
    }
}
