import Foundation
import TestSupport
import Testing
import TrackerCore

/// Reminders in the console: they appear on their own at their time, with numbered buttons
/// that work like any other.
struct ReminderTranscriptTests {
    @Test func aNudgeAppearsAtNineAndItsButtonsCheckInOneByOne() throws {
        let console = try ScriptedConsole(clock: ManualClock(.iso("2026-11-21T07:30:00Z")))
        try console.send("/timezone Europe/Berlin")
        try console.send("/habit add Read")
        try console.send("/habit add Stretch for 30 days")
        #expect(try console.wait(until: .iso("2026-11-21T07:59:00Z")) == "")
        #expect(
            try console.wait(until: .iso("2026-11-21T08:00:00Z")) == """
                ☀️ Still to check in today:
                • Read
                • Stretch
                Check each in with ✅ once it's done.
                [a] ✅ Read
                [b] ✅ Stretch
                """)
        // The nudge stays, Stretch marked done and its button gone, the check-in's answer under it.
        #expect(
            try console.send("b") == """
                ☀️ Still to check in today:
                • Read
                • ✅ Stretch
                Check each in with ✅ once it's done.

                ✅ Stretch: day 1 of 30 done. 29 to go. See you tomorrow!
                [a] ✅ Read
                """)
        // The last one to press: its answer takes the nudge's place.
        #expect(try console.send("a") == "✅ Read: day 1 of 21 done. 20 to go. See you tomorrow!")
        #expect(try console.wait(until: .iso("2026-11-21T08:30:00Z")) == "")
        #expect(
            try console.wait(until: .iso("2026-11-21T20:00:00Z"))
                == "", "both are checked in")
        #expect(
            try console.wait(until: .iso("2026-11-22T08:00:00Z")) == """
                ☀️ Still to check in today:
                • Read
                • Stretch
                Check each in with ✅ once it's done.
                [a] ✅ Read
                [b] ✅ Stretch
                """)
    }
}
