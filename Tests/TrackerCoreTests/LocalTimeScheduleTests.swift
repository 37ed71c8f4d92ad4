import Foundation
import Testing
import TrackerCore

/// Occurrences of a local wall time across DST changes, zones with half-hour offsets and
/// a day boundary after midnight.
@Suite struct LocalTimeScheduleTests {
    private func schedule(
        _ zone: String, _ hour: Int, _ minute: Int = 0, days: WeekdaySet = .daily, dayStart: Int = 0
    ) throws -> LocalTimeSchedule {
        let timeZone = try #require(TimeZone(identifier: zone))
        return LocalTimeSchedule(
            time: try #require(TimeOfDay(hour: hour, minute: minute)), days: days,
            calendar: UserCalendar(timeZone: timeZone, dayStartHour: dayStart))
    }

    /// A 20:00 nudge in Berlin stays at 20:00 local on both sides of each change.
    @Test(arguments: [
        ("2026-03-28", "2026-03-28", 19), ("2026-03-29", "2026-03-29", 18), ("2026-03-30", "2026-03-30", 18),
        ("2026-10-24", "2026-10-24", 18), ("2026-10-25", "2026-10-25", 19), ("2026-10-26", "2026-10-26", 19),
    ])
    func berlinEveningAcrossChanges(day: String, utcDay: String, utcHour: Int) throws {
        let berlin = try schedule("Europe/Berlin", 20)
        let instant = try #require(berlin.instant(on: date(day)))
        #expect(instant == utc(utcDay, utcHour))
        #expect(berlin.calendar.wallTime(of: instant) == (20, 0))
    }

    /// 02:30 does not exist on New York's spring-forward day: it fires at 03:00 EDT. On the
    /// fall-back day 01:30 happens twice: it fires once, at the first.
    @Test func newYorkGapAndOverlap() throws {
        let newYork = try schedule("America/New_York", 2, 30)
        #expect(newYork.instant(on: date("2026-03-07")) == utc("2026-03-07", 7, 30))
        #expect(newYork.instant(on: date("2026-03-08")) == utc("2026-03-08", 7))
        #expect(newYork.instant(on: date("2026-03-09")) == utc("2026-03-09", 6, 30))
        let overlap = try schedule("America/New_York", 1, 30)
        #expect(overlap.instant(on: date("2026-11-01")) == utc("2026-11-01", 5, 30))
        // After the first 01:30 fired, the next is the following day, not the repeat an hour later.
        let next = overlap.next(after: utc("2026-11-01", 5, 30), notOnOrBefore: date("2026-11-01"))
        #expect(next == .init(day: date("2026-11-02"), instant: utc("2026-11-02", 6, 30)))
        #expect(overlap.next(after: utc("2026-11-01", 5, 31))?.day == date("2026-11-02"))
    }

    /// Lord Howe moves by 30 minutes: 02:00–02:30 is skipped on 2026-10-04, and 01:30–02:00
    /// happens twice on 2026-04-05.
    @Test func lordHoweHalfHourChanges() throws {
        let gap = try schedule("Australia/Lord_Howe", 2, 15)
        let inGap = try #require(gap.instant(on: date("2026-10-04")))
        #expect(inGap == utc("2026-10-03", 15, 30))
        #expect(gap.calendar.wallTime(of: inGap) == (2, 30))
        #expect(gap.instant(on: date("2026-10-05")) == utc("2026-10-04", 15, 15))
        let overlap = try schedule("Australia/Lord_Howe", 1, 45)
        #expect(overlap.instant(on: date("2026-04-05")) == utc("2026-04-04", 14, 45))
        #expect(overlap.next(after: utc("2026-04-04", 14, 45))?.day == date("2026-04-06"))
        #expect(overlap.instant(on: date("2026-04-06")) == utc("2026-04-05", 15, 15))
    }

    /// Kolkata has a half-hour offset and no DST.
    @Test func kolkataHalfHourOffset() throws {
        let kolkata = try schedule("Asia/Kolkata", 9)
        for day in ["2026-03-29", "2026-07-01", "2026-10-25"] {
            #expect(kolkata.instant(on: date(day)) == utc(day, 3, 30))
        }
    }

    /// With a day boundary of 3, 01:30 belongs to the day that started the evening before.
    @Test func dayBoundaryAfterMidnight() throws {
        let late = try schedule("Europe/Berlin", 1, 30, dayStart: 3)
        #expect(late.instant(on: saturday) == utc("2026-11-22", 0, 30))
        // Saturday 23:00 local: the Saturday occurrence is still ahead, at 01:30 on Sunday.
        #expect(
            late.next(after: utc("2026-11-21", 22)) == .init(day: saturday, instant: utc("2026-11-22", 0, 30))
        )
        let boundary = try schedule("Europe/Berlin", 3, dayStart: 3)
        #expect(boundary.instant(on: saturday) == boundary.calendar.start(of: saturday))
    }

    @Test func weekdaysAndSkippedDays() throws {
        let weekdays = try schedule("UTC", 7, days: .weekdays)
        #expect(weekdays.instant(on: saturday) == nil)
        #expect(weekdays.next(after: utc("2026-11-20", 8))?.day == date("2026-11-23"))
        let paused: Set = [date("2026-11-23"), date("2026-11-24")]
        #expect(
            weekdays.next(after: utc("2026-11-20", 8), skipping: paused.contains)?.day == date("2026-11-25"))
        #expect(weekdays.next(after: utc("2026-11-20", 8), skipping: { _ in true }) == nil)
        #expect(
            weekdays.latest(onOrAfter: date("2026-11-18"), atOrBefore: utc("2026-11-22", 12))?.day
                == date("2026-11-20"))
    }
}
