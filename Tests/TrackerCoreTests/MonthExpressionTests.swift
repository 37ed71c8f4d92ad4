import TestSupport
import Testing
import TrackerCore

@Suite struct MonthExpressionTests {
    @Test(arguments: [
        ("2026-12", "2026-12-01"), ("2026-1", "2026-01-01"), ("2027-03", "2027-03-01"),
        ("12/2026", "2026-12-01"), ("1/2027", "2027-01-01"), ("12.2026", "2026-12-01"), ("dec", "2026-12-01"),
        ("December", "2026-12-01"), ("jan", "2026-01-01"), ("sept", "2026-09-01"),
        ("december 2026", "2026-12-01"), ("Dec 2025", "2025-12-01"), ("this month", "2026-11-01"),
        ("", "2026-11-01"), ("   ", "2026-11-01"), ("next month", "2026-12-01"), ("last month", "2026-10-01"),
        ("previous month", "2026-10-01"), ("  Last   Month ", "2026-10-01"), ("1970-01", "1970-01-01"),
    ])
    func accepted(input: String, expected: String) {
        #expect(MonthExpression.parse(input, today: saturday) == date(expected))
    }

    @Test(arguments: [
        "2026-13", "2026-0", "13/2026", "0/2026", "xyz", "dec 26", "1969-12", "12/1969", "2026-12-01",
        "next year", "dec 2026 x", "2026", "12", "12/26", "/2026", "2026-", "-12", "month", "this",
        "10000-01", "2026 dec", "99999999999999999999-12",
    ])
    func rejected(input: String) {
        #expect(MonthExpression.parse(input, today: saturday) == nil)
    }

    @Test func relativeMonthsAcrossYearEnds() {
        #expect(MonthExpression.parse("next month", today: date("2026-12-31")) == date("2027-01-01"))
        #expect(MonthExpression.parse("last month", today: date("2026-01-10")) == date("2025-12-01"))
        #expect(MonthExpression.parse("this month", today: date("2028-02-29")) == date("2028-02-01"))
        #expect(MonthExpression.parse("next month", today: date("9999-12-01")) == nil)
        #expect(MonthExpression.parse("last month", today: date("0001-01-01")) == nil)
    }

    @Test func bareMonthNameMeansThisYearEvenWhenPast() {
        #expect(MonthExpression.parse("jan", today: date("2026-12-31")) == date("2026-01-01"))
        #expect(MonthExpression.parse("dec", today: date("2026-01-01")) == date("2026-12-01"))
    }

    @Test func randomInputsNeverTrap() {
        let seed = SeededGenerator.seed(4)
        for input in randomInputs(count: 4000, seed: seed) {
            if let month = MonthExpression.parse(input, today: saturday) {
                #expect(month.day == 1, "\(input.debugDescription), \(SeededGenerator.replay(seed))")
            }
        }
    }
}
