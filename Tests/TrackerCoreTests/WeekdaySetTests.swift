import Foundation
import TestSupport
import Testing
import TrackerCore

@Suite struct WeekdaySetTests {
    private static let monWedFri = WeekdaySet([.monday, .wednesday, .friday])

    @Test(arguments: [
        "mon,wed,fri", "mon, wed and fri", "monday wednesday friday", "Mon Wed Fri",
        "MONDAYS, WEDNESDAYS & FRIDAYS", "on mondays, wednesdays and fridays", "fri, mon, wed",
        "mon,wed,fri,mon", "every mon, wed and fri", "mon/wed/fri", "mon + wed + fri",
    ])
    func lists(input: String) {
        #expect(WeekdaySet.parse(input) == Self.monWedFri)
    }

    @Test(arguments: [
        ("weekdays", WeekdaySet.weekdays), ("every weekday", .weekdays), ("workdays", .weekdays),
        ("weekends", .weekends), ("weekend", .weekends), ("daily", .daily), ("every day", .daily),
        ("each day", .daily), ("everyday", .daily), ("Every Day", .daily), ("mon-fri", .weekdays),
        ("mon - fri", .weekdays), ("monday-friday", .weekdays), ("monday to friday", .weekdays),
        ("mon–fri", .weekdays), ("mon thru fri", .weekdays), ("sat-sun", .weekends), ("mon-sun", .daily),
        ("mon-mon", WeekdaySet([.monday])), ("fri-mon", WeekdaySet([.friday, .saturday, .sunday, .monday])),
        ("tue-thu, sat", WeekdaySet([.tuesday, .wednesday, .thursday, .saturday])),
        ("weekends and wed", WeekdaySet([.wednesday, .saturday, .sunday])), ("weekdays, weekends", .daily),
        ("every monday", WeekdaySet([.monday])), ("sundays", WeekdaySet([.sunday])),
        ("thurs", WeekdaySet([.thursday])),
    ])
    func keywordsAndRanges(input: String, expected: WeekdaySet) {
        #expect(WeekdaySet.parse(input) == expected)
    }

    @Test(arguments: [
        "", " ", "xyz", "mon,xyz", "mon-", "-fri", "and", "every", "mon-xyz", "day", "days", "mon to",
        "mon fri-", "monday1", "mon--fri", "weekdays-sat", "7", "🙂",
    ])
    func rejected(input: String) {
        #expect(WeekdaySet.parse(input) == nil)
    }

    @Test func membership() {
        #expect(Self.monWedFri.contains(.monday))
        #expect(!Self.monWedFri.contains(.tuesday))
        #expect(Self.monWedFri.days == [.monday, .wednesday, .friday])
        #expect(WeekdaySet.weekends.days == [.saturday, .sunday])
        #expect(Weekday.allCases.allSatisfy(WeekdaySet.daily.contains))
        #expect(!WeekdaySet.weekdays.contains(.saturday))
        #expect(WeekdaySet([]).isEmpty)
    }

    @Test func friendlyText() {
        #expect(WeekdaySet.daily.text == "daily")
        #expect(WeekdaySet.weekdays.text == "weekdays")
        #expect(WeekdaySet.weekends.text == "weekends")
        #expect(Self.monWedFri.text == "Mon, Wed, Fri")
        #expect(WeekdaySet([.sunday, .friday, .monday]).text == "Mon, Fri, Sun")
        #expect(WeekdaySet([]).text == "no days")
    }

    @Test func textParsesBackToTheSameSet() {
        for raw in 1...127 {
            let set = WeekdaySet(rawValue: raw)
            #expect(set.flatMap { WeekdaySet.parse($0.text) } == set)
        }
    }

    @Test func codableAsBitmask() throws {
        let data = try JSONEncoder().encode([Self.monWedFri, .weekdays, .daily])
        #expect(String(decoding: data, as: UTF8.self) == "[21,31,127]")
        #expect(
            try JSONDecoder().decode([WeekdaySet].self, from: data) == [Self.monWedFri, .weekdays, .daily])
        #expect(WeekdaySet(rawValue: 128) == nil)
        #expect(WeekdaySet(rawValue: -1) == nil)
        for bad in ["[128]", "[-1]", #"["mon"]"#] {
            #expect(throws: DecodingError.self) {
                try JSONDecoder().decode([WeekdaySet].self, from: Data(bad.utf8))
            }
        }
    }

    @Test func randomInputsNeverTrap() {
        let seed = SeededGenerator.seed(3)
        for input in randomInputs(count: 4000, seed: seed) {
            if let set = WeekdaySet.parse(input) {
                #expect(!set.isEmpty, "\(input.debugDescription), \(SeededGenerator.replay(seed))")
            }
        }
    }
}
