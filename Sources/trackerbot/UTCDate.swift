import Foundation

/// Instants as the operator commands print and name them: in UTC, whatever the machine's zone.
enum UTCDate {
    /// `date` in `pattern` (a `DateFormatter` pattern), `2026-11-24 03:30:00 UTC` by default.
    static func format(_ date: Date, _ pattern: String = "yyyy-MM-dd HH:mm:ss 'UTC'") -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = pattern
        return formatter.string(from: date)
    }
}
