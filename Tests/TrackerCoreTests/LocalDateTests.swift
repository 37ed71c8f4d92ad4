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
        #expect(LocalDate(iso: "2026-01-31")!.adding(months: 1).iso == "2026-02-28")
        #expect(LocalDate(iso: "2028-03-01")!.adding(days: -1).iso == "2028-02-29")
        #expect(date.firstOfMonth.iso == "2026-12-01")
        #expect(LocalDate(iso: "2028-02-10")!.lastOfMonth.iso == "2028-02-29")
        #expect(LocalDate(iso: "2026-11-21")!.days(until: date) == 40)
    }
}
