import Foundation
import PropertyBased
import SQLiteStore
import TestSupport
import Testing
import TrackerCore

/// Over random zones, reminder times, day boundaries and routine days, 60 simulated days
/// through the real schedule table: every reminder fires exactly once per local day it is
/// due, at its local time (or the first valid minute after one a DST change skipped), unless
/// the tick that reaches it comes once its day is over. How late each tick comes is drawn
/// from a seed that is one of the property's inputs, so the property's own seed replays it.
@Suite struct SchedulePropertyTests {
    static let zones = [
        "Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "Asia/Kolkata", "Pacific/Chatham",
        "America/St_Johns", "Australia/Adelaide", "Europe/London", "America/Santiago", "Pacific/Auckland",
        "Asia/Tehran", "UTC",
    ]

    /// One fire seen in the simulation.
    struct Fire {
        var key: ScheduledReminder.Key
        var day: LocalDate
        var scheduled: Date
        var at: Date
    }

    @Test func everyReminderFiresOncePerDueDayAtItsLocalTime() async throws {
        await propertyCheck(
            count: 8,
            input: Gen.element(of: Self.zones), Gen.int(in: 0...1439), Gen.int(in: 0...1439),
            Gen.int(in: 0...6),
            Gen.int(in: 0...1439), Gen.int(in: 1...127), Gen.int(in: 0...364), Gen.uint64()
        ) { zone, remind, warn, dayStart, routineTime, routineDays, startDay, seed in
            try await simulate(
                zone: zone ?? "UTC", remind: minutes(remind), warn: minutes(warn), dayStart: dayStart,
                routine: (minutes(routineTime), WeekdaySet(rawValue: routineDays) ?? .daily),
                start: Date.iso("2026-01-01T00:00:00Z").addingTimeInterval(TimeInterval(startDay * 86_400)),
                seed: seed)
        }
    }

    private func minutes(_ value: Int) -> TimeOfDay {
        TimeOfDay(hour: value / 60, minute: value % 60) ?? TimeOfDay(hour: 9, minute: 0)!
    }

    private func simulate(
        zone: String, remind: TimeOfDay, warn: TimeOfDay, dayStart: Int, routine: (TimeOfDay, WeekdaySet),
        start: Date, seed: UInt64
    ) async throws {
        let bot = try SchedulerHarness(at: start)
        try #require(try bot.send("/timezone \(zone)").hasPrefix("🌍"))
        try bot.send("/daystart \(dayStart)")
        try bot.send("/remind \(remind.text)")
        try bot.send("/warn \(warn.text)")
        try bot.send("/habit add Read")
        try bot.send(
            "/routine add Plan on \(routine.1.days.map(\.name).joined(separator: ",")) at \(routine.0.text)\nStep"
        )
        let calendar = UserCalendar(
            timeZone: try #require(TimeZone(identifier: zone)), dayStartHour: dayStart)
        let schedules: [ScheduledReminder.Key: LocalTimeSchedule] = [
            .init(kind: .nudge, itemID: 0): LocalTimeSchedule(time: remind, calendar: calendar),
            .init(kind: .warning, itemID: 0): LocalTimeSchedule(time: warn, calendar: calendar),
            .init(kind: .dayEnd, itemID: 0): LocalTimeSchedule(
                time: TimeOfDay(hour: dayStart, minute: 0)!, calendar: calendar),
            .init(kind: .routine, itemID: 1): LocalTimeSchedule(
                time: routine.0, days: routine.1, calendar: calendar),
        ]
        try #require(Set(try bot.rows().map(\.key)) == Set(schedules.keys))

        let end = start.addingTimeInterval(60 * 86_400)
        var generator = SeededGenerator(state: seed)
        var fires: [Fire] = []
        var ticks: [Date] = []
        var rows = try bot.rows()
        // The last tick: it may run a little past `end`, firing what is due by then.
        var last = start
        while let next = rows.map(\.fireAt).min(), next <= end {
            // Lets other tests waiting on the shared concurrency pool run between ticks.
            await Task.yield()
            // Up to half an hour late, as a busy loop may be: well within the grace.
            let now = next.addingTimeInterval(TimeInterval(Int.random(in: 0...1800, using: &generator)))
            _ = try bot.reminders(at: now)
            ticks.append(now)
            last = now
            let after = try bot.rows()
            for row in after {
                guard let before = rows.first(where: { $0.key == row.key }) else { continue }
                if row.lastFiredOn != before.lastFiredOn, let day = row.lastFiredOn {
                    fires.append(Fire(key: row.key, day: day, scheduled: before.fireAt, at: now))
                }
            }
            rows = after
        }

        for (key, schedule) in schedules {
            let fired = fires.filter { $0.key == key }
            let firstDay = calendar.localDate(of: start).adding(days: -1)
            let expected = (0...63).map { firstDay.adding(days: $0) }.filter { day in
                guard let instant = schedule.instant(on: day), instant > start, instant <= last,
                    let tick = ticks.first(where: { $0 >= instant })
                else { return false }
                // A tick late enough to fall in the next day drops the reminder: never sent late.
                return tick < calendar.end(of: day)
            }
            #expect(
                fired.map(\.day) == expected, "\(key.kind) in \(zone), day start \(dayStart), seed \(seed)")
            for fire in fired {
                #expect(
                    fire.at >= fire.scheduled && fire.at.timeIntervalSince(fire.scheduled) <= 1800,
                    "seed \(seed)")
                #expect(
                    isRightLocalTime(fire.scheduled, for: fire.day, time: schedule.time, calendar: calendar),
                    "\(key.kind) for \(fire.day) at \(fire.scheduled) in \(zone), seed \(seed)")
            }
        }
    }

    /// Checks an instant against the wall clock alone: on the right calendar date, and either
    /// the first instant showing `time` or, when `time` was skipped, the first after the gap.
    private func isRightLocalTime(
        _ instant: Date, for day: LocalDate, time: TimeOfDay, calendar: UserCalendar
    )
        -> Bool
    {
        let date = time.hour < calendar.dayStartHour ? day.adding(days: 1) : day
        guard calendar.calendarDate(of: instant) == date else { return false }
        let wall = calendar.wallTime(of: instant)
        let minutes = wall.hour * 60 + wall.minute
        if minutes == time.minutesSinceMidnight {
            // Not the second of two ambiguous instants.
            return [1800.0, 3600.0].allSatisfy { offset in
                let earlier = instant.addingTimeInterval(-offset)
                let earlierWall = calendar.wallTime(of: earlier)
                return calendar.calendarDate(of: earlier) != date || earlierWall != wall
            }
        }
        // Skipped: the minute before was still before `time`, possibly on the day before
        // (a change at midnight).
        let minuteBefore = instant.addingTimeInterval(-60)
        let before = calendar.wallTime(of: minuteBefore)
        return minutes > time.minutesSinceMidnight
            && (calendar.calendarDate(of: minuteBefore) < date
                || before.hour * 60 + before.minute < time.minutesSinceMidnight)
    }
}
