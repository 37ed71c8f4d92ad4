import Foundation
import TestSupport
import Testing
import TrackerCore

@Suite struct TimeOfDayTests {
    @Test(arguments: [
        ("9:00", "09:00"), ("09:00", "09:00"), ("21:30", "21:30"), ("9", "09:00"), ("0", "00:00"),
        ("23:59", "23:59"), ("00:00", "00:00"), ("9am", "09:00"), ("9 AM", "09:00"), ("9:30pm", "21:30"),
        ("9:30 PM", "21:30"), ("9:30 p.m.", "21:30"), ("9 a.m.", "09:00"), ("12am", "00:00"),
        ("12pm", "12:00"), ("12:15am", "00:15"), ("12:45pm", "12:45"), ("11:59pm", "23:59"), ("1am", "01:00"),
        ("21h", "21:00"), ("21h30", "21:30"), ("7H", "07:00"), ("9.30", "09:30"), ("noon", "12:00"),
        ("Midnight", "00:00"), ("  7:05 ", "07:05"),
    ])
    func accepted(input: String, expected: String) {
        #expect(TimeOfDay.parse(input)?.text == expected)
    }

    @Test(arguments: [
        "", " ", "24:00", "25", "9:60", "9:5", "9:005", "13pm", "0am", "00am", "21h pm", "h21", "9:30:00",
        "abc", "-1", "+9", "123", "0930", "9:", ":30", "9pm pm", "am", "pm", "9x", "\u{669}", "9..30",
        "99999999999999999", "21hh", "9:3O",
    ])
    func rejected(input: String) {
        #expect(TimeOfDay.parse(input) == nil)
    }

    @Test func validatesComponents() {
        #expect(TimeOfDay(hour: 0, minute: 0)?.text == "00:00")
        #expect(TimeOfDay(hour: 23, minute: 59)?.minutesSinceMidnight == 1439)
        #expect(TimeOfDay(hour: 24, minute: 0) == nil)
        #expect(TimeOfDay(hour: -1, minute: 0) == nil)
        #expect(TimeOfDay(hour: 9, minute: 60) == nil)
        #expect(TimeOfDay(hour: 9, minute: -1) == nil)
    }

    @Test func ordersByTimeOfDay() throws {
        let morning = try #require(TimeOfDay.parse("9am"))
        let evening = try #require(TimeOfDay.parse("21:30"))
        let noon = try #require(TimeOfDay.parse("12pm"))
        #expect(morning < noon && noon < evening)
        #expect([evening, morning, noon].sorted() == [morning, noon, evening])
        #expect(TimeOfDay.parse("9:00") == TimeOfDay.parse("9am"))
    }

    @Test func everyTimeRoundTripsThroughItsText() {
        for hour in 0..<24 {
            for minute in 0..<60 {
                let time = TimeOfDay(hour: hour, minute: minute)
                #expect(time.flatMap { TimeOfDay.parse($0.text) } == time)
            }
        }
    }

    @Test func codableAsHHMMString() throws {
        let time = try #require(TimeOfDay(hour: 9, minute: 5))
        let data = try JSONEncoder().encode([time])
        #expect(String(decoding: data, as: UTF8.self) == #"["09:05"]"#)
        #expect(try JSONDecoder().decode([TimeOfDay].self, from: data) == [time])
        for bad in [#"["9:05"]"#, #"["24:00"]"#, #"["09:60"]"#, #"["9am"]"#, #"[905]"#, #"["+9:05"]"#] {
            #expect(throws: DecodingError.self) {
                try JSONDecoder().decode([TimeOfDay].self, from: Data(bad.utf8))
            }
        }
    }

    @Test func randomInputsNeverTrap() {
        let seed = SeededGenerator.seed(2)
        for input in randomInputs(count: 4000, seed: seed) {
            if let time = TimeOfDay.parse(input) {
                #expect(
                    (0..<1440).contains(time.minutesSinceMidnight),
                    "\(input.debugDescription), \(SeededGenerator.replay(seed))")
            }
        }
    }
}
