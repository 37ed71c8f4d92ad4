import TestSupport
import Testing
import TrackerCore

@Suite struct DateExpressionTests {
    private func parse(_ text: String, today: LocalDate = saturday) -> LocalDate? {
        try? DateExpression.parse(text, today: today).get()
    }

    private func error(_ text: String, today: LocalDate = saturday) -> DateExpressionError? {
        if case .failure(let error) = DateExpression.parse(text, today: today) { return error }
        return nil
    }

    @Test(arguments: [
        ("2026-12-31", "2026-12-31"), ("2026-01-01", "2026-01-01"), ("2026-1-5", "2026-01-05"),
        ("1970-01-01", "1970-01-01"), ("2036-11-21", "2036-11-21"), ("31.12.2026", "2026-12-31"),
        ("1.2.2027", "2027-02-01"), ("01.02.2025", "2025-02-01"), ("31.12.", "2026-12-31"),
        ("31.12", "2026-12-31"), ("21.11.", "2026-11-21"), ("20.11", "2027-11-20"), ("1.1.", "2027-01-01"),
    ])
    func numericForms(input: String, expected: String) {
        #expect(parse(input) == date(expected))
    }

    @Test(arguments: [
        ("dec 31", "2026-12-31"), ("december 31", "2026-12-31"), ("31 dec", "2026-12-31"),
        ("31 december", "2026-12-31"), ("Dec 31st", "2026-12-31"), ("dec. 31", "2026-12-31"),
        ("31. dec", "2026-12-31"), ("june 1", "2027-06-01"), ("1st june", "2027-06-01"),
        ("june 1st", "2027-06-01"), ("the 1st of june", "2027-06-01"), ("2nd may", "2027-05-02"),
        ("3rd march", "2027-03-03"), ("4th july", "2027-07-04"), ("sept 9", "2027-09-09"),
        ("sep 9", "2027-09-09"), ("september 9", "2027-09-09"), ("nov 21", "2026-11-21"),
        ("nov 20", "2027-11-20"), ("22 nov", "2026-11-22"), ("jan 5", "2027-01-05"),
        ("dec 31 2027", "2027-12-31"), ("31 dec 2027", "2027-12-31"), ("december 31st, 2027", "2027-12-31"),
        ("jan 1 2026", "2026-01-01"),
    ])
    func monthNameForms(input: String, expected: String) {
        #expect(parse(input) == date(expected))
    }

    @Test(arguments: [
        ("today", "2026-11-21"), ("tomorrow", "2026-11-22"), ("yesterday", "2026-11-20"),
        ("saturday", "2026-11-21"), ("sat", "2026-11-21"), ("sunday", "2026-11-22"), ("sun", "2026-11-22"),
        ("monday", "2026-11-23"), ("mon", "2026-11-23"), ("tuesday", "2026-11-24"), ("tue", "2026-11-24"),
        ("tues", "2026-11-24"), ("wednesday", "2026-11-25"), ("wed", "2026-11-25"),
        ("thursday", "2026-11-26"), ("thu", "2026-11-26"), ("thurs", "2026-11-26"), ("friday", "2026-11-27"),
        ("fri", "2026-11-27"), ("this friday", "2026-11-27"), ("next friday", "2026-11-27"),
        ("next monday", "2026-11-23"), ("next sunday", "2026-11-29"), ("next saturday", "2026-11-28"),
        ("next fri", "2026-11-27"), ("next week", "2026-11-23"), ("next month", "2026-12-01"),
        ("next year", "2027-01-01"), ("end of week", "2026-11-22"), ("end of the week", "2026-11-22"),
        ("end of this week", "2026-11-22"), ("end of next week", "2026-11-29"),
        ("end of month", "2026-11-30"), ("end of the month", "2026-11-30"),
        ("end of next month", "2026-12-31"), ("end of year", "2026-12-31"), ("end of the year", "2026-12-31"),
        ("end of next year", "2027-12-31"),
    ])
    func wordedFormsOnSaturday(input: String, expected: String) {
        #expect(parse(input) == date(expected))
    }

