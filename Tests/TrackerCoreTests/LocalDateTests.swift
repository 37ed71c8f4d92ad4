import Testing
import TrackerCore

struct LocalDateTests {
    @Test func rejectsDaysThatDoNotExist() {
        #expect(LocalDate(year: 2026, month: 2, day: 29) == nil)
        #expect(LocalDate(year: 2028, month: 2, day: 29) != nil)
        #expect(LocalDate(year: 2026, month: 4, day: 31) == nil)
        #expect(LocalDate(year: 2026, month: 13, day: 1) == nil)
        #expect(LocalDate(iso: "2026-1-01") == nil)
        #expect(LocalDate(iso: "garbage") == nil)
    }

    @Test func dayNumbersRoundTripAndKnowTheirWeekday() {
        let epoch = LocalDate(year: 1970, month: 1, day: 1)!
        #expect(epoch.dayNumber == 0)
        #expect(epoch.weekday == .thursday)
        #expect(LocalDate(iso: "2026-11-21")!.weekday == .saturday)
        for number in stride(from: -800_000, to: 2_900_000, by: 997) {
            #expect(LocalDate(dayNumber: number).dayNumber == number)
        }
    }

    @Test func arithmeticCrossesMonthsAndYears() {
        let date = LocalDate(iso: "2026-12-31")!
        #expect(date.adding(days: 1).iso == "2027-01-01")
        #expect(LocalDate(iso: "2026-01-31")!.adding(months: 1)?.iso == "2026-02-28")
        #expect(LocalDate(iso: "2028-03-01")!.adding(days: -1).iso == "2028-02-29")
        #expect(date.firstOfMonth.iso == "2026-12-01")
        #expect(LocalDate(iso: "2028-02-10")!.lastOfMonth.iso == "2028-02-29")
        #expect(LocalDate(iso: "2026-11-21")!.days(until: date) == 40)
    }
}

/// Month arithmetic at the edges of the supported years: no count of months traps, and
/// within the years the answers are the ones the unbounded formula gives.
struct LocalDateMonthArithmeticTests {
    @Test func monthsBeyondTheSupportedYearsAreNilNotATrap() {
        let first = LocalDate.earliest
        let last = LocalDate.latest
        #expect(first.iso == "0001-01-01")
        #expect(last.iso == "9999-12-31")
        #expect(first.adding(months: -1) == nil)
        #expect(last.adding(months: 1) == nil)
        for date in [first, last, LocalDate(iso: "2026-05-31")!] {
            #expect(date.adding(months: Int.max) == nil)
            #expect(date.adding(months: Int.min) == nil)
            #expect(date.adding(months: Int.max / 12) == nil)
            #expect(date.adding(months: Int.min / 12) == nil)
        }
        #expect(first.adding(months: 9998 * 12 + 11)?.iso == "9999-12-01")
        #expect(last.adding(months: -(9998 * 12 + 11))?.iso == "0001-01-31")
        #expect(LocalDate(iso: "0001-03-31")!.adding(months: -1)?.iso == "0001-02-28")
        #expect(LocalDate(iso: "9999-10-31")!.adding(months: 1)?.iso == "9999-11-30")
    }

    @Test func datesOutsideTheSupportedYearsNeverTrap() {
        let beyond = LocalDate.latest.adding(days: 40)
        #expect(beyond.iso == "10000-02-09")
        #expect(beyond.firstOfMonth.iso == "10000-02-01")
        #expect(beyond.lastOfMonth.iso == "10000-02-29")
        #expect(beyond.adding(months: -2)?.iso == "9999-12-09")
        #expect(beyond.adding(months: 0) == nil)
        let before = LocalDate.earliest.adding(days: -1)
        #expect(before.firstOfMonth.iso == "0000-12-01")
        #expect(before.adding(months: 1)?.iso == "0001-01-31")
    }

    @Test func withinTheSupportedYearsTheAnswersAreUnchanged() {
        let days = [1, 28, 29, 30, 31]
        let years = [1, 2, 4, 100, 400, 1969, 1970, 2000, 2024, 2026, 2100, 9998, 9999]
        let counts = [-119_987, -1200, -25, -13, -12, -11, -1, 0, 1, 11, 12, 13, 25, 1200, 119_987]
        for year in years {
            for month in 1...12 {
                for day in days {
                    guard let date = LocalDate(year: year, month: month, day: day) else { continue }
                    for count in counts {
                        let expected = Self.unbounded(date, count)
                        let inRange = LocalDate.supportedYears.contains(expected.year)
                        #expect(
                            date.adding(months: count) == (inRange ? expected.date : nil),
                            "\(date) + \(count)")
                    }
                }
            }
        }
    }

    /// The formula `adding(months:)` used before it was bounded, as components.
    private static func unbounded(_ date: LocalDate, _ months: Int) -> (year: Int, date: LocalDate?) {
        let total = date.year * 12 + (date.month - 1) + months
        let year = total >= 0 ? total / 12 : (total - 11) / 12
        let month = total - year * 12 + 1
        let day = min(date.day, LocalDate.daysIn(month: month, year: year))
        return (year, LocalDate(year: year, month: month, day: day))
    }
}
