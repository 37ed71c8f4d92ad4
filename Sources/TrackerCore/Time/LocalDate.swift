/// A calendar day in the proleptic Gregorian calendar, with no time and no zone.
///
/// Deadlines, check-ins and pauses are all local dates: "the user's Tuesday", whatever
/// instant that was in UTC. Arithmetic works on day numbers, so it is independent of DST.
public struct LocalDate: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The year, 1–9999 for a date made from components; see ``supportedYears``.
    public let year: Int
    /// The month, 1–12.
    public let month: Int
    /// The day of the month, 1–31.
    public let day: Int

    /// The years a date made from components or by month arithmetic may have. Callers that
    /// take a month count or a year from input rely on this one bound instead of their own.
    public static let supportedYears = 1...9999

    /// The first day of ``supportedYears``: 0001-01-01.
    public static let earliest = LocalDate(unchecked: supportedYears.lowerBound, month: 1, day: 1)

    /// The last day of ``supportedYears``: 9999-12-31.
    public static let latest = LocalDate(unchecked: supportedYears.upperBound, month: 12, day: 31)

    /// Creates a date, or `nil` when the components do not name a real day (e.g. 31 April)
    /// in ``supportedYears``.
    public init?(year: Int, month: Int, day: Int) {
        guard LocalDate.supportedYears.contains(year), (1...12).contains(month),
            (1...LocalDate.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        self.init(unchecked: year, month: month, day: day)
    }

    /// A date from components already known to be a real day of a real month.
    private init(unchecked year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Creates the date with the given number of days since 1970-01-01.
    public init(dayNumber: Int) {
        // Howard Hinnant's civil_from_days.
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        self.year = yoe + era * 400 + (m <= 2 ? 1 : 0)
        self.month = m
        self.day = d
    }

    /// Parses the ISO form `YYYY-MM-DD`, the form this type is stored and encoded in.
    public init?(iso: String) {
        let parts = iso.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2])
        else { return nil }
        self.init(year: y, month: m, day: d)
    }

    /// Days since 1970-01-01 (negative before it).
    public var dayNumber: Int {
        // Howard Hinnant's days_from_civil.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = month > 2 ? month - 3 : month + 9
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// The weekday of this date.
    public var weekday: Weekday {
        // 1970-01-01 was a Thursday.
        let index = ((dayNumber % 7) + 7 + 3) % 7
        return Weekday.allCases[index]
    }

    /// `YYYY-MM-DD`.
    public var iso: String {
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    /// `YYYY-MM-DD`, as ``iso``.
    public var description: String { iso }

    /// The date `days` days later (earlier when negative).
    public func adding(days: Int) -> LocalDate {
        LocalDate(dayNumber: dayNumber + days)
    }

    /// The same day of the month `months` months later (earlier when negative), clamped to
    /// that month's last day; `nil` when that month is outside ``supportedYears``, however
    /// large `months` is.
    public func adding(months: Int) -> LocalDate? {
        let (scaled, overflowed) = year.multipliedReportingOverflow(by: 12)
        let (current, overflowedAgain) = scaled.addingReportingOverflow(month - 1)
        let (total, overflowedLast) = current.addingReportingOverflow(months)
        let years = LocalDate.supportedYears
        let bounds = (years.lowerBound * 12)...(years.upperBound * 12 + 11)
        guard !overflowed, !overflowedAgain, !overflowedLast, bounds.contains(total) else { return nil }
        let (y, m) = (total / 12, total % 12 + 1)
        return LocalDate(unchecked: y, month: m, day: min(day, LocalDate.daysIn(month: m, year: y)))
    }

    /// Whole days from `self` to `other` (positive when `other` is later).
    public func days(until other: LocalDate) -> Int {
        other.dayNumber - dayNumber
    }

    /// The first day of this date's month.
    public var firstOfMonth: LocalDate { LocalDate(unchecked: year, month: month, day: 1) }

    /// The last day of this date's month.
    public var lastOfMonth: LocalDate {
        LocalDate(unchecked: year, month: month, day: LocalDate.daysIn(month: month, year: year))
    }

    /// Earlier dates first.
    public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// The number of days in `month` (1–12) of `year`.
    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Whether `year` has a 29 February in the proleptic Gregorian calendar.
    public static func isLeap(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    /// Decodes the ISO form `YYYY-MM-DD`; anything else is a data corruption error.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let date = LocalDate(iso: text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "Expected YYYY-MM-DD, got \(text)")
        }
        self = date
    }

    /// Encodes the ISO form `YYYY-MM-DD`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(iso)
    }
}

/// A day of the week, Monday first (ISO 8601).
public enum Weekday: Int, CaseIterable, Sendable, Codable, Comparable {
    case monday = 1
    case tuesday, wednesday, thursday, friday, saturday, sunday

    /// Monday first.
    public static func < (lhs: Weekday, rhs: Weekday) -> Bool { lhs.rawValue < rhs.rawValue }

    /// English name, lower case ("monday").
    public var name: String {
        ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"][rawValue - 1]
    }

    /// Three-letter English abbreviation ("Mon").
    public var shortName: String {
        ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][rawValue - 1]
    }
}
