import Logging
import NIOPosix
import NIOSSL
import PostgresNIO

extension PostgresURL {
    /// Opens a connection to a server of ``servers`` that ``targetSession`` accepts, trying
    /// them in order from `first` round the list; blocks the calling thread.
    /// - Returns: the connection and the index of its server, where the next call may start.
    /// - Throws: the error of the last server tried when none could be used:
    ///   ``ServerNotWritable`` when it answered but does not take writes.
    func connect(from first: Int, id: Int, logger: Logger) throws -> (
        connection: PostgresConnection, server: Int
    ) {
        var lastError: any Error = ServerNotWritable(server: servers[0], target: targetSession)
        for offset in servers.indices {
            let index = (first + offset) % servers.count
            do {
                let connection = try PostgresConnection.connect(
                    on: MultiThreadedEventLoopGroup.singleton.next(),
                    configuration: try connectionConfiguration(for: servers[index]), id: id, logger: logger
                ).wait()
                do {
                    if try accepts(connection, logger: logger) { return (connection, index) }
                    lastError = ServerNotWritable(server: servers[index], target: targetSession)
                } catch {
                    lastError = error
                }
                try? connection.close().wait()
            } catch {
                lastError = error
            }
        }
        throw lastError
    }

    /// Whether `connection`'s server is one ``targetSession`` accepts.
    private func accepts(_ connection: PostgresConnection, logger: Logger) throws -> Bool {
        let query: PostgresQuery
        let acceptable: String
        switch targetSession {
        case .any: return true
        case .readWrite: (query, acceptable) = ("SHOW transaction_read_only", "off")
        case .primary: (query, acceptable) = ("SELECT pg_is_in_recovery()::text", "false")
        }
        let rows = try connection.query(query, logger: logger).wait().rows
        return try rows.first?.decode(String.self) == acceptable
    }

    /// postgres-nio's settings for `server` of this URL, with TLS as `tls` asks.
    func connectionConfiguration(for server: Server) throws -> PostgresConnection.Configuration {
        var configuration = PostgresConnection.Configuration(
            host: server.host, port: server.port, username: user, password: password, database: database,
            tls: try tlsSetting())
        configuration.options.connectTimeout = .seconds(10)
        return configuration
    }

    private func tlsSetting() throws -> PostgresConnection.Configuration.TLS {
        var client = TLSConfiguration.makeClientConfiguration()
        switch tls {
        case .disable: return .disable
        case .prefer:
            client.certificateVerification = .none
            return .prefer(try NIOSSLContext(configuration: client))
        case .require:
            client.certificateVerification = .none
            return .require(try NIOSSLContext(configuration: client))
        case .verifyCA:
            client.certificateVerification = .noHostnameVerification
            return .require(try NIOSSLContext(configuration: client))
        case .verifyFull:
            return .require(try NIOSSLContext(configuration: client))
        }
    }
}

/// A server answered, but it is a standby or read-only, and `target_session_attrs` asks for
/// one that takes writes.
public struct ServerNotWritable: Error, CustomStringConvertible {
    /// The server that answered last.
    public let server: PostgresURL.Server
    /// What the URL asked for.
    public let target: PostgresURL.TargetSession

    /// What happened, naming the server.
    public var description: String {
        "the PostgreSQL server at \(server) does not take writes (target_session_attrs=\(target.rawValue)): a standby, or read-only"
    }
}
