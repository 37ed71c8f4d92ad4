/// The amounts checked in for a habit during one run, totalled per local day.
///
/// A habit without amounts has 1 on each day checked in; a measurable habit has the day's
/// sum ("5" of "8 glasses"). Days without a check-in are absent, never 0.
public struct HabitLog: Sendable, Hashable {
    /// Each day's total; every value is positive.
    public private(set) var totals: [LocalDate: Int]

    /// A log of the day totals `totals`; days without a total have nothing checked in.
    public init(totals: [LocalDate: Int] = [:]) {
        self.totals = totals.filter { $0.value > 0 }
    }

    /// One check-in on each of `days`: the log of a habit without amounts.
    public init(days: Set<LocalDate>) {
        self.init(totals: Dictionary(uniqueKeysWithValues: days.map { ($0, 1) }))
    }

    /// The total checked in on `day`; 0 without a check-in.
    public func total(on day: LocalDate) -> Int { totals[day] ?? 0 }

    /// Whether anything was checked in on `day`.
    public func isChecked(_ day: LocalDate) -> Bool { totals[day] != nil }

    /// The days with a check-in.
    public var days: Set<LocalDate> { Set(totals.keys) }

    /// The log with `amount` more on `day`; a day that would fall to 0 or below is removed.
    /// Totals are bounded by ``HabitMeasure/dayTotalLimit`` before they get here, so the sum
    /// cannot overflow; it saturates all the same rather than trap.
    public func adding(_ amount: Int, on day: LocalDate) -> HabitLog {
        var totals = self.totals
        let (sum, overflow) = total(on: day).addingReportingOverflow(amount)
        totals[day] = overflow ? (amount > 0 ? Int.max : 0) : sum
        return HabitLog(totals: totals)
    }
}
