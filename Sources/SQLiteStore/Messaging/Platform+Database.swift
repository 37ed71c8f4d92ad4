import GRDB
import TrackerCore

/// A platform is stored as its plain tag, so rows written before it was a type read the same.
extension Platform: DatabaseValueConvertible {
    /// The tag as a database value.
    public var databaseValue: DatabaseValue { tag.databaseValue }

    /// The platform whose tag the value holds; `nil` for a value that is no text.
    public static func fromDatabaseValue(_ dbValue: DatabaseValue) -> Platform? {
        String.fromDatabaseValue(dbValue).map { Platform($0) }
    }
}
