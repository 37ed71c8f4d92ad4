import Foundation
import TestSupport
import Testing
import TrackerCore

/// Routines in the console: added with their steps, ticked per local day, edited, deleted.
struct RoutineTranscriptTests {
    /// Monday 2026-11-23, 06:30 UTC.
    static let monday = Date.iso("2026-11-23T06:30:00Z")

    @Test func aRoutineFromAddToACompleteDay() throws {
        let clock = ManualClock(Self.monday)
        let console = try ScriptedConsole(clock: clock)

        let added = try console.send(
            "/routine add Morning on weekdays at 7:00\\\nDrink water\\\nStretch\\\nMeditate")
        #expect(
            added.hasPrefix(
                "🔁 Routine 1 added: Morning — weekdays at 07:00, 3 steps.\nOpen today's checklist with /routine 1.\n\n💡 "
            ))
        #expect(added.hasSuffix("\n[a] Open routine"))
        #expect(
            try console.send("a") == """
                🔁 Morning (routine 1)
                Weekdays at 07:00
                ⬜ 1. Drink water
                ⬜ 2. Stretch
                ⬜ 3. Meditate
                0/3 done today
                [a] ⬜ 1. Drink water
                [b] ⬜ 2. Stretch
                [c] ⬜ 3. Meditate
                [d] « Routines   [e] Delete
                """)
        #expect(
            try console.send("b").contains("⬜ 1. Drink water\n✅ 2. Stretch\n⬜ 3. Meditate\n1/3 done today"))
        // Pressing a done step unticks it.
        #expect(try console.send("b").contains("0/3 done today"))
        try console.send("a")
        try console.send("b")
        #expect(
            try console.send("c") == """
                🔁 Morning (routine 1)
                Weekdays at 07:00
                ✅ 1. Drink water
                ✅ 2. Stretch
                ✅ 3. Meditate
                3/3 done today
                🎉 Routine complete for today!
                [a] ✅ 1. Drink water
                [b] ✅ 2. Stretch
                [c] ✅ 3. Meditate
                [d] « Routines   [e] Delete
                """)
        #expect(
            try console.send("d") == """
                Your routines
                1. Morning — weekdays at 07:00 ✅ done today

                Open one with /routine <n> or a button.
                [a] 1
                """)
        // The next day starts with a fresh checklist.
        clock.advance(by: 86_400)
        #expect(try console.send("/routine 1").contains("0/3 done today"))
        // Saturday is not a routine day, and the list says so.
        clock.set(.iso("2026-11-28T08:00:00Z"))
        #expect(
            try console.send("/routine 1").hasPrefix(
                "🔁 Morning (routine 1)\nWeekdays at 07:00 · not due today, but you can still tick steps\n"))
        #expect(try console.send("/routines").contains("1. Morning — weekdays at 07:00 · not today"))
    }

    @Test func editAndDeleteARoutine() throws {
        let console = try ScriptedConsole(clock: ManualClock(Self.monday))
        try console.send("/routine add Evening on daily at 21:00\\\nTidy up\\\nRead")
        try console.send("/routine add Gym on mon,wed,fri at 18:00\\\nPack bag")
        // Listed by time of day.
        #expect(
            try console.send("/routines") == """
                Your routines
                1. Gym — Mon, Wed, Fri at 18:00 · 0/1 today
                2. Evening — daily at 21:00 · 0/2 today

                Open one with /routine <n> or a button.
                [a] 1   [b] 2
                """)
        #expect(
            try console.send("/routine edit 2 title Wind down").hasPrefix(
                "Title changed.\n\n🔁 Wind down (routine 2)"))
        #expect(
            try console.send("/routine edit 2 days weekends").hasPrefix(
                "Days changed to weekends.\n\n🔁 Wind down (routine 2)\nWeekends at 21:00 · not due today"))
        #expect(try console.send("/routine edit 2 time 9:30pm").contains("Weekends at 21:30"))
        #expect(
            try console.send("/routine edit 2 steps Brush teeth\\\nLights out") == """
                Steps replaced.

                🔁 Wind down (routine 2)
                Weekends at 21:30 · not due today, but you can still tick steps
                ⬜ 1. Brush teeth
                ⬜ 2. Lights out
                0/2 done today
                [a] ⬜ 1. Brush teeth
                [b] ⬜ 2. Lights out
                [c] « Routines   [d] Delete
                """)
        #expect(
            try console.send("d") == """
                Delete the routine Wind down and its steps? This cannot be undone.
                [a] 🗑 Delete   [b] Keep it
                """)
        #expect(try console.send("b") == "OK, nothing changed.")
        try console.send("/routine delete 2")
        #expect(try console.send("a") == "Deleted the routine Wind down.")
        #expect(try console.send("/routine 2") == "That routine no longer exists. See /routines.")
        #expect(try console.send("/routine 3") == "There is no routine 3: your list has 2. See /routines.")
        #expect(
            try console.send("/routine add Gym at 7\\\nGo")
                == "Say on which days: on mon,wed,fri, on weekdays, on weekends or daily.\nUsage: /routine add <title> on <days> at <HH:MM> (next lines: steps)"
        )
    }
}
