import Foundation
import TestSupport
import Testing
import TrackerCore

/// `trackerbot console --group`: a challenge in the console's group chat, its summary and the
/// last call, with the mention shown as `@name`.
struct GroupTranscriptTests {
    @Test func aTwoDayChallengeInTheConsolesGroup() throws {
        let console = try ScriptedConsole(
            clock: ManualClock(.iso("2026-11-23T09:00:00Z")),
            isGroup: true)
        #expect(
            try console.send("/challenge Read for 2 days") == """
                📣 Alice started a challenge: Read for 2 days, until tomorrow.
                Choose Join or send /join to take part, then check in once a day with /check, here or in private. \
                Miss a day and your run starts over.
                Members: Alice
                [a] 🙋 Join
                """)
        // Pressing Join again changes nothing: the announcement shows who is in.
        #expect(try console.send("a").hasSuffix("Members: Alice\n[a] 🙋 Join"))
        try console.send("/nudgeme on")
        // The one person at the console is its admin.
        #expect(try console.send("/group time 20:00") == "🕘 The daily summary now comes at 20:00 (UTC).")
        #expect(
            try console.wait(until: .iso("2026-11-23T20:00:00Z"))
                == "📣 Read challenge · day 1 of 2\n⬜ Alice · 0 check-ins\nCheck in with /check, here or in private."
        )
        #expect(
            try console.wait(until: .iso("2026-11-23T23:00:00Z"))
                == "⏰ The group's day ends in an hour, and Read is still open for @Alice. Check in with /check, here or in private."
        )
        #expect(try console.send("/check") == "✅ Read: day 1 of 2 done. One day to go!")

        // The private chat's reminders come here too, marked, with their buttons for the
        // private console: queued for it, they would appear there days late.
        #expect(
            try console.wait(until: .iso("2026-11-24T10:00:00Z")) == """
                🔒 In your private chat:
                ☀️ Time for Read today. Check it in with ✅ once it's done.
                (to press ✅ Read, use `trackerbot console`)
                """)
        let finished = try console.send("/check")
        #expect(finished.hasPrefix("🎉 Alice finished Read: all 2 days done!"), "the group hears who finished")
        // Starting over is for the private chat: the group sees no button of Alice's.
        #expect(!finished.contains("\n[a]"), "no personal buttons in a group: \(finished)")
        #expect(
            try console.wait(until: .iso("2026-11-24T20:00:00Z")) == """
                🏁 Read · day 2 of 2: that's a wrap!
                🏆 Finished, every single day: Alice 🎉
                Start the next one: /challenge <habit> [for <N> days]
                """)
        #expect(
            try console.send("/board") == """
                🏁 Read ended after 2 days. Final board:
                1. Alice · 🏅 all 2 days done · 2 check-ins
                Start the next one: /challenge <habit> [for <N> days]
                """)
        #expect(try console.send("/todos").hasPrefix("🔒 I keep your goals, habits and to-dos private."))
    }

    /// A private habit never shows in the group: not by name, not by number, with or
    /// without a challenge running there.
    @Test func aPrivateHabitIsNeitherCheckedNorResetInTheGroup() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let clock = ManualClock(.iso("2026-11-23T09:00:00Z"))
        let alone = try ScriptedConsole(databasePath: directory.file("bot.sqlite"), clock: clock)
        let group = try ScriptedConsole(
            databasePath: directory.file("bot.sqlite"), clock: clock, isGroup: true)
        try alone.send("/habit add Run")
        try alone.send("/habits")
        #expect(
            try group.send("/check Run")
                == "This group has no challenge running, and I keep your own habits private: use our private "
                + "chat for them, or start a challenge here with /challenge <habit>.")
        try group.send("/challenge Read for 5 days")
        // The starter is in the challenge, so nothing tells them to join it.
        func refused(_ command: String) -> String {
            "In this group, \(command) is for the Read challenge only: name it, or nothing. "
                + "I keep your other habits private: use our private chat for them."
        }
        let bob = try ScriptedConsole(
            databasePath: directory.file("bot.sqlite"), clock: clock, userID: "bob", name: "Bob",
            isGroup: true)
        #expect(
            try bob.send("/check Run")
                == "In this group, /check is for the Read challenge only (/join to take part): name it, or "
                + "nothing. I keep your other habits private: use our private chat for them.")
        #expect(try group.send("/check Run") == refused("/check"))
        #expect(try group.send("/check 1") == refused("/check"))
        // A number past the private list says nothing of how long that list is.
        #expect(try group.send("/check 6") == refused("/check"))
        #expect(try group.send("/habit reset 1") == refused("/habit reset"))
        #expect(try group.send("/check rea") == "✅ Read: day 1 of 5 done. 4 to go. See you tomorrow!")
        #expect(try alone.send("/habits").contains("1. Run — day 1 of 21 ⬜ not checked today"))
    }

    /// In a group with an amount challenge, a number after /check is an amount of it, never a
    /// number from the member's private list, which the group must not learn anything about.
    @Test func aNumberInAGroupIsAnAmountOfItsChallenge() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let clock = ManualClock(.iso("2026-11-23T09:00:00Z"))
        let alone = try ScriptedConsole(databasePath: directory.file("bot.sqlite"), clock: clock)
        let group = try ScriptedConsole(
            databasePath: directory.file("bot.sqlite"), clock: clock, isGroup: true)
        for name in ["Run", "Piano", "Walk"] { try alone.send("/habit add \(name)") }
        try group.send("/challenge Water 8 glasses a day for 5 days")
        #expect(try group.send("/check 3").hasPrefix("➕ Water: 3/8 glasses today"))
        #expect(try group.send("/check 6").hasPrefix("✅ Water: 9/8 glasses"))
        #expect(try group.send("/check water 2").contains("glasses today"))
        #expect(
            try group.send("/check 2 1").hasPrefix("In this group, /check is for the Water challenge only"))
        #expect(
            try group.send("/habit reset 1").hasPrefix(
                "In this group, /habit reset is for the Water challenge"))
        #expect(try alone.send("/habits").contains("1. Run"))
    }
}
