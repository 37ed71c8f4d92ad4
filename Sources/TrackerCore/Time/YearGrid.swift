/// The last 12 months laid out as calendar weeks, for a year heatmap.
///
/// The months are today's and the eleven before it, whole from their first day, so each
/// month's tally covers the same days the grid shows. The grid starts on the week start on or
/// before the first month's first day and ends on the last day of today's week: every column
/// is one full week, its rows the weekdays from `weekStart` on. A year of months spans 48 to
/// 54 weeks however it falls.
public struct YearGrid: Sendable, Hashable {
    /// The first day counted: the first of the month eleven months before today's, or of
    /// the first supported month (0001-01) when that is later.
    public let start: LocalDate
    /// The user's local day, the last day counted.
    public let today: LocalDate
    /// The grid's first day (the first column's top row), on `weekStart`.
    public let first: LocalDate
    /// The grid's last day: the end of today's week.
    public let last: LocalDate

    /// The grid of the 12 months up to `today`, its weeks starting on `weekStart`.
    public init(today: LocalDate, weekStart: Weekday) {
        self.today = today
        start = today.firstOfMonth.adding(months: -11) ?? Self.earliestStart(today: today)
        first = start.adding(days: -Self.offset(of: start, weekStart: weekStart))
        last = today.adding(days: 6 - Self.offset(of: today, weekStart: weekStart))
    }

    /// Every day of the grid, in order: column by column, each top to bottom.
    public var days: [LocalDate] {
        (0...first.days(until: last)).map { first.adding(days: $0) }
    }

    /// The number of weeks (columns).
    public var weeks: Int { (first.days(until: last) + 1) / 7 }

    /// The first days of the 12 months, oldest first; fewer only at the edges of
    /// ``LocalDate/supportedYears``.
    public var months: [LocalDate] {
        (0..<12).compactMap { start.adding(months: $0) }.filter { $0 <= today }
    }

    /// Whether `day` is one of the days counted: in the 12 months and not after today.
    public func counts(_ day: LocalDate) -> Bool { start <= day && day <= today }

    /// The position of `day` in ``days``, or `nil` outside the grid.
    public func index(of day: LocalDate) -> Int? {
        let index = first.days(until: day)
        return first <= day && day <= last ? index : nil
    }

    /// The start when eleven months back leaves the supported years: the first supported day
    /// early in year 1, and today's own month past year 9999 (only a clock gone wrong), so the
    /// grid never spans more than a year.
    private static func earliestStart(today: LocalDate) -> LocalDate {
        today.year <= LocalDate.supportedYears.lowerBound ? LocalDate.earliest : today.firstOfMonth
    }

    /// How many days `day` is after the start of its week.
    private static func offset(of day: LocalDate, weekStart: Weekday) -> Int {
        (day.weekday.rawValue - weekStart.rawValue + 7) % 7
    }
}
