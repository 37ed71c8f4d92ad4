import Foundation

/// Where a PostgreSQL database is and how to reach it, from a URL such as
/// `postgres://tracker:secret@db.example.com:5432/trackerbot?sslmode=verify-full`.
///
/// The scheme is `postgres` or `postgresql`; user and password may be percent-encoded; the port
/// is 5432 unless given; an IPv6 host is written in brackets (`[::1]`). The password is kept out
/// of ``description``, `dump` and every error, so the value can be logged.
///
/// As with libpq, several servers may be listed, `@db1:5432,db2:5432/`, for a primary and its
/// standbys: a connection goes to the first that answers and takes writes
/// (`target_session_attrs=read-write`, the default here when several are listed; `primary`
/// and `any` as libpq has them); when it is lost, the next connection tries the list again,
/// so a promoted standby is found.
public struct PostgresURL: Sendable, Equatable, CustomStringConvertible, CustomReflectable {
    /// How the connection is encrypted, by libpq's names for the same choices.
    public enum TLSMode: String, Sendable, CaseIterable {
        /// Plain TCP: for a database on loopback or a private network.
        case disable
        /// TLS when the server offers it, plain otherwise (libpq's default, and ours).
        case prefer
        /// TLS, without checking the server's certificate.
        case require
        /// TLS with a certificate signed by a trusted authority, for any host name.
        case verifyCA = "verify-ca"
        /// TLS with a trusted certificate issued for this host: what a managed database needs.
        case verifyFull = "verify-full"
    }

    /// A URL that cannot be used, and why, in words that never show the password.
    public struct Problem: Error, Equatable, CustomStringConvertible {
        /// What is wrong and how to write it instead.
        public let description: String
    }

    /// One server of the list: a host and its port.
    public struct Server: Sendable, Equatable, CustomStringConvertible {
        /// The server's host name or IP address (an IPv6 address without its brackets).
        public var host: String
        /// The server's TCP port.
        public var port: Int

        /// A server at `host`:`port`.
        public init(host: String, port: Int = 5432) {
            self.host = host
            self.port = port
        }

        /// `host:port`, an IPv6 host in brackets.
        public var description: String { host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)" }
    }

    /// Which server of several a connection may use, by libpq's names.
    public enum TargetSession: String, Sendable, CaseIterable {
        /// The first that answers (libpq's default).
        case any
        /// One that takes writes (`SHOW transaction_read_only` is `off`).
        case readWrite = "read-write"
        /// One that is not a standby (`pg_is_in_recovery()` is false).
        case primary
    }

    /// The servers, tried in order; at least one.
    public var servers: [Server]
    /// Which of them a connection may use.
    public var targetSession: TargetSession
    /// The first server's host name or IP address (an IPv6 address without its brackets).
    public var host: String { servers[0].host }
    /// The first server's TCP port.
    public var port: Int { servers[0].port }
    /// The role to log in as.
    public var user: String
    /// The role's password, if the server asks for one.
    public var password: String? { secret?.value }
    /// The database's name.
    public var database: String
    /// How the connection is encrypted.
    public var tls: TLSMode

    private var secret: Secret?

    /// A URL from its parts, with one server.
    public init(
        host: String, port: Int = 5432, user: String, password: String?, database: String,
        tls: TLSMode = .prefer
    ) {
        self.init(
            servers: [Server(host: host, port: port)], user: user, password: password, database: database,
            tls: tls)
    }

    /// A URL from its parts; `servers` must not be empty.
    public init(
        servers: [Server], user: String, password: String?, database: String, tls: TLSMode = .prefer,
        targetSession: TargetSession = .any
    ) {
        precondition(!servers.isEmpty, "a PostgreSQL URL names at least one server")
        self.servers = servers
        self.targetSession = targetSession
        self.user = user
        self.secret = password.map(Secret.init)
        self.database = database
        self.tls = tls
    }

    /// Whether `text` is meant as a PostgreSQL URL rather than a file path: it starts with
    /// `postgres:` or `postgresql:`.
    public static func looksLikeURL(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return lowered.hasPrefix("postgres:") || lowered.hasPrefix("postgresql:")
    }

