import Foundation
import TestSupport
import Testing
import TrackerCommands
import TrackerCore

/// A setting or an edit never re-judges a day already judged: new days, targets and week
/// starts apply from a day on, a finished run stays finished, and a pause extends a program
/// instead of completing it early.
struct RulesOverTimeTests {
    /// The plain text of the reply to `text`.
    @discardableResult
    private func say(_ conversation: PrivateConversation, _ text: String) throws -> String {
        try #require(try conversation.say(text)).text.plain
    }

    /// Moves the clock to 09:00 UTC on `iso`.
    private func go(_ conversation: PrivateConversation, to iso: String) {
        conversation.clock.set(.iso("\(iso)T09:00:00Z"))
    }

    /// 18 days of Read, daily, then `days mon,wed,fri`: the 18 days stay 18 days done in a
    /// row in every view, and the new days apply from tomorrow.
    @Test func newDaysKeepThePastUnderTheOldDays() throws {
        let chat = try PrivateConversation(at: .iso("2026-11-02T09:00:00Z"))
        try say(chat, "/habit add Read")
        for offset in 0..<18 {
            go(chat, to: LocalDate(iso: "2026-11-02")!.adding(days: offset).iso)
            try say(chat, "/check read")
        }
        // Thursday 19 November.
        let edited = try say(chat, "/habit edit 1 days mon,wed,fri")
        #expect(edited.contains("from tomorrow on; until then it keeps its rules"), "\(edited)")
        #expect(try say(chat, "/me").contains("Best streak ever: 18 days"))
        #expect(try say(chat, "/calendar year").contains("best streak 18 days"))
        let history = try say(chat, "/habit 1 history")
        #expect(history.contains("Done on 18 of 18 due days · best streak 18 days"), "\(history)")
        // Today's check-in made under the daily rule still counts, and the card says when
        // the new days begin.
        let card = try say(chat, "/habit 1")
        #expect(card.contains("✅") && card.contains("on Mon, Wed, Fri from tomorrow"), "\(card)")
        // Friday is a due day under the new rule; Saturday is not, and breaks nothing.
        go(chat, to: "2026-11-20")
        try say(chat, "/check read")
        go(chat, to: "2026-11-22")
        #expect(!(try say(chat, "/habit 1").contains("broke")))
        #expect(try say(chat, "/me").contains("Best streak ever: 19 days"))
    }

    /// A 5 of 8 day broke Water's run; `target none` afterwards does not make that day done.
    @Test func aNewTargetDoesNotReJudgeADayThatBrokeTheRun() throws {
        let chat = try PrivateConversation(at: .iso("2026-11-02T09:00:00Z"))
        try say(chat, "/habit add Water 8 glasses a day")
        try say(chat, "/check water 8")
        go(chat, to: "2026-11-03")
        try say(chat, "/check water 5")
        go(chat, to: "2026-11-04")
        #expect(try say(chat, "/habit 1").contains("broke"))
        try say(chat, "/habit edit 1 target none")
        #expect(try say(chat, "/habit 1").contains("broke"))
        let history = try say(chat, "/habit 1 history")
        #expect(history.contains("Done on 1 of 2 due days, partly on 1"), "\(history)")
    }

    /// A finished program's length or rules cannot change: its run is history.
    @Test func aFinishedRunIsNotRelabelled() throws {
        let chat = try PrivateConversation(at: .iso("2026-11-02T09:00:00Z"))
        try say(chat, "/habit add Gym 1 times a week for 3 weeks")
        for day in ["2026-11-03", "2026-11-10", "2026-11-17"] {
            go(chat, to: day)
            try say(chat, "/check gym")
        }
        let card = try say(chat, "/habit 1")
        for edit in ["length 5 weeks", "days 2 times a week", "target 3 sessions"] {
            let reply = try say(chat, "/habit edit 1 \(edit)")
            #expect(reply.contains("a finished run stays as it was"), "\(edit): \(reply)")
        }
        #expect(try say(chat, "/habit 1") == card)
        #expect(try say(chat, "/habit edit 1 name Gym time").contains("Gym time"))
    }

    /// Gym twice a week with Monday weeks: 2 of 2 in each week. Sunday weeks would regroup the
    /// last week (Sun 22 – Sat 28 has one check-in) and break the run; the new start applies
    /// from the next week instead, and switching back leaves nothing behind.
    @Test func aNewWeekStartAppliesFromTheNextWeek() throws {
        let chat = try PrivateConversation(at: .iso("2026-11-23T09:00:00Z"))
        try say(chat, "/habit add Gym 2 times a week")
        for day in ["2026-11-28", "2026-11-29", "2026-11-30", "2026-12-01"] {
            go(chat, to: day)
            try say(chat, "/check gym")
        }
        go(chat, to: "2026-12-05")
        let before = try say(chat, "/habit 1")
        #expect(before.contains("2 of 2 this week"))
        let set = try say(chat, "/weekstart sun")
        #expect(set.contains("from Mon 7 Dec"), "\(set)")
        #expect(try say(chat, "/habit 1") == before)
        #expect(try say(chat, "/calendar").contains("Su   Mo"))
        #expect(try say(chat, "/weekstart mon").contains("Your weeks now start on Monday."))
        #expect(try say(chat, "/habit 1") == before)
        // Sunday weeks from the next week on: Mon 7 to Sat 12 is a short week, then Sun 13 and
        // Mon 14 December are one week.
        try say(chat, "/weekstart sun")
        for day in ["2026-12-07", "2026-12-08", "2026-12-13", "2026-12-14"] {
            go(chat, to: day)
            try say(chat, "/check gym")
        }
        let after = try say(chat, "/habit 1")
        #expect(after.contains("2 of 2 this week") && !after.contains("broke"), "\(after)")
    }

    /// Piano on Mon, Wed, Fri for one week, with Wednesday to Friday paused: Monday alone does
    /// not finish the week; the paused days extend it, and cancelling the pause re-evaluates.
    @Test func pausedDueDaysExtendTheProgram() throws {
        let chat = try PrivateConversation(at: .iso("2026-11-22T09:00:00Z"))
        try say(chat, "/habit add Piano on mon,wed,fri for 1 week")
        try say(chat, "/pause from wed until fri")
        go(chat, to: "2026-11-23")
        let monday = try say(chat, "/check piano")
        #expect(monday.contains("Monday done, week 1 of 1"), "\(monday)")
        #expect(try say(chat, "/me").contains("1 active, 0 finished"))
        go(chat, to: "2026-11-24")
        try say(chat, "/resume")
        go(chat, to: "2026-11-25")
        try say(chat, "/check piano")
        go(chat, to: "2026-11-27")
        let friday = try say(chat, "/check piano")
        #expect(friday.contains("kept"), "\(friday)")
        #expect(try say(chat, "/me").contains("0 active, 1 finished"))
    }
}
