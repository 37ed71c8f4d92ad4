import Foundation
import Logging
import NIOCore
import PostgresNIO

/// A PostgreSQL database for the bot's store: a few connections, each on a thread of its own,
/// and transactions as blocks, like GRDB's `write { }` and `read { }` on SQLite.
///
/// Writes are `SERIALIZABLE`: PostgreSQL aborts a transaction that would not have had the same
/// outcome had it run alone, and ``write(_:)`` runs such a block again (up to
/// ``Options/retries`` times), so read-then-write logic is as correct with several writers, in
/// this process or in other instances of the bot, as it is on SQLite's single writer. A block
/// must therefore do nothing but database work: it may run more than once.
///
/// ```swift
/// let database = try PostgresDatabase(url: try PostgresURL(parsing: text))
/// try database.write { session in
///     try session.execute("UPDATE \"user\" SET \"timeZone\" = \(zone) WHERE id = \(id)")
/// }
/// ```
public final class PostgresDatabase: Sendable {
    /// How many connections, and how often a conflicting write is tried again.
    public struct Options: Sendable {
        /// The connections, each with its thread: as many blocks run at once.
        public var connections: Int
        /// How often a write that lost a serialization conflict runs again (after a random pause
        /// of up to half a millisecond per conflict so far) before its error is thrown.
        public var retries: Int

        /// Options with `connections` connections and `retries` retries.
        public init(connections: Int = 4, retries: Int = 50) {
            self.connections = max(1, connections)
            self.retries = max(0, retries)
        }
    }

    /// A block called from inside another block of the same database, which would wait for a
    /// connection its own caller holds.
    public struct NestedTransaction: Error, CustomStringConvertible {
        /// What happened.
        public var description: String { "a database block was started inside another one" }
    }

    /// The database closed before the block could run.
    public struct Closed: Error, CustomStringConvertible {
        /// What happened.
        public var description: String { "the PostgreSQL database is closed" }
    }

    /// Where the database is.
    public let url: PostgresURL
    private let options: Options
    private let jobs: JobQueue
    let logger: Logger

    /// Opens the database at `url` and checks that it answers; throws when it does not, with
    /// the server's reason (never the password).
    public init(url: PostgresURL, options: Options = Options(), logger: Logger? = nil) throws {
        self.url = url
        self.options = options
        self.logger = logger ?? Logger(label: "postgres", factory: { _ in SwiftLogNoOpLogHandler() })
        jobs = JobQueue(threads: options.connections)
        for id in 0..<options.connections {
            _ = ConnectionThread(url: url, jobs: jobs, id: id, logger: self.logger)
        }
        do {
            _ = try read { try $0.query("SELECT 1") }
        } catch {
            close()
            throw error
        }
    }

    deinit { jobs.close() }

    /// Lets the running blocks finish, then closes every connection. Blocks started later throw
    /// ``Closed``.
    public func close() { jobs.close() }

    /// Runs `body` in a `SERIALIZABLE` transaction and commits it; rolls it back when `body`
    /// throws. Runs `body` again when PostgreSQL aborts the transaction for a serialization
    /// conflict or a deadlock. Blocks the calling thread until done.
    public func write<T>(_ body: (PostgresSession) throws -> T) throws -> T {
        try perform { try self.writeTransaction(on: $0, body) }
    }

    /// Runs `body` in a read-only transaction that sees one snapshot of the database. Blocks the
    /// calling thread until done.
    public func read<T>(_ body: (PostgresSession) throws -> T) throws -> T {
        try perform { try self.readTransaction(on: $0, body) }
    }

    /// ``write(_:)`` from async code: the block runs on a connection's thread while the task
    /// is suspended, holding no thread of the concurrency pool.
    public func write<T: Sendable>(_ body: @escaping @Sendable (PostgresSession) throws -> T) async throws
        -> T
    {
        try await hop { try self.writeTransaction(on: $0, body) }
    }

    /// ``read(_:)`` from async code: the block runs on a connection's thread while the task
    /// is suspended.
    public func read<T: Sendable>(_ body: @escaping @Sendable (PostgresSession) throws -> T) async throws -> T
    {
        try await hop { try self.readTransaction(on: $0, body) }
    }

    private func writeTransaction<T>(on connection: PostgresConnection, _ body: (PostgresSession) throws -> T)
        throws -> T
    {
        var attempt = 0
        while true {
            do {
                return try transaction("BEGIN ISOLATION LEVEL SERIALIZABLE", on: connection, body: body)
            } catch let error as PSQLError where Self.isConflict(error) && attempt < options.retries {
                attempt += 1
                // A random pause, longer after each conflict, so that writers that keep
                // colliding spread out instead of colliding again at once.
                usleep(UInt32.random(in: 0...UInt32(min(attempt, 20) * 500)))
            }
        }
    }

    private func readTransaction<T>(on connection: PostgresConnection, _ body: (PostgresSession) throws -> T)
        throws -> T
    {
        try transaction("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY", on: connection, body: body)
    }

    private func transaction<T>(
        _ begin: PostgresQuery, on connection: PostgresConnection, body: (PostgresSession) throws -> T
    ) throws -> T {
        let session = PostgresSession(connection: connection, logger: logger)
        // The block's first statement waits, and with it the transaction's start.
        session.send(begin)
        do {
            let value = try body(session)
            // A transaction that failed commits as a rollback, without an error: the error
            // is that of the statement sent without waiting that failed, which this throws.
            try session.execute("COMMIT")
            return value
        } catch {
            if !connection.isClosed { _ = try? session.execute("ROLLBACK") }
            throw error
        }
    }

    /// Serialization failures and deadlocks: the transaction did nothing and may be run again.
    static func isConflict(_ error: PSQLError) -> Bool {
        let code = error.serverInfo?[.sqlState]
        return code == "40001" || code == "40P01"
    }

    /// Runs `job` on a free connection thread and waits for it.
    func perform<T>(_ job: (PostgresConnection) throws -> T) throws -> T {
        guard ConnectionThread.current == nil else { throw NestedTransaction() }
        return try withoutActuallyEscaping(job) { job in
            let done = DispatchSemaphore(value: 0)
            nonisolated(unsafe) var result: Result<T, any Error> = .failure(Closed())
            nonisolated(unsafe) let job = job
            let added = jobs.add(
                Job(finished: done) { thread in
                    result = Result { try thread.run(job) }
                })
            guard added else { throw Closed() }
            done.wait()
            return try result.get()
        }
    }

    /// Runs `work` on a free connection thread, the task suspended until it is done.
    private func hop<T: Sendable>(_ work: @escaping @Sendable (PostgresConnection) throws -> T) async throws
        -> T
    {
        try await withCheckedThrowingContinuation { continuation in
            let added = jobs.add(
                Job { thread in
                    let result = Result { try thread.run(work) }
                    return { continuation.resume(with: result) }
                })
            if !added { continuation.resume(throwing: Closed()) }
        }
    }
}

extension PostgresDatabase {
    /// Runs `body` on a connection outside of any transaction the database opens: for work that
    /// manages its own (migrations under an advisory lock). Blocks until done.
    public func withConnection<T>(_ body: (PostgresSession) throws -> T) throws -> T {
        try perform { connection in
            let session = PostgresSession(connection: connection, logger: logger)
            let value = try body(session)
            try session.settle()
            return value
        }
    }
}
