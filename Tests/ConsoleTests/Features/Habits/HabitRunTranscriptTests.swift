import Foundation
import TestSupport
import Testing
import TrackerCore

/// Habit runs: starting over asks first while the run goes well, and no check-in lands
/// before the day a run started.
struct HabitRunTranscriptTests {
    @Test func resettingAHealthyRunAsksFirst() throws {
        let clock = ManualClock(.iso("2026-11-21T09:00:00Z"))
        let console = try ScriptedConsole(clock: clock)
        try console.send("/habit add Read")
        // Nothing checked in yet: nothing to lose, so it starts over at once.
        #expect(try console.send("/habit reset 1").hasPrefix("↺ Read starts over: day 1 of 21 is today."))
        try console.send("/check")
        clock.advance(by: 86_400)
        try console.send("/check")
        #expect(
            try console.send("/habit reset 1") == """
                Start Read over at day 1? You're on day 2 of 21 with a 2-day streak, and a new run counts none of it.
                [a] ↺ Start over   [b] Keep going
                """)
        #expect(try console.send("b") == "OK, nothing changed.")
        #expect(try console.send("/habits").contains("day 2 of 21, streak 2 days ✅ checked today"))
        try console.send("/habit reset 1")
        #expect(try console.send("a") == "↺ Read starts over: day 1 of 21 is today.\n[a] ✅ Check in now")
        #expect(try console.send("/habits").contains("day 1 of 21 ⬜ not checked today"))
        // A broken run starts over without a question.
        clock.advance(by: 2 * 86_400)
        #expect(try console.send("/habit reset 1").hasPrefix("↺ Read starts over"))
    }

    @Test func noCheckInBeforeTheRunStarts() throws {
        // 10:30 UTC is 00:30 on the 22nd in Kiritimati (UTC+14), but 22:30 on the 20th at UTC-12.
        let clock = ManualClock(.iso("2026-11-21T10:30:00Z"))
        let console = try ScriptedConsole(clock: clock)
        try console.send("/timezone Pacific/Kiritimati")
        try console.send("/habit add Read for 3 days")
        try console.send("/timezone UTC-12")
        #expect(
            try console.send("/check")
                == "Read's run starts on Sun 22 Nov in your time zone. Check in from that day on.")
        #expect(try console.send("/habits").contains("day 1 of 3 ⬜ not checked today"))
        // From the run's first day on, check-ins count as usual, and the streak starts there.
        clock.set(.iso("2026-11-22T12:30:00Z"))
        #expect(try console.send("/check") == "✅ Read: day 1 of 3 done. 2 to go. See you tomorrow!")
    }
}
