import PostgresNIO

/// PostgreSQL errors in words an operator can act on. postgres-nio's own description of an
/// error is deliberately vague (so it cannot leak data); this says what happened from the
/// parts that hold no secret: the server's message and code, or the network's error.
public enum PostgresErrors {
    /// `error` in one line.
    public static func describe(_ error: any Error) -> String {
        guard let error = error as? PSQLError else { return "\(error)" }
        if let info = error.serverInfo, let message = info[.message] {
            let code = info[.sqlState].map { " (SQLSTATE \($0))" } ?? ""
            return "the server said: \(message)\(code)"
        }
        switch error.code {
        case .sslUnsupported:
            return "the server does not offer TLS (use sslmode=disable on a trusted network)"
        case .serverClosedConnection: return "the server closed the connection"
        case .clientClosedConnection: return "the connection was closed"
        default: break
        }
        if let underlying = error.underlying { return "\(underlying)" }
        return "\(error.code)"
    }

    /// The server's SQLSTATE for `error`, if the server sent one.
    public static func sqlState(of error: any Error) -> String? {
        (error as? PSQLError)?.serverInfo?[.sqlState]
    }
}
