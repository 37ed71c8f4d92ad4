/// Which store a setting such as `TRACKER_DB` names: a PostgreSQL URL, or else an SQLite file.
public enum StoreLocation: Sendable, Equatable, CustomStringConvertible {
    /// An SQLite database file.
    case sqlite(path: String)
    /// A PostgreSQL database.
    case postgres(PostgresURL)

    /// Reads `text`: a `postgres://` or `postgresql://` URL selects PostgreSQL (and must parse),
    /// anything else is an SQLite path.
    public init(_ text: String) throws(PostgresURL.Problem) {
        if PostgresURL.looksLikeURL(text) {
            self = .postgres(try PostgresURL(parsing: text))
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
