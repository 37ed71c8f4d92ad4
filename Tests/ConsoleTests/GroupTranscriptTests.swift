import Foundation
import TestSupport
import Testing
import TrackerCore

/// `trackerbot console --group`: a challenge in the console's group chat, its summary and the
/// last call, with the mention shown as `@name`.
struct GroupTranscriptTests {
    @Test func aTwoDayChallengeInTheConsolesGroup() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let console = try ScriptedConsole(
            databasePath: directory.file("bot.sqlite"), clock: ManualClock(.iso("2026-11-23T09:00:00Z")),
            isGroup: true)
        #expect(
            try console.send("/challenge Read for 2 days") == """
                📣 Alice started a challenge: Read for 2 days, until tomorrow.
                Tap Join or send /join to take part, then check in once a day with /check, here or in private. \
                Miss a day and your run starts over.
                Members: Alice
                [1] 🙋 Join
                """)
        // Pressing Join again changes nothing: the announcement shows who is in.
        #expect(try console.send("1").hasSuffix("Members: Alice\n[1] 🙋 Join"))
        try console.send("/nudgeme on")
        // The one person at the console is its admin.
        #expect(try console.send("/group time 20:00") == "🕘 The daily summary now comes at 20:00 (UTC).")
        #expect(
            try console.wait(until: .iso("2026-11-23T20:00:00Z"))
                == "📣 Read challenge · day 1 of 2\n⬜ Alice\nCheck in with /check, here or in private.")
        #expect(
            try console.wait(until: .iso("2026-11-23T23:00:00Z"))
                == "⏰ One hour left today for Read: @Alice. Check in with /check, here or in private.")
        #expect(try console.send("/check") == "✅ Read: day 1 of 2 done. One day to go!")

        // Private reminders go to the private chat, not here.
        #expect(try console.wait(until: .iso("2026-11-24T10:00:00Z")) == "")
        #expect(try console.send("/check").hasPrefix("🎉 Read: all 2 days done!"))
        #expect(
            try console.wait(until: .iso("2026-11-24T20:00:00Z")) == """
                🏁 Read · day 2 of 2: that's a wrap!
                🏆 Finished, every single day: Alice 🎉
                Start the next one: /challenge <habit> [for <N> days]
                """)
        #expect(
            try console.send("/board") == """
                🏁 Read ended after all 2 days. Final board:
                1. Alice · streak 2 · 2 check-ins
                Start the next one: /challenge <habit> [for <N> days]
                """)
        #expect(try console.send("/todos").hasPrefix("🔒 I keep your goals, habits and to-dos private."))
    }
}
