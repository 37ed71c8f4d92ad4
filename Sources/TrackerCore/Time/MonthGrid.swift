/// A month laid out as calendar weeks, for a month view.
///
/// Each row is one week of seven cells in display order, starting on `weekStart`; cells
/// outside the month are `nil`. The grid has four to six rows.
public struct MonthGrid: Sendable, Hashable {
    /// The first day of the month shown.
    public let month: LocalDate
    /// The column's first weekday.
    public let weekStart: Weekday
    /// The month's weeks, one row of seven cells each; `nil` for the days of other months.
    public let weeks: [[LocalDate?]]

    /// Lays out the month containing `date`.
    public init(month date: LocalDate, weekStart: Weekday) {
        let first = date.firstOfMonth
        month = first
        self.weekStart = weekStart
        let leading = (first.weekday.rawValue - weekStart.rawValue + 7) % 7
        var cells: [LocalDate?] = Array(repeating: nil, count: leading)
        cells += (0..<first.lastOfMonth.day).map { first.adding(days: $0) }
        cells += Array(repeating: nil, count: (7 - cells.count % 7) % 7)
        weeks = stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0..<$0 + 7]) }
    }

    /// The weekdays of the columns, left to right.
    public var columns: [Weekday] {
        (0..<7).compactMap { Weekday(rawValue: (weekStart.rawValue - 1 + $0) % 7 + 1) }
    }
}
