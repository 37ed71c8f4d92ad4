import GRDB
import TrackerCore

/// A set of weekdays is stored as its bitmask integer (Monday = bit 0).
extension WeekdaySet: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { rawValue.databaseValue }

    public static func fromDatabaseValue(_ dbValue: DatabaseValue) -> WeekdaySet? {
        Int.fromDatabaseValue(dbValue).flatMap(WeekdaySet.init(rawValue:))
    }
}

/// A weekday is stored as its ISO number, Monday = 1 … Sunday = 7.
extension Weekday: DatabaseValueConvertible {}