    /// Parses `text`, or throws a ``Problem`` that says what to fix.
    public init(parsing text: String) throws(Problem) {
        let example = "postgres://USER:PASSWORD@HOST:5432/DATABASE"
        let lowered = text.lowercased()
        guard let scheme = ["postgresql://", "postgres://"].first(where: { lowered.hasPrefix($0) }) else {
            throw Problem(description: "a PostgreSQL URL starts with postgres:// (\(example))")
        }
        var rest = Substring(text.dropFirst(scheme.count))
        var query: Substring = ""
        if let mark = rest.firstIndex(of: "?") {
            query = rest[rest.index(after: mark)...]
            rest = rest[..<mark]
        }
        guard let slash = rest.firstIndex(of: "/") else {
            throw Problem(description: "the URL names no database: end it with /DATABASE (\(example))")
        }
        let authority = rest[..<slash]
        let database = try Self.decode(rest[rest.index(after: slash)...], part: "database name")
        guard !database.isEmpty, !database.contains("/") else {
            throw Problem(description: "the URL names no database: end it with /DATABASE (\(example))")
        }
        guard let at = authority.lastIndex(of: "@") else {
            throw Problem(description: "the URL names no user: write USER@ before the host (\(example))")
        }
        let userInfo = authority[..<at]
        let user: String
        var password: String?
        if let colon = userInfo.firstIndex(of: ":") {
            user = try Self.decode(userInfo[..<colon], part: "user name")
            password = try Self.decode(userInfo[userInfo.index(after: colon)...], part: "password")
        } else {
            user = try Self.decode(userInfo, part: "user name")
        }
        guard !user.isEmpty else {
            throw Problem(description: "the URL names no user: write USER@ before the host (\(example))")
        }
        var servers: [Server] = []
        for server in authority[authority.index(after: at)...].split(
            separator: ",", omittingEmptySubsequences: false)
        {
            let (host, port) = try Self.hostAndPort(server)
            servers.append(Server(host: host, port: port))
        }
        var tls = TLSMode.prefer
        // The bot writes: of several servers it wants the one that takes writes, unless the
        // URL says otherwise.
        var targetSession = servers.count > 1 ? TargetSession.readWrite : .any
        for parameter in query.split(separator: "&") {
            let pair = parameter.split(separator: "=", maxSplits: 1)
            let name = String(pair[0])
            let value = pair.count > 1 ? String(pair[1]) : ""
            switch name {
            case "sslmode":
                guard let mode = TLSMode(rawValue: value) else {
                    let modes = TLSMode.allCases.map(\.rawValue).joined(separator: ", ")
                    throw Problem(description: "sslmode must be one of \(modes), not “\(value)”")
                }
                tls = mode
            case "target_session_attrs":
                guard let target = TargetSession(rawValue: value) else {
                    let targets = TargetSession.allCases.map(\.rawValue).joined(separator: ", ")
                    throw Problem(
                        description: "target_session_attrs must be one of \(targets), not “\(value)”")
                }
                targetSession = target
            default:
                throw Problem(
                    description:
                        "unknown URL parameter “\(name)”: only sslmode and target_session_attrs are understood"
                )
            }
        }
        self.init(
            servers: servers, user: user, password: password, database: database, tls: tls,
            targetSession: targetSession)
    }

    private static func hostAndPort(_ text: Substring) throws(Problem) -> (String, Int) {
        var host: Substring
        var portText: Substring?
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]") else {
                throw Problem(description: "an IPv6 host needs its closing bracket, as in [::1]:5432")
            }
            host = text[text.index(after: text.startIndex)..<close]
            let after = text[text.index(after: close)...]
            if !after.isEmpty {
                guard after.hasPrefix(":") else {
                    throw Problem(description: "after an IPv6 host in brackets comes :PORT or nothing")
                }
                portText = after.dropFirst()
            }
        } else if let colon = text.lastIndex(of: ":") {
            host = text[..<colon]
            portText = text[text.index(after: colon)...]
        } else {
            host = text
        }
        guard !host.isEmpty else {
            throw Problem(description: "the URL names no host: write it after the @, as in @localhost:5432")
        }
        if host.contains(":") && !text.hasPrefix("[") {
            throw Problem(description: "write an IPv6 host in brackets, as in [::1]:5432")
        }
        guard let portText else { return (String(host), 5432) }
        guard let port = Int(portText), (1...65535).contains(port) else {
            throw Problem(description: "the port must be a number from 1 to 65535, not “\(portText)”")
        }
        return (String(host), port)
    }

    private static func decode(_ text: Substring, part: String) throws(Problem) -> String {
        guard let decoded = String(text).removingPercentEncoding else {
            throw Problem(description: "the \(part) has a % that is not followed by two hex digits")
        }
        return decoded
    }

    /// The URL with the password shown as `***`.
    public var description: String {
        guard secret != nil, let at = withoutPassword.firstIndex(of: "@") else { return withoutPassword }
        return withoutPassword[..<at] + ":***" + withoutPassword[at...]
    }

    /// The URL's parts without the password, for `dump` and debuggers.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "servers": servers.map(\.description), "user": user, "database": database, "tls": tls,
                "targetSession": targetSession, "password": secret == nil ? "none" : "***",
            ])
    }

    /// A password that no string conversion shows.
    private struct Secret: Sendable, Equatable, CustomStringConvertible, CustomReflectable {
        let value: String
        var description: String { "***" }
        var customMirror: Mirror { Mirror(self, children: []) }
    }
}

extension PostgresURL {
    /// The URL as libpq's tools (`psql`, `pg_dump`, `pg_restore`) take it, without the password:
    /// they ask for it, or read `PGPASSWORD` or `~/.pgpass`.
    public var withoutPassword: String {
        let encode = { (text: String) in
            text.addingPercentEncoding(
                withAllowedCharacters: .alphanumerics.union(.init(charactersIn: "-._~")))
                ?? text
        }
        let hosts = servers.map(\.description).joined(separator: ",")
        let target = targetSession == .any ? "" : "&target_session_attrs=\(targetSession.rawValue)"
        return "postgresql://\(encode(user))@\(hosts)/\(encode(database))?sslmode=\(tls.rawValue)\(target)"
    }
}
