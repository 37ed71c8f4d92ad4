import Logging
import NIOCore
import PostgresNIO

/// The connection a ``PostgresDatabase`` block runs on, inside its transaction. Each call sends
/// one statement with bound parameters (the extended protocol: one round trip) and blocks until
/// its result is in. Valid only inside the block that received it.
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

    /// Runs `query` and returns its rows; values interpolated into `query` are sent as bound
    /// parameters, never as SQL text.
    public func query(_ query: PostgresQuery) throws -> [PostgresRow] {
        try connection.query(query, logger: logger).wait().rows
    }

    /// Runs `query` and returns how many rows it inserted, updated or deleted.
    @discardableResult
    public func execute(_ query: PostgresQuery) throws -> Int {
        try connection.query(query, logger: logger).wait().metadata.rows ?? 0
    }
}
