import GRDB

/// A record whose instants are stored as Unix seconds (UTC).
///
/// Every instant in the database is stored this way: cheaper to write than GRDB's default
/// formatted text (which goes through `DateFormatter`), and numbers compare and sort
/// correctly in SQL. Local dates are `YYYY-MM-DD` text (see `LocalDate+Database.swift`).
public protocol UnixTimeRecord: EncodableRecord {}

extension UnixTimeRecord {
    /// Encodes every `Date` property as seconds since 1970 (UTC); records that write their
    /// columns by hand store instants the same way.
    public static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy {
        .timeIntervalSince1970
    }
}
