import Foundation
import TestSupport
import Testing
import TrackerCore

/// The settings in one reply.
struct SettingsTranscriptTests {
    @Test func settingsInOneReply() throws {
        let console = try ScriptedConsole(clock: ManualClock(.iso("2026-11-21T09:00:00Z")))
        #expect(
            try console.send("/settings") == """
                ⚙️ Your settings
                Time zone: UTC — /timezone
                Day starts: midnight — /daystart
                Daily nudge: 09:00 — /remind
                Streak warning: 21:00 — /warn
                Pause: none — /pause until <date>
                Week starts: Monday — /weekstart
                """)
        #expect(
            try console.send("/remind 7:30")
                == "⏰ I'll nudge you every day at 07:30 with what's on for the day.")
        #expect(try console.send("/warn off") == "🔕 Streak warning off. /warn on turns it back on at 21:00.")
        #expect(
            try console.send("/weekstart sun")
                == "📅 Your weeks now start on Sunday. Calendars show it now; weekly targets keep this week as it "
                + "began and follow the new start from Mon 23 Nov, so no week already counted changes.")
        try console.send("/timezone Berlin")
        try console.send("/daystart 3")
        try console.send("/pause until friday")
        #expect(
            try console.send("/settings") == """
                ⚙️ Your settings
                Time zone: Europe/Berlin — /timezone
                Day starts: 03:00 — /daystart
                Daily nudge: 07:30 — /remind
                Streak warning: off — /warn
                Pause: until Fri 27 Nov — /resume
                Week starts: Sunday — /weekstart
                """)
        // The hint names the time that was set, and `/remind on` brings that one back.
        #expect(try console.send("/remind off") == "🔕 Daily nudge off. /remind on turns it back on at 07:30.")
        #expect(try console.send("/remind off") == "🔕 Daily nudge off. /remind on turns it back on at 07:30.")
        #expect(
            try console.send("/remind on")
                == "⏰ I'll nudge you every day at 07:30 with what's on for the day.")
        #expect(try console.send("/remind soon").hasSuffix("Usage: /remind <HH:MM|on|off>"))
    }
}
