import GRDB
import TrackerCore

/// Local dates are stored as `YYYY-MM-DD` text, which sorts and compares correctly in SQL.
extension LocalDate: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { iso.databaseValue }

    public static func fromDatabaseValue(_ dbValue: DatabaseValue) -> LocalDate? {
        String.fromDatabaseValue(dbValue).flatMap(LocalDate.init(iso:))
    }
}
