import Foundation
import Testing
import TrackerCore

@Suite struct UserCalendarTests {
    private static let berlin = TimeZone(identifier: "Europe/Berlin")
    private static let newYork = TimeZone(identifier: "America/New_York")

    private func calendar(_ zone: TimeZone?, dayStart: Int) throws -> UserCalendar {
        UserCalendar(timeZone: try #require(zone), dayStartHour: dayStart)
    }

    /// Berlin springs forward on 2026-03-29 at 02:00 CET (01:00 UTC).
    @Test(arguments: [
        // (instant date, UTC hour, minute, day start, expected local day)
        ("2026-03-28", 22, 59, 0, "2026-03-28"), ("2026-03-28", 23, 0, 0, "2026-03-29"),
        ("2026-03-29", 0, 59, 0, "2026-03-29"), ("2026-03-29", 1, 0, 0, "2026-03-29"),
        ("2026-03-29", 21, 59, 0, "2026-03-29"), ("2026-03-29", 22, 0, 0, "2026-03-30"),
        ("2026-03-29", 0, 0, 3, "2026-03-28"), ("2026-03-29", 0, 59, 3, "2026-03-28"),
        ("2026-03-29", 1, 0, 3, "2026-03-29"), ("2026-03-28", 1, 59, 3, "2026-03-27"),
        ("2026-03-28", 2, 0, 3, "2026-03-28"),
        // Falls back on 2026-10-25 at 03:00 CEST (01:00 UTC); 02:00–02:59 happens twice.
        ("2026-10-24", 21, 59, 0, "2026-10-24"), ("2026-10-24", 22, 0, 0, "2026-10-25"),
        ("2026-10-25", 22, 59, 0, "2026-10-25"), ("2026-10-25", 23, 0, 0, "2026-10-26"),
        ("2026-10-24", 0, 59, 3, "2026-10-23"), ("2026-10-24", 1, 0, 3, "2026-10-24"),
        ("2026-10-25", 0, 30, 3, "2026-10-24"), ("2026-10-25", 1, 30, 3, "2026-10-24"),
        ("2026-10-25", 1, 59, 3, "2026-10-24"), ("2026-10-25", 2, 0, 3, "2026-10-25"),
    ])
    func berlinLocalDates(day: String, hour: Int, minute: Int, dayStart: Int, expected: String) throws {
        let calendar = try calendar(Self.berlin, dayStart: dayStart)
        #expect(calendar.localDate(of: utc(day, hour, minute)) == date(expected))
    }

    /// New York springs forward on 2026-03-08 at 02:00 EST (07:00 UTC) and falls back on
    /// 2026-11-01 at 02:00 EDT (06:00 UTC).
    @Test(arguments: [
        ("2026-03-08", 4, 59, 0, "2026-03-07"), ("2026-03-08", 5, 0, 0, "2026-03-08"),
        ("2026-03-08", 6, 59, 0, "2026-03-08"), ("2026-03-08", 7, 0, 0, "2026-03-08"),
        ("2026-03-09", 3, 59, 0, "2026-03-08"), ("2026-03-09", 4, 0, 0, "2026-03-09"),
        ("2026-03-08", 6, 59, 3, "2026-03-07"), ("2026-03-08", 7, 0, 3, "2026-03-08"),
        ("2026-11-01", 3, 59, 0, "2026-10-31"), ("2026-11-01", 4, 0, 0, "2026-11-01"),
        ("2026-11-01", 5, 30, 0, "2026-11-01"), ("2026-11-01", 6, 30, 0, "2026-11-01"),
        ("2026-11-02", 4, 59, 0, "2026-11-01"), ("2026-11-02", 5, 0, 0, "2026-11-02"),
        ("2026-11-01", 5, 30, 3, "2026-10-31"), ("2026-11-01", 6, 30, 3, "2026-10-31"),
        ("2026-11-01", 7, 59, 3, "2026-10-31"), ("2026-11-01", 8, 0, 3, "2026-11-01"),
    ])
    func newYorkLocalDates(day: String, hour: Int, minute: Int, dayStart: Int, expected: String) throws {
        let calendar = try calendar(Self.newYork, dayStart: dayStart)
        #expect(calendar.localDate(of: utc(day, hour, minute)) == date(expected))
    }

    @Test func nonexistentWallTimeResolvesToTheEndOfTheGap() throws {
        let berlin = try calendar(Self.berlin, dayStart: 0)
        let springForward = date("2026-03-29")
        #expect(berlin.instant(on: springForward, hour: 2, minute: 30) == utc("2026-03-29", 1))
        #expect(berlin.instant(on: springForward, hour: 2, minute: 0) == utc("2026-03-29", 1))
        #expect(berlin.instant(on: springForward, hour: 3, minute: 0) == utc("2026-03-29", 1))
        #expect(berlin.instant(on: springForward, hour: 1, minute: 59) == utc("2026-03-29", 0, 59))
        #expect(berlin.wallTime(of: berlin.instant(on: springForward, hour: 2, minute: 30)) == (3, 0))
        let newYork = try calendar(Self.newYork, dayStart: 0)
        #expect(newYork.instant(on: date("2026-03-08"), hour: 2, minute: 30) == utc("2026-03-08", 7))
    }

    @Test func ambiguousWallTimeResolvesToItsFirstOccurrence() throws {
        let berlin = try calendar(Self.berlin, dayStart: 0)
        let fallBack = date("2026-10-25")
        #expect(berlin.instant(on: fallBack, hour: 2, minute: 30) == utc("2026-10-25", 0, 30))
        #expect(berlin.instant(on: fallBack, hour: 2, minute: 0) == utc("2026-10-25", 0))
        #expect(berlin.instant(on: fallBack, hour: 2, minute: 59) == utc("2026-10-25", 0, 59))
        #expect(berlin.instant(on: fallBack, hour: 3, minute: 0) == utc("2026-10-25", 2))
        #expect(berlin.instant(on: fallBack, hour: 1, minute: 59) == utc("2026-10-24", 23, 59))
        let newYork = try calendar(Self.newYork, dayStart: 0)
        #expect(newYork.instant(on: date("2026-11-01"), hour: 1, minute: 30) == utc("2026-11-01", 5, 30))
    }

    @Test func daysAreShorterOrLongerAcrossChanges() throws {
        let hours = { (calendar: UserCalendar, day: String) in
            calendar.end(of: date(day)).timeIntervalSince(calendar.start(of: date(day))) / 3600
        }
        let midnight = try calendar(Self.berlin, dayStart: 0)
        #expect(hours(midnight, "2026-03-29") == 23)
        #expect(hours(midnight, "2026-10-25") == 25)
        #expect(hours(midnight, "2026-06-01") == 24)
        #expect(midnight.start(of: date("2026-03-29")) == utc("2026-03-28", 23))
        let three = try calendar(Self.berlin, dayStart: 3)
        // With a 03:00 boundary the short day is the one that contains the 02:00 change.
        #expect(hours(three, "2026-03-28") == 23)
        #expect(hours(three, "2026-03-29") == 24)
        #expect(hours(three, "2026-10-24") == 25)
        #expect(hours(three, "2026-10-25") == 24)
        #expect(three.start(of: date("2026-03-28")) == utc("2026-03-28", 2))
        #expect(three.end(of: date("2026-03-28")) == utc("2026-03-29", 1))
        let newYork = try calendar(Self.newYork, dayStart: 0)
        #expect(hours(newYork, "2026-03-08") == 23)
        #expect(hours(newYork, "2026-11-01") == 25)
    }

    @Test(arguments: 0...6)
    func everyDayStartMapsBackToItsDay(dayStart: Int) throws {
        for zone in [Self.berlin, Self.newYork] {
            let calendar = try calendar(zone, dayStart: dayStart)
            for offset in 0..<365 {
                let day = date("2026-01-01").adding(days: offset)
                let start = calendar.start(of: day)
                #expect(calendar.localDate(of: start) == day)
                #expect(calendar.localDate(of: start.addingTimeInterval(-1)) == day.adding(days: -1))
                #expect(calendar.end(of: day) == calendar.start(of: day.adding(days: 1)))
            }
        }
    }

    @Test func calendarDateIgnoresTheDayBoundary() throws {
        let calendar = try calendar(Self.berlin, dayStart: 3)
        let instant = utc("2026-06-10", 23, 30)  // 01:30 CEST on June 11
        #expect(calendar.calendarDate(of: instant) == date("2026-06-11"))
        #expect(calendar.localDate(of: instant) == date("2026-06-10"))
        #expect(calendar.wallTime(of: instant) == (1, 30))
    }

    /// Checks the documented rule ("the first instant at or after the wall time") against a
    /// minute-by-minute scan on the days around every 2026 transition of every zone,
    /// including midnight changes (Santiago, Havana) and half-hour ones (Lord Howe).
    @Test func instantMatchesAScanOnEveryTransitionDayOf2026() throws {
        let from = utc("2026-01-01", 0)
        let until = utc("2027-01-01", 0)
        for identifier in TimeZone.knownTimeZoneIdentifiers {
            guard let zone = TimeZone(identifier: identifier) else { continue }
            let userCalendar = UserCalendar(timeZone: zone)
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = zone
            var days: Set<LocalDate> = []
            var cursor = from
            while let change = zone.nextDaylightSavingTimeTransition(after: cursor), change < until {
                days.insert(userCalendar.calendarDate(of: change))
                days.insert(userCalendar.calendarDate(of: change.addingTimeInterval(-1)))
                cursor = change
            }
            for day in days {
                let noonParts = DateComponents(year: day.year, month: day.month, day: day.day, hour: 12)
                let noon = try #require(calendar.date(from: noonParts))
                var walls: [(instant: Date, minutes: Int)] = []
                var instant = calendar.startOfDay(for: noon)
                while true {
                    let wall = calendar.dateComponents([.day, .hour, .minute], from: instant)
                    guard wall.day == day.day, let hour = wall.hour, let minute = wall.minute else { break }
                    walls.append((instant, hour * 60 + minute))
                    instant += 60
                }
                for target in stride(from: 0, to: 1440, by: 30) {
                    let expected = walls.first { $0.minutes >= target }?.instant ?? instant
                    let actual = userCalendar.instant(on: day, hour: target / 60, minute: target % 60)
                    #expect(actual == expected, "\(identifier) \(day) \(target / 60):\(target % 60)")
                }
            }
        }
    }
}
