import Foundation
import TestSupport
import Testing
import TrackerCore

/// Goal deadlines at the nudge time, and routines on their days with their checklists.
@Suite struct DeadlineAndRoutineTests {
    @Test func goalDeadlinesAWeekADayAndOnTheDayThenOnceOverdue() throws {
        let bot = try SchedulerHarness(at: .iso("2026-11-21T07:00:00Z"))
        try bot.send("/timezone Europe/Berlin")
        try bot.send("/goal add Marathon by 2026-11-28")
        var said: [String: String] = [:]
        for day in 21...30 {
            let sent = try bot.reminders(at: .iso("2026-11-\(day)T08:00:00Z"))
            #expect(sent.count <= 1)
            if let text = sent.first?.text { said["\(day)"] = text }
        }
        #expect(
            said == [
                "21": "🎯 Marathon is due in 7 days (Sat 28 Nov).",
                "27": "🎯 Marathon is due tomorrow (Sat 28 Nov).",
                "28": "🎯 Marathon is due today.",
                "29": "⏰ Marathon was due yesterday. Finish it, or move the deadline with /goal edit.",
            ])
    }

    @Test func aCompletedGoalIsNotMentioned() throws {
        let bot = try SchedulerHarness(at: .iso("2026-11-21T07:00:00Z"))
        try bot.send("/goal add Marathon by 2026-11-28")
        try bot.send("/goal done 1")
        #expect(try bot.rows().isEmpty)
        #expect(try bot.reminders(at: .iso("2026-11-21T09:00:00Z")).isEmpty)
    }

    @Test func routinesComeOnTheirDaysWithTheirChecklist() throws {
        let bot = try SchedulerHarness(at: .iso("2026-11-20T12:00:00Z"))
        try bot.send("/timezone Europe/Berlin")
        try bot.send("/routine add Morning on weekdays at 07:00\nDrink water\nStretch")
        #expect(try bot.reminders(at: .iso("2026-11-21T06:00:00Z")).isEmpty, "Saturday")
        #expect(try bot.reminders(at: .iso("2026-11-22T06:00:00Z")).isEmpty, "Sunday")
        let monday = try bot.reminders(at: .iso("2026-11-23T06:00:00Z"))
        try #require(monday.count == 1)
        #expect(
            monday[0].text == """
                🔁 Time for Morning (07:00)
                ⬜ 1. Drink water
                ⬜ 2. Stretch
                0/2 done today
                """)
        #expect(
            monday[0].buttonKinds == [.routine(.toggle(1, stepID: 1)), .routine(.toggle(1, stepID: 2))])
        let pressed = try #require(try bot.press(monday[0].buttons[0], on: "9"))
        #expect(pressed.delivery == .edit(messageID: "9"))
        #expect(pressed.text.contains("✅ 1. Drink water"))

        // Done early on Tuesday: no reminder.
        bot.clock.set(.iso("2026-11-24T05:00:00Z"))
        let checklist = try #require(try bot.press(monday[0].buttons[0]))
        #expect(checklist.text.contains("1/2 done today"))
        try bot.press(monday[0].buttons[1])
        #expect(try bot.reminders(at: .iso("2026-11-24T06:00:00Z")).isEmpty)
        #expect(try bot.reminders(at: .iso("2026-11-25T06:00:00Z")).count == 1)

        // Moved to 08:15: Thursday's reminder moves with it.
        try bot.send("/routine edit 1 time 08:15")
        #expect(try bot.reminders(at: .iso("2026-11-26T06:00:00Z")).isEmpty)
        #expect(try bot.reminders(at: .iso("2026-11-26T07:15:00Z")).count == 1)
    }

    /// A routine due while the scheduler had not run yet (it was down, or busy) is still sent
    /// within the grace after its time is changed, at the new time if that has passed too.
    @Test func anOverdueRoutineStillComesAfterItsTimeChanged() throws {
        let bot = try SchedulerHarness(at: .iso("2026-11-23T05:00:00Z"))
        try bot.send("/timezone Europe/Berlin")
        try bot.send("/routine add Morning on daily at 07:00\nDrink water")
        // 07:30 in Berlin: the 07:00 reminder is due, and not sent yet.
        bot.clock.set(.iso("2026-11-23T06:30:00Z"))
        try bot.send("/routine edit 1 time 07:15")
        let late = try bot.reminders(at: .iso("2026-11-23T06:30:00Z"))
        #expect(late.map(\.text) == ["🔁 Time for Morning (07:15)\n⬜ 1. Drink water\n0/1 done today"])
        // Once a day: tomorrow at the new time.
        #expect(try bot.reminders(at: .iso("2026-11-23T10:00:00Z")).isEmpty)
        #expect(try bot.reminders(at: .iso("2026-11-24T06:15:00Z")).count == 1)

        // Due again and moved later the same day: it comes at the new time, once.
        bot.clock.set(.iso("2026-11-25T06:20:00Z"))
        try bot.send("/routine edit 1 time 09:00")
        #expect(try bot.reminders(at: .iso("2026-11-25T06:20:00Z")).isEmpty)
        #expect(try bot.reminders(at: .iso("2026-11-25T08:00:00Z")).count == 1)
    }
}
