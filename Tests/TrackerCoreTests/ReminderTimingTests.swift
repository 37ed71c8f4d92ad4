import Foundation
import Testing
import TrackerCore

/// The reminder state machine: late but once within the grace, skipped beyond it, never
/// twice for one local day.
@Suite struct ReminderTimingTests {
    private let nine = LocalTimeSchedule(
        time: TimeOfDay(hour: 9, minute: 0)!, calendar: UserCalendar(timeZone: TimeZone(identifier: "UTC")!))
    private let hour: TimeInterval = 3600

    @Test func onTimeFiresAndMovesToTomorrow() {
        let decision = ReminderTiming.decide(
            nine, dueDay: saturday, lastFired: friday, now: utc("2026-11-21", 9), grace: 2 * hour)
        #expect(decision.fire?.day == saturday)
        #expect(decision.next == .init(day: date("2026-11-22"), instant: utc("2026-11-22", 9)))
    }

    @Test func lateWithinTheGraceFiresOnce() {
        let decision = ReminderTiming.decide(
            nine, dueDay: saturday, lastFired: friday, now: utc("2026-11-21", 10, 59), grace: 2 * hour)
        #expect(decision.fire?.instant == utc("2026-11-21", 9))
        let again = ReminderTiming.decide(
            nine, dueDay: saturday, lastFired: saturday, now: utc("2026-11-21", 10, 59), grace: 2 * hour)
        #expect(again.fire == nil)
    }

    @Test func beyondTheGraceSkipsToTheNextOccurrence() {
        let decision = ReminderTiming.decide(
            nine, dueDay: saturday, lastFired: friday, now: utc("2026-11-21", 11, 1), grace: 2 * hour)
        #expect(decision.fire == nil)
        #expect(decision.next?.day == date("2026-11-22"))
    }

    /// Three days down: only the latest missed occurrence is considered, never a burst.
    @Test func longDowntimeConsidersOnlyTheLatest() {
        let decision = ReminderTiming.decide(
            nine, dueDay: date("2026-11-18"), lastFired: date("2026-11-17"), now: utc("2026-11-21", 9, 30),
            grace: 2 * hour)
        #expect(decision.fire?.day == saturday)
        #expect(decision.next?.day == date("2026-11-22"))
    }

    @Test func pausedDaysNeitherFireNorBecomeDue() {
        let paused: Set = [saturday, date("2026-11-22")]
        let decision = ReminderTiming.decide(
            nine, dueDay: saturday, lastFired: friday, now: utc("2026-11-21", 9), grace: 2 * hour,
            skipping: paused.contains)
        #expect(decision.fire == nil)
        #expect(decision.next?.day == date("2026-11-23"))
    }
}
