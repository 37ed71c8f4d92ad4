import Foundation

/// Turns instants into the user's local days and back, honouring their time zone and
/// day boundary.
///
/// With a day boundary of 3, the local day runs from 03:00 to 03:00 the next morning:
/// a check-in at 01:30 counts for the previous day. The boundary is applied to local
/// wall-clock time, so a day is 23 or 25 hours long across DST changes, as it should be.
public struct UserCalendar: Sendable {
    /// The user's zone.
    public let timeZone: TimeZone
    /// Hour (0–6) at which the user's day starts.
    public let dayStartHour: Int
    private let calendar: Calendar

    /// A calendar in `timeZone` whose days start at `dayStartHour` (0–6) o'clock.
    public init(timeZone: TimeZone, dayStartHour: Int = 0) {
        self.timeZone = timeZone
        self.dayStartHour = dayStartHour
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    /// The user's local day that contains `instant`.
    public func localDate(of instant: Date) -> LocalDate {
        let parts = calendar.dateComponents([.year, .month, .day, .hour], from: instant)
        let date = LocalDate(year: parts.year!, month: parts.month!, day: parts.day!)!
        return parts.hour! < dayStartHour ? date.adding(days: -1) : date
    }

    /// The local wall-clock time of `instant` (hour and minute).
    public func wallTime(of instant: Date) -> (hour: Int, minute: Int) {
        let parts = calendar.dateComponents([.hour, .minute], from: instant)
        return (parts.hour!, parts.minute!)
    }

    /// The calendar date (ignoring the day boundary) of `instant` in the user's zone.
    public func calendarDate(of instant: Date) -> LocalDate {
        let parts = calendar.dateComponents([.year, .month, .day], from: instant)
        return LocalDate(year: parts.year!, month: parts.month!, day: parts.day!)!
    }

    /// The first instant at or after local wall time `hour:minute` on calendar date `date`.
    ///
    /// A wall time that does not exist (skipped by a spring-forward change) resolves to the
    /// first valid instant after the gap; an ambiguous one (fall-back) to its first occurrence.
    public func instant(on date: LocalDate, hour: Int, minute: Int) -> Date {
        let parts = DateComponents(
            year: date.year, month: date.month, day: date.day, hour: hour, minute: minute)
        if let exact = calendar.date(from: parts),
            calendar.dateComponents([.year, .month, .day, .hour, .minute], from: exact) == parts
        {
            // Foundation picks the later of two ambiguous instants on some platforms; step
            // back an hour if that instant has the same wall time too.
            let earlier = exact.addingTimeInterval(-3600)
            if calendar.dateComponents([.year, .month, .day, .hour, .minute], from: earlier) == parts {
                return earlier
            }
            return exact
        }
        // Inside a DST gap: the first minute after it.
        let midnight = calendar.startOfDay(
            for: calendar.date(
                from: DateComponents(
                    year: date.year, month: date.month, day: date.day, hour: 12))!)
        var candidate = midnight
        let target = hour * 60 + minute
        while true {
            let wall = calendar.dateComponents([.hour, .minute, .day], from: candidate)
            if wall.day != date.day || wall.hour! * 60 + wall.minute! >= target { return candidate }
            candidate += 60
        }
    }

    /// The instant the user's local day `date` ends: `dayStartHour` on the following date.
    public func end(of date: LocalDate) -> Date {
        instant(on: date.adding(days: 1), hour: dayStartHour, minute: 0)
    }

    /// The instant the user's local day `date` starts.
    public func start(of date: LocalDate) -> Date {
        instant(on: date, hour: dayStartHour, minute: 0)
    }
}
