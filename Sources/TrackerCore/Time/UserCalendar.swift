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
        let wall = wallClock(of: instant)
        let date = LocalDate(dayNumber: wall.day)
        return wall.second / 3600 < dayStartHour ? date.adding(days: -1) : date
    }

    /// The local wall-clock time of `instant` (hour and minute).
    public func wallTime(of instant: Date) -> (hour: Int, minute: Int) {
        let second = wallClock(of: instant).second
        return (second / 3600, second % 3600 / 60)
    }

    /// The calendar date (ignoring the day boundary) of `instant` in the user's zone.
    public func calendarDate(of instant: Date) -> LocalDate {
        LocalDate(dayNumber: wallClock(of: instant).day)
    }

    /// The calendar day (days since 1970-01-01) and the second of that day that the zone's
    /// clocks show at `instant`: the zone's offset at that instant added, as `Calendar` does,
    /// without its cost, which every command pays several times over.
    private func wallClock(of instant: Date) -> (day: Int, second: Int) {
        // Beyond ±30,000 years nothing is scheduled; the bound keeps the conversion from trapping.
        let seconds = instant.timeIntervalSince1970.rounded(.down)
        let bounded =
            seconds.magnitude < 1e12 ? Int(seconds) : (seconds > 0 ? 1_000_000_000_000 : -1_000_000_000_000)
        let local = bounded + timeZone.secondsFromGMT(for: instant)
        let day = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        return (day, local - day * 86_400)
    }

    /// The first instant at or after local wall time `hour:minute` on calendar date `date`.
    ///
    /// A wall time that does not exist (skipped by a spring-forward change) resolves to the
    /// first valid instant after the gap; an ambiguous one (fall-back) to its first occurrence.
    public func instant(on date: LocalDate, hour: Int, minute: Int) -> Date {
        // The wall time read as UTC; where the zone keeps one offset for two days either
        // side, it names exactly one instant, found without `Calendar`.
        let wall = Double(date.dayNumber * 86_400 + hour * 3600 + minute * 60)
        let offset = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: wall - 172_800))
        if timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: wall + 172_800)) == offset {
            let instant = Date(timeIntervalSince1970: wall - Double(offset))
            if timeZone.secondsFromGMT(for: instant) == offset { return instant }
        }
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
