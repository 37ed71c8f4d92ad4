import Foundation
import TestSupport
import Testing
import TrackerCore

/// Habits day by day: a program that completes, a choice among several, a miss that breaks
/// the run, and a run across a daylight-saving change.
struct HabitTranscriptTests {
    @Test func habitsDayByDayUntilTheProgramCompletes() throws {
        let clock = ManualClock(.iso("2026-11-21T09:00:00Z"))
        let console = try ScriptedConsole(clock: clock)
        #expect(
            try console.send("/habit add Floss for 3 days").hasPrefix("🌱 Habit 1 started: Floss, 3 days."))
        #expect(
            try console.send("/habit add floss").hasPrefix("You already have an active habit called Floss."))
        #expect(try console.send("/check") == "✅ Floss: day 1 of 3 done. 2 to go. See you tomorrow!")
        #expect(try console.send("/check") == "You already checked in Floss today. Next check-in: tomorrow.")
        clock.advance(by: 86_400)
        #expect(
            try console.send("/check floss") == "✅ Floss: day 2 of 3 done. Streak: 2 days. One day to go!")
        clock.advance(by: 86_400)
        #expect(
            try console.send("/check 1") == """
                🎉 Floss: all 3 days done! You kept your word to yourself every single day.
                [a] ↺ Start again   [b] 🌱 New habit
                """)
        #expect(try console.send("/habits").contains("1. Floss — 🏅 all 3 days done (today)"))
        #expect(try console.send("/check").hasPrefix("All your programs are complete."))
    }

    @Test func takingBackTheCheckInThatCompletedAProgramReopensIt() throws {
        let clock = ManualClock(.iso("2026-11-21T09:00:00Z"))
        let console = try ScriptedConsole(clock: clock)
        try console.send("/habit add Floss for 2 days")
        try console.send("/check")
        clock.advance(by: 86_400)
        #expect(try console.send("/check").hasPrefix("🎉 Floss: all 2 days done!"))
        #expect(
            try console.send("/check floss -1") == "↩︎ Took back 1 check-in of Floss. Today is open again.")
        #expect(
            try console.send("/habits") == """
                Your habits
                1. Floss — day 2 of 2, streak 1 day ⬜ not checked today
                [a] ✅ 1. Floss
                """)
        #expect(try console.send("/check").hasPrefix("🎉 Floss: all 2 days done!"))
    }

    @Test func severalHabitsOfferAChoiceAndAMissBreaksTheRun() throws {
        let clock = ManualClock(.iso("2026-11-21T09:00:00Z"))
        let console = try ScriptedConsole(clock: clock)
        try console.send("/habit add Read")
        try console.send("/habit add Run")
        #expect(try console.send("/check") == "Which habit do you check in?\n[a] ✅ Read\n[b] ✅ Run")
        #expect(try console.send("b") == "✅ Run: day 1 of 21 done. 20 to go. See you tomorrow!")
        #expect(try console.send("/check") == "Which habit do you check in?\n[a] ✅ Read")
        clock.advance(by: 2 * 86_400)
        #expect(
            try console.send("/check run") == """
                Your run of Run broke yesterday: no check-in that day. Nothing counts until you reset it.
                [a] ↺ Reset Run
                """)
        #expect(try console.send("a") == "↺ Run starts over: day 1 of 21 is today.\n[a] ✅ Check in now")
        #expect(try console.send("a") == "✅ Run: day 1 of 21 done. 20 to go. See you tomorrow!")
        #expect(
            try console.send("/habits") == """
                Your habits
                1. Read — run broke yesterday; reset to start over
                2. Run — day 1 of 21, streak 1 day ✅ checked today
                [a] ↺ Reset Read
                """)
    }

    @Test func aHabitAcrossBerlinsSpringForwardWithDayStartThree() throws {
        let clock = ManualClock(.iso("2026-03-27T10:00:00Z"))
        let console = try ScriptedConsole(clock: clock)
        #expect(
            try console.send("/timezone Berlin").hasPrefix(
                "🌍 Time zone set to Europe/Berlin. It is 11:00 there now."))
        try console.send("/daystart 3")
        try console.send("/habit add Read")
        try console.send("/check")
        // 01:30 CET on Sunday the 29th still counts for Saturday the 28th.
        clock.set(.iso("2026-03-29T00:30:00Z"))
        #expect(
            try console.send("/check")
                == "✅ Read: day 2 of 21 done. Streak: 2 days. 19 to go. See you tomorrow!")
        // Sunday (23 hours long) passes without a check-in; it ends at 03:00 CEST on Monday.
        clock.set(.iso("2026-03-30T00:59:59Z"))
        #expect(try console.send("/habits").contains("Read — day 3 of 21, streak 2 days ⬜ not checked today"))
        clock.set(.iso("2026-03-30T01:00:00Z"))
        #expect(try console.send("/check").hasPrefix("Your run of Read broke yesterday"))
    }
}
