import Foundation
import TestSupport
import Testing
import TrackerCore

/// Pauses that keep a habit's run alive, and resumes.
struct PauseTranscriptTests {
    @Test func aPauseCoversADayThatWouldBreakTheRun() throws {
        let clock = ManualClock(.iso("2026-11-21T09:00:00Z"))
        let console = try ScriptedConsole(clock: clock)
        try console.send("/habit add Read")
        try console.send("/check")
        #expect(
            try console.send("/pause until tomorrow") == """
                ⏸ Paused from today through tomorrow (2 days).
                Your habits are frozen and reminders muted on those days: a day without a check-in won't break a run. \
                Send /resume to come back early.
                """)
        // Sunday passes without a check-in, on a paused day.
        clock.set(.iso("2026-11-23T09:00:00Z"))
        #expect(
            try console.send("/habits").contains("1. Read — day 2 of 21, streak 1 day ⬜ not checked today"))
        #expect(
            try console.send("/check")
                == "✅ Read: day 2 of 21 done. Streak: 2 days. 19 to go. See you tomorrow!")
    }

    @Test func aPauseCannotStartInThePast() throws {
        let console = try ScriptedConsole(clock: ManualClock(.iso("2026-11-21T09:00:00Z")))
        try console.send("/habit add Read")
        let usage = "\nUsage: /pause until <date>, or /pause from <date> until <date>"
        #expect(
            try console.send("/pause from yesterday until friday")
                == "A pause can't start in the past (yesterday): those days have already counted. "
                + "Start it today: /pause until <date>" + usage)
        #expect(
            try console.send("/pause until yesterday")
                == "Yesterday has already passed: a pause lasts until today or later." + usage)
        #expect(try console.send("/settings").contains("\nPause: none — /pause until <date>\n"))
        #expect(try console.send("/resume") == "You're not on a pause. Take one with /pause until <date>.")
    }

    /// After /resume, today counts again, while the paused days before it keep bridging the run.
    @Test func resumeEndsThePauseButKeepsItsPastDays() throws {
        let clock = ManualClock(.iso("2026-11-23T09:00:00Z"))
        let console = try ScriptedConsole(clock: clock)
        try console.send("/habit add Read")
        try console.send("/check")
        try console.send("/pause from tomorrow until sunday")
        #expect(try console.send("/settings").contains("\nPause: tomorrow – Sun 29 Nov — /resume\n"))
        clock.set(.iso("2026-11-25T09:00:00Z"))
        #expect(try console.send("/settings").contains("\nPause: until Sun 29 Nov — /resume\n"))
        #expect(
            try console.send("/resume")
                == "▶️ Welcome back! Today counts again: check in with /check, see your day with /today.")
        #expect(try console.send("/settings").contains("\nPause: none — /pause until <date>\n"))
        // Tuesday was paused: the run holds.
        #expect(
            try console.send("/check")
                == "✅ Read: day 2 of 21 done. Streak: 2 days. 19 to go. See you tomorrow!")
        // Thursday is no longer paused: missing it breaks the run on Friday.
        clock.set(.iso("2026-11-27T09:00:00Z"))
        #expect(try console.send("/check").hasPrefix("Your run of Read broke yesterday"))
    }

    @Test func aPlannedPauseCanBeCancelled() throws {
        let console = try ScriptedConsole(clock: ManualClock(.iso("2026-11-21T09:00:00Z")))
        #expect(
            try console.send("/pause from dec 24 until dec 26").hasPrefix(
                "⏸ Pause planned from Thu 24 Dec through Sat 26 Dec (3 days)."))
        #expect(
            try console.send("/resume") == "The pause you planned (Thu 24 Dec – Sat 26 Dec) is cancelled.")
        #expect(try console.send("/resume") == "You're not on a pause. Take one with /pause until <date>.")
    }
}
