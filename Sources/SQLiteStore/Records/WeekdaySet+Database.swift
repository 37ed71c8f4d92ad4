import GRDB
import TrackerCore

/// A set of weekdays is stored as its bitmask integer (Monday = bit 0).
extension WeekdaySet: DatabaseValueConvertible {
    /// The set as its bitmask integer.
    public var databaseValue: DatabaseValue { rawValue.databaseValue }

    /// Reads a bitmask from 0 to 127; `nil` for any other value, which GRDB reports as a
    /// decoding error.
    public static func fromDatabaseValue(_ dbValue: DatabaseValue) -> WeekdaySet? {
        Int.fromDatabaseValue(dbValue).flatMap(WeekdaySet.init(rawValue:))
    }
}

/// A weekday is stored as its ISO number, Monday = 1 … Sunday = 7.
extension Weekday: DatabaseValueConvertible {}
