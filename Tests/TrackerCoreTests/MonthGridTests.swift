import Testing
import TrackerCore

struct MonthGridTests {
    private func date(_ text: String) -> LocalDate { LocalDate(iso: text)! }

    /// March 2026 starts on a Sunday: the last column of a Monday-first week.
    @Test func mondayFirst() {
        let grid = MonthGrid(month: date("2026-03-17"), weekStart: .monday)
        #expect(grid.month == date("2026-03-01"))
        #expect(grid.columns == [.monday, .tuesday, .wednesday, .thursday, .friday, .saturday, .sunday])
        #expect(grid.weeks.count == 6)
        #expect(grid.weeks[0] == Array(repeating: nil, count: 6) + [date("2026-03-01")])
        #expect(grid.weeks[1].first == date("2026-03-02"))
        #expect(grid.weeks[5] == [date("2026-03-30"), date("2026-03-31")] + Array(repeating: nil, count: 5))
        #expect(grid.weeks.allSatisfy { $0.count == 7 })
    }

    @Test func sundayFirst() {
        let grid = MonthGrid(month: date("2026-03-01"), weekStart: .sunday)
        #expect(grid.columns.first == .sunday)
        #expect(grid.columns.last == .saturday)
        #expect(grid.weeks.count == 5)
        #expect(grid.weeks[0].first == date("2026-03-01"))
        #expect(
            grid.weeks[4].compactMap { $0 } == [date("2026-03-29"), date("2026-03-30"), date("2026-03-31")])
    }

    /// February 2027 starts on a Monday and has 28 days: exactly four full weeks.
    @Test func aMonthOfExactlyFourWeeks() {
        let grid = MonthGrid(month: date("2027-02-01"), weekStart: .monday)
        #expect(grid.weeks.count == 4)
        #expect(grid.weeks.flatMap { $0 }.allSatisfy { $0 != nil })
    }
}
