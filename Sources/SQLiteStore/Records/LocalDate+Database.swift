import GRDB
import TrackerCore

/// Local dates are stored as `YYYY-MM-DD` text, which sorts and compares correctly in SQL.
extension LocalDate: DatabaseValueConvertible {
    /// The date as `YYYY-MM-DD` text.
    public var databaseValue: DatabaseValue { iso.databaseValue }

    /// Reads `YYYY-MM-DD` text; `nil` for any other value, which GRDB reports as a decoding error.
    public static func fromDatabaseValue(_ dbValue: DatabaseValue) -> LocalDate? {
        String.fromDatabaseValue(dbValue).flatMap(LocalDate.init(iso:))
    }
}
