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
