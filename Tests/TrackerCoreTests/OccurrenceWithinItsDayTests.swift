import Foundation
import TestSupport
import Testing
import TrackerCore

/// An occurrence always falls within its local day: a time a spring-forward gap pushes past
/// the day boundary has none that day, and nothing fires once its day is over.
@Suite struct OccurrenceWithinItsDayTests {
    private let berlin = UserCalendar(timeZone: TimeZone(identifier: "Europe/Berlin")!, dayStartHour: 3)

    private func schedule(_ hour: Int, _ minute: Int) -> LocalTimeSchedule {
        LocalTimeSchedule(time: TimeOfDay(hour: hour, minute: minute)!, calendar: berlin)
    }

    @Test func theSpringNightHasNoOccurrenceAtTheBoundary() throws {
        let warning = schedule(2, 30)
        // Saturday 28 March 2026 ends at 03:00 CEST on Sunday; 02:30 that night does not exist.
        #expect(warning.instant(on: LocalDate(iso: "2026-03-28")!) == nil)
        #expect(warning.instant(on: LocalDate(iso: "2026-03-27")!) == Date.iso("2026-03-28T01:30:00Z"))
        // On the autumn night 02:30 comes twice: the first, before the day ends at 03:00 CET.
        #expect(warning.instant(on: LocalDate(iso: "2026-10-24")!) == Date.iso("2026-10-25T00:30:00Z"))
        // The boundary itself still starts its day.
        #expect(schedule(3, 0).instant(on: LocalDate(iso: "2026-03-29")!) == Date.iso("2026-03-29T01:00:00Z"))
    }

    /// Every occurrence of every half hour, over Berlin's year, is before its day's end.
    @Test func everyOccurrenceIsBeforeItsDaysEnd() throws {
        for hour in 0..<24 {
            for minute in [0, 30] {
                let alarm = schedule(hour, minute)
                var day = LocalDate(iso: "2026-01-01")!
                while day < LocalDate(iso: "2027-01-01")! {
                    if let instant = alarm.instant(on: day) {
                        #expect(
                            berlin.start(of: day) <= instant && instant < berlin.end(of: day),
                            "\(day) \(hour):\(minute)")
                    }
                    day = day.adding(days: 1)
                }
            }
        }
    }

    /// After downtime, a warning still within the grace is dropped once its day is over.
    @Test func nothingFiresOnceItsDayIsOver() throws {
        let warning = schedule(2, 30)
        let monday = LocalDate(iso: "2026-11-23")!
        let late = ReminderTiming.decide(
            warning, dueDay: monday, lastFired: nil, now: .iso("2026-11-24T02:10:00Z"), grace: 2 * 3600)
        #expect(late.fire == nil)
        #expect(late.next?.day == monday.adding(days: 1))
        let onTime = ReminderTiming.decide(
            warning, dueDay: monday, lastFired: nil, now: .iso("2026-11-24T01:40:00Z"), grace: 2 * 3600)
        #expect(onTime.fire?.day == monday)
    }
}
