import Foundation
import Testing
import TrackerCore

/// What refreshing a schedule writes, whichever store keeps it: a due entry stays due, a
/// moved one is rewritten, one without an alarm goes, an unchanged one is left alone.
@Suite struct ScheduleRefreshTests {
    private let calendar = UserCalendar(timeZone: TimeZone(identifier: "Europe/Berlin")!)
    private var nine: LocalTimeSchedule {
        LocalTimeSchedule(time: TimeOfDay(hour: 9, minute: 0)!, calendar: calendar)
    }
    private var ten: LocalTimeSchedule {
        LocalTimeSchedule(time: TimeOfDay(hour: 10, minute: 0)!, calendar: calendar)
    }
    /// 2026-11-21 07:00 in Berlin (06:00 UTC), before both alarms.
    private let now = Date(timeIntervalSince1970: 1_795_240_800)
    private let saturday = LocalDate(year: 2026, month: 11, day: 21)!
    private let friday = LocalDate(year: 2026, month: 11, day: 20)!

    @Test func aUserEntryIsWrittenMovedKeptDueOrDeleted() {
        let atNine = nine.next(after: now)!
        #expect(atNine.day == saturday)
        let existing: [String: ScheduleRefresh.Entry] = [
            // Already at its next occurrence: nothing to write.
            "nudge": .init(fireAt: atNine.instant, dueDay: saturday, lastFiredOn: friday),
            // Due a minute ago and not fired yet: it stays due.
            "warning": .init(fireAt: now.addingTimeInterval(-60), dueDay: friday, lastFiredOn: nil),
            // Its alarm moved from nine to ten.
            "routine": .init(fireAt: atNine.instant, dueDay: saturday, lastFiredOn: friday),
            // No alarm any more.
            "dayEnd": .init(fireAt: atNine.instant, dueDay: saturday, lastFiredOn: nil),
        ]
        let plan = ScheduleRefresh.reminders(
            alarms: [("nudge", nine), ("warning", ten), ("routine", ten), ("new", nine)], existing: existing,
            now: now, skipping: { _ in false })
        let atTen = ten.next(after: now)!
        #expect(
            plan.writes == [
                "routine": .init(fireAt: atTen.instant, dueDay: saturday, lastFiredOn: friday),
                "new": .init(fireAt: atNine.instant, dueDay: saturday, lastFiredOn: nil),
            ])
        #expect(plan.deletes == ["dayEnd"])
    }

    @Test func aUserEntrySkipsSkippedDaysAndDaysItFiredFor() {
        let plan = ScheduleRefresh.reminders(
            alarms: [("nudge", nine)],
            existing: [
                "nudge": .init(
                    fireAt: now.addingTimeInterval(86_400), dueDay: saturday, lastFiredOn: saturday)
            ],
            now: now, skipping: { $0 == LocalDate(year: 2026, month: 11, day: 22)! })
        #expect(plan.writes["nudge"]?.dueDay == LocalDate(year: 2026, month: 11, day: 23)!)
        #expect(plan.writes["nudge"]?.lastFiredOn == saturday)
    }

    @Test func aGroupMessageIsAlwaysWrittenAndGoesWithoutItsAlarm() {
        let atNine = nine.next(after: now)!
        let plan = ScheduleRefresh.groupMessages(
            alarms: [("summary", nine)],
            existing: [
                "summary": .init(fireAt: atNine.instant, dueDay: saturday, lastFiredOn: friday),
                "lastCall": .init(fireAt: atNine.instant, dueDay: saturday, lastFiredOn: nil),
            ],
            now: now)
        #expect(
            plan.writes == ["summary": .init(fireAt: atNine.instant, dueDay: saturday, lastFiredOn: friday)])
        #expect(plan.deletes == ["lastCall"])
    }
}
