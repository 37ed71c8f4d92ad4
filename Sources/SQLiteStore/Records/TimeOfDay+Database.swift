import GRDB
import TrackerCore

/// Times of day are stored as `HH:MM` text, which sorts and compares correctly in SQL.
/// Reading accepts only that exact form, never the lenient chat spellings.
extension TimeOfDay: DatabaseValueConvertible {
    /// The time as zero-padded `HH:MM` text (24-hour).
    public var databaseValue: DatabaseValue { text.databaseValue }

    /// Reads `HH:MM` text with a valid hour and minute; `nil` for any other value, which GRDB
    /// reports as a decoding error.
    public static func fromDatabaseValue(_ dbValue: DatabaseValue) -> TimeOfDay? {
        guard let text = String.fromDatabaseValue(dbValue) else { return nil }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isASCII) }),
            let hour = Int(parts[0]), let minute = Int(parts[1])
        else { return nil }
        return TimeOfDay(hour: hour, minute: minute)
    }
}
