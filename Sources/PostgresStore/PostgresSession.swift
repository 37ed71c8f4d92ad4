import Foundation
import Logging
import NIOCore
import PostgresNIO

/// The connection a ``PostgresDatabase`` block runs on, inside its transaction. Each call sends
/// one statement with bound parameters (the extended protocol: one round trip) and blocks until
/// its result is in, except ``send(_:)``, which does not wait. Valid only inside the block that
/// received it.
///
/// ```swift
/// let names = try database.read { session in
///     try session.query("SELECT \"displayName\" FROM \"user\" WHERE platform = \(platform)")
///         .map { try $0.decode(String.self) }
/// }
/// ```
public struct PostgresSession {
    let connection: PostgresConnection
    let logger: Logger
    let unawaited = UnawaitedStatements()
    private let changing = StatementCount()

    init(connection: PostgresConnection, logger: Logger) {
        self.connection = connection
        self.logger = logger
    }

    /// How many statements that may have changed data this session has sent: any but a
    /// `SELECT`, less a plain `INSERT`, `UPDATE` or `DELETE` that the server says affected no
    /// row (an upsert that found its row as it wanted it).
    var changesSent: Int { changing.value }

    /// Runs `query` and returns its rows; values interpolated into `query` are sent as bound
    /// parameters, never as SQL text.
    public func query(_ query: PostgresQuery) throws -> [PostgresRow] {
        try run(query).rows
    }

    /// Runs `query` and returns how many rows it inserted, updated or deleted.
    @discardableResult
    public func execute(_ query: PostgresQuery) throws -> Int {
        try run(query).metadata.rows ?? 0
    }

    /// Sends `query` without waiting for it, for a statement whose result nobody reads: the
    /// connection runs its statements in order, so the next one that waits sees its effects.
    /// Should it fail, that next statement (at the latest the commit) throws its error.
    public func send(_ query: PostgresQuery) {
        let (connection, logger, unawaited) = (connection, logger, unawaited)
        if !Self.starts(query, with: "SELECT") { changing.value += 1 }
        unawaited.started()
        connection.eventLoop.execute {
            connection.query(query, logger: logger).whenComplete { unawaited.finished($0) }
        }
    }

    /// Waits for the statements ``send(_:)`` sent, and throws the first one's error if any
    /// failed.
    func settle() throws {
        try unawaited.settle(unless: { connection.isClosed })
    }

    /// Runs `query` and waits for its result. The query is started and its result awaited in
    /// one visit to the connection's event loop (`EventLoopFuture.wait()` from this thread
    /// would make a second); an earlier unawaited statement's failure wins over this one's
    /// outcome, since in a transaction it is what made this one fail.
    private func run(_ query: PostgresQuery) throws -> PostgresQueryResult {
        let (connection, logger) = (connection, logger)
        let answer = Answer()
        connection.eventLoop.execute {
            connection.query(query, logger: logger).whenComplete { answer.give($0) }
        }
        let result = answer.take(unless: { connection.isClosed })
        if !Self.starts(query, with: "SELECT") && !Self.changedNothing(query, result) { changing.value += 1 }
        try unawaited.settle(unless: { connection.isClosed })
        return try result.get()
    }
}

extension PostgresSession {
    /// Whether `query`'s first word is `verb` (upper case, ASCII).
    fileprivate static func starts(_ query: PostgresQuery, with verb: String) -> Bool {
        let start = query.sql.utf8.drop { $0 == 0x20 || (0x09...0x0D).contains($0) }
        // `& 0xDF` makes an ASCII letter upper case.
        return start.starts(with: verb.utf8, by: { $0 & 0xDF == $1 })
    }

    /// Whether `query` succeeded as a plain `INSERT`, `UPDATE` or `DELETE` of no row: one with
    /// a `WITH` part may have changed rows its count leaves out.
    fileprivate static func changedNothing(
        _ query: PostgresQuery, _ result: Result<PostgresQueryResult, any Error>
    ) -> Bool {
        guard case .success(let result) = result, result.metadata.rows == 0 else { return false }
        return ["INSERT", "UPDATE", "DELETE"].contains { starts(query, with: $0) }
    }
}

/// A count touched by one thread only: the one a session runs on.
private final class StatementCount: @unchecked Sendable {
    var value = 0
}

/// The result of one statement, handed from the event loop to the thread waiting for it.
private final class Answer: @unchecked Sendable {
    private let ready = DispatchSemaphore(value: 0)
    // Written once, before `ready` is signalled; read after.
    private var result: Result<PostgresQueryResult, any Error>?

    func give(_ result: Result<PostgresQueryResult, any Error>) {
        self.result = result
        ready.signal()
    }

    /// The result, once given; a ``ConnectionClosed`` failure when `closed` says the
    /// connection closed first, as a statement sent on a connection that was closing (its
    /// server killed) is sometimes never answered, and would hold its thread for good.
    func take(unless closed: () -> Bool) -> Result<PostgresQueryResult, any Error> {
        while ready.wait(timeout: .now() + .seconds(1)) == .timedOut {
            if closed() { return .failure(ConnectionClosed()) }
        }
        return result!
    }
}

/// The connection closed while a statement waited for its answer, which never came.
struct ConnectionClosed: Error, CustomStringConvertible {
    var description: String { "the connection to PostgreSQL closed before the statement was answered" }
}

/// The statements a session sent without waiting, and the first error among them.
final class UnawaitedStatements: @unchecked Sendable {
    private let condition = NSCondition()
    private var running = 0
    private var failure: (any Error)?

    func started() {
        condition.withLock { running += 1 }
    }

    func finished(_ result: Result<PostgresQueryResult, any Error>) {
        condition.withLock {
            running -= 1
            if case .failure(let error) = result, failure == nil { failure = error }
            if running == 0 { condition.broadcast() }
        }
    }

    /// Waits until every unawaited statement is done; throws (once) the first one's error, or
    /// ``ConnectionClosed`` when `closed` says the connection closed before they were.
    func settle(unless closed: () -> Bool) throws {
        let error: (any Error)? = condition.withLock {
            while running > 0 {
                if !condition.wait(until: Date(timeIntervalSinceNow: 1)), running > 0, closed() {
                    return ConnectionClosed()
                }
            }
            defer { failure = nil }
            return failure
        }
        if let error { throw error }
    }
}