    @Test(arguments: [
        ("today", "2026-11-20"), ("friday", "2026-11-20"), ("fri", "2026-11-20"),
        ("this friday", "2026-11-20"), ("saturday", "2026-11-21"), ("thursday", "2026-11-26"),
        ("monday", "2026-11-23"), ("next friday", "2026-11-27"), ("next monday", "2026-11-23"),
        ("next thursday", "2026-11-26"), ("next week", "2026-11-23"), ("end of week", "2026-11-22"),
        ("end of next week", "2026-11-29"), ("in a week", "2026-11-27"),
    ])
    func wordedFormsOnFriday(input: String, expected: String) {
        #expect(parse(input, today: friday) == date(expected))
    }

    /// Weeks start on the user's `/weekstart` day: on a Sunday that starts the week,
    /// `next friday` is not this week's Friday.
    @Test func nextWeekdayFollowsTheUsersWeekStart() {
        let sunday = date("2026-11-22")
        func parse(_ text: String, weekStart: Weekday) -> LocalDate? {
            try? DateExpression.parse(text, today: sunday, weekStart: weekStart).get()
        }
        #expect(parse("friday", weekStart: .sunday) == date("2026-11-27"))
        #expect(parse("next friday", weekStart: .sunday) == date("2026-12-04"))
        #expect(parse("next sunday", weekStart: .sunday) == date("2026-11-29"))
        #expect(parse("next week", weekStart: .sunday) == date("2026-11-29"))
        #expect(parse("end of week", weekStart: .sunday) == date("2026-11-28"))
        // With Monday weeks, that Sunday ends the week: the coming Friday is next week's.
        #expect(parse("next friday", weekStart: .monday) == date("2026-11-27"))
        let wednesday = date("2026-11-25")
        #expect(
            (try? DateExpression.parse("next friday", today: wednesday, weekStart: .sunday).get())
                == date("2026-12-04"))
    }

    @Test func nextWeekdayMeansTheNextMondayBasedWeek() {
        let monday = date("2026-11-16")
        #expect(parse("friday", today: monday) == date("2026-11-20"))
        #expect(parse("next friday", today: monday) == date("2026-11-27"))
        #expect(parse("next monday", today: monday) == date("2026-11-23"))
        let sunday = date("2026-11-22")
        #expect(parse("next monday", today: sunday) == date("2026-11-23"))
        #expect(parse("end of week", today: sunday) == sunday)
        #expect(parse("next week", today: sunday) == date("2026-11-23"))
    }

    @Test(arguments: [
        ("in 3 days", "2026-11-24"), ("in 1 day", "2026-11-22"), ("in 0 days", "2026-11-21"),
        ("in 3 weeks", "2026-12-12"), ("in 2 months", "2027-01-21"), ("in a week", "2026-11-28"),
        ("in an week", "2026-11-28"), ("in a day", "2026-11-22"), ("in two weeks", "2026-12-05"),
        ("in twelve months", "2027-11-21"), ("in 1 year", "2027-11-21"), ("in 10 years", "2036-11-21"),
        ("in 120 months", "2036-11-21"), ("in 521 weeks", "2036-11-15"), ("3 days", "2026-11-24"),
        ("a month", "2026-12-21"),
    ])
    func relativeAmounts(input: String, expected: String) {
        #expect(parse(input) == date(expected))
    }

    /// One bound for every form: ten years from today, counted or typed.
    @Test func daysBeyondTenYearsAreTooFarInEveryForm() {
        #expect(DateExpression.farthest(from: saturday) == date("2036-11-21"))
        #expect(parse("in 3653 days") == date("2036-11-21"))
        for text in [
            "in 3654 days", "in 522 weeks", "in 1000 weeks", "in 121 months", "in 11 years", "2036-11-22",
            "22.11.2036", "dec 31 2036", "2062-01-01", "9999-12-31",
        ] {
            #expect(error(text) == .tooFar(text), "\(text)")
        }
        #expect(parse("in 100 months") == date("2035-03-21"))
        #expect(error("in 99999999999999999999 days") == .unreadable("in 99999999999999999999 days"))
        #expect(
            error("in 1000 weeks")?.message
                == "“in 1000 weeks” is more than 10 years away. Pick a day within 10 years.")
    }

    @Test(arguments: ["  DEC 31  ", "Dec 31", "DECEMBER\t31", "\n31.12.\n", "  2026-12-31", "31  Dec"])
    func caseAndWhitespaceAreIgnored(input: String) {
        #expect(parse(input) == date("2026-12-31"))
    }

    @Test func moreCaseAndWhitespace() {
        #expect(parse("Next   FRIDAY") == date("2026-11-27"))
        #expect(parse(" TODAY\n") == saturday)
        #expect(parse("In 3 Weeks") == date("2026-12-12"))
        #expect(parse("End Of Month") == date("2026-11-30"))
    }

    @Test(arguments: [
        "xyz", "", "   ", "2026-13-01", "2026-00-10", "13.13.2026", "31.12.1969", "1.1.10000", "1969-12-31",
        "0999-01-01", "2026-12-31-1", "2026-12", "in -3 days", "in +3 days", "in 3", "in days",
        "in 3 fortnights", "next fortnight", "dec", "may 2026", "31.12.26", "12/31", "the", "end of",
        "end of decade", "end of next", "\u{663}\u{661}.\u{661}\u{662}.\u{662}\u{660}\u{662}\u{666}", "next",
        "this", "31 12", "dec 31 26", "dec 31 x", "31st", "1stjune", "june 1 2026 extra", "31..12", ".12",
        "31.", "-", ".", "next next friday", "last friday", "friday next", "31 dec dec", "dec june",
        "999 dec", "dec 123",
    ])
    func unreadableInputs(input: String) {
        let trimmed = String(
            input.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        #expect(error(input) == .unreadable(trimmed))
    }

    @Test(arguments: [
        "31.04.2026", "feb 30", "30 feb", "2026-02-29", "2026-02-30", "32.12.", "0.5.2026", "april 31",
        "31.04.", "dec 32", "31 june 2027", "29.02.2027", "2100-02-29", "00.12.", "dec 0",
    ])
    func invalidDays(input: String) {
        #expect(error(input) == .invalidDay(input))
    }

    @Test func errorsCarryTheTrimmedInputAsTyped() {
        #expect(error("  Feb 30 ") == .invalidDay("Feb 30"))
        #expect(error("  Someday\n") == .unreadable("Someday"))
    }

    @Test func errorMessages() {
        #expect(
            DateExpressionError.unreadable("xyz").message
                == "I couldn't read “xyz” as a date. Try 2026-12-31, 31.12.2026, dec 31, friday, "
                + "in 3 weeks or end of month.")
        #expect(DateExpressionError.unreadable("").message.hasPrefix("Please give a date."))
        #expect(DateExpressionError.invalidDay("31.04.2026").message.contains("“31.04.2026”"))
        #expect(DateExpressionError.invalidDay("feb 30").message.hasSuffix("or try end of month."))
        let long = String(repeating: "x", count: 500)
        let message = DateExpressionError.unreadable(long).message
        #expect(message.count < 200)
        #expect(message.contains(String(repeating: "x", count: 39) + "…"))
    }

    @Test func yearRolloverOnNewYearsEve() {
        let eve = date("2026-12-31")
        #expect(parse("dec 31", today: eve) == eve)
        #expect(parse("31.12.", today: eve) == eve)
        #expect(parse("dec 30", today: eve) == date("2027-12-30"))
        #expect(parse("jan 5", today: eve) == date("2027-01-05"))
        #expect(parse("5.1.", today: eve) == date("2027-01-05"))
        #expect(parse("tomorrow", today: eve) == date("2027-01-01"))
        #expect(parse("next month", today: eve) == date("2027-01-01"))
        #expect(parse("next week", today: eve) == date("2027-01-04"))
        #expect(parse("end of week", today: eve) == date("2027-01-03"))
        #expect(parse("end of year", today: eve) == eve)
        #expect(parse("end of month", today: eve) == eve)
        #expect(parse("in 1 month", today: eve) == date("2027-01-31"))
        #expect(parse("in 2 months", today: eve) == date("2027-02-28"))
        #expect(parse("jan 5", today: date("2026-12-01")) == date("2027-01-05"))
    }

    @Test func leapDays() {
        #expect(parse("29.02.2028") == date("2028-02-29"))
        #expect(parse("2000-02-29") == date("2000-02-29"))
        #expect(error("29.02.2027") == .invalidDay("29.02.2027"))
        #expect(error("2100-02-29") == .invalidDay("2100-02-29"))
        // Without a year, 29 February within the coming year is that one; one further away
        // is not guessed but needs its year.
        #expect(error("feb 29") == .needsYear("feb 29", year: 2028))
        #expect(
            error("feb 29")?.message
                == "“feb 29” is not in the coming 12 months. Add the year to be sure: feb 29 2028.")
        #expect(error("29.2.") == .needsYear("29.2.", year: 2028))
        #expect(parse("feb 29 2028") == date("2028-02-29"))
        #expect(parse("feb 29", today: date("2027-03-01")) == date("2028-02-29"))
        #expect(parse("feb 29", today: date("2028-01-10")) == date("2028-02-29"))
        #expect(parse("feb 29", today: date("2028-02-29")) == date("2028-02-29"))
        #expect(error("feb 29", today: date("2028-03-01")) == .needsYear("feb 29", year: 2032))
        #expect(parse("end of month", today: date("2028-02-10")) == date("2028-02-29"))
        #expect(parse("end of month", today: date("2027-02-10")) == date("2027-02-28"))
        #expect(parse("in 1 month", today: date("2028-01-31")) == date("2028-02-29"))
        #expect(parse("in 1 year", today: date("2028-02-29")) == date("2029-02-28"))
        #expect(parse("tomorrow", today: date("2028-02-28")) == date("2028-02-29"))
    }

    @Test func resultsBeyondYear9999AreUnreadableNotATrap() {
        let late = date("9999-12-30")
        #expect(parse("tomorrow", today: late) == date("9999-12-31"))
        #expect(error("in 3 days", today: late) == .unreadable("in 3 days"))
        #expect(error("in 1 month", today: late) == .unreadable("in 1 month"))
        #expect(error("in 10 years", today: late) == .unreadable("in 10 years"))
        #expect(error("next year", today: late) == .unreadable("next year"))
        #expect(error("next month", today: late) == .unreadable("next month"))
        #expect(error("next week", today: late) == .unreadable("next week"))
        #expect(error("end of next year", today: late) == .unreadable("end of next year"))
        #expect(error("jan 1", today: late) == .unreadable("jan 1"))
        #expect(parse("end of year", today: late) == date("9999-12-31"))
    }

    @Test func weekdayNamesAlwaysLandInTheComingWeek() {
        for offset in 0..<366 {
            let today = date("2026-01-01").adding(days: offset)
            for day in Weekday.allCases {
                let coming = parse(day.name, today: today)
                #expect(coming?.weekday == day)
                #expect(coming.map { today.days(until: $0) }.map { (0...6).contains($0) } == true)
                let next = parse("next " + day.name, today: today)
                #expect(next?.weekday == day)
                #expect(next.map { today.days(until: $0) }.map { (1...13).contains($0) } == true)
                #expect(next.map { $0 > parse("end of week", today: today) ?? today } == true)
                #expect(next.map { $0 <= parse("end of next week", today: today) ?? today } == true)
            }
        }
    }

    @Test func dayAndMonthWithoutYearIsNeverPastAndWithinAYear() {
        let days = [1, 15, 28, 30, 31]
        for offset in stride(from: 0, to: 730, by: 3) {
            let today = date("2026-01-01").adding(days: offset)
            for month in 1...12 {
                for day in days where day <= LocalDate.daysIn(month: month, year: 2027) {
                    guard let result = parse("\(day).\(month).", today: today) else {
                        Issue.record("\(day).\(month). unreadable on \(today)")
                        continue
                    }
                    #expect(result >= today)
                    #expect(today.days(until: result) <= 366)
                    #expect(result.month == month && result.day == day)
                }
            }
        }
    }

    @Test func randomInputsNeverTrap() {
        let seed = SeededGenerator.seed(1)
        for input in randomInputs(count: 4000, seed: seed) {
            for today in [saturday, friday, date("9999-12-31"), date("1970-01-01")] {
                switch DateExpression.parse(input, today: today) {
                case .success(let result):
                    #expect(
                        LocalDate.supportedYears.contains(result.year),
                        "\(input.debugDescription), \(SeededGenerator.replay(seed))")
                case .failure(let error):
                    #expect(
                        !error.message.isEmpty, "\(input.debugDescription), \(SeededGenerator.replay(seed))")
                }
            }
        }
    }
}
