/// Which store a setting such as `TRACKER_DB` names: a PostgreSQL URL, or else an SQLite file.
public enum StoreLocation: Sendable, Equatable, CustomStringConvertible {
    /// An SQLite database file.
    case sqlite(path: String)
    /// A PostgreSQL database.
    case postgres(PostgresURL)

    /// Reads `text`: a `postgres://` or `postgresql://` URL selects PostgreSQL (and must parse),
    /// a URL of any other scheme is refused (a mistyped `postgress://`, a `mysql://`), and
    /// anything else is an SQLite path. A refusal never holds the text, which may hold a
    /// password.
    public init(_ text: String) throws(PostgresURL.Problem) {
        if PostgresURL.looksLikeURL(text) {
            self = .postgres(try PostgresURL(parsing: text))
        } else if let separator = text.range(of: "://") {
            let scheme = text[..<separator.lowerBound]
            // A scheme is a letter and then letters, digits, + - or .; a path with :// in it
            // later (./data://x) stays a path.
            guard let first = scheme.first, first.isASCII, first.isLetter,
                scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
            else {
                self = .sqlite(path: text)
                return
            }
            throw PostgresURL.Problem(
                description:
                    "“\(scheme)://” is no database this bot can use: give a postgres:// URL for PostgreSQL, or an SQLite file's path"
            )
        } else {
            self = .sqlite(path: text)
        }
    }

    /// The path, or the URL without its password.
    public var description: String {
        switch self {
        case .sqlite(let path): path
        case .postgres(let url): url.description
        }
    }
}
