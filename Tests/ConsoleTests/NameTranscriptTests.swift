import Foundation
import TestSupport
import Testing
import TrackerCore

/// Names typed instead of numbers, in every kind of list: one match acts, several are asked
/// about with a button each that does what was asked, and nothing changes until one is picked.
struct NameTranscriptTests {
    private func console() throws -> ScriptedConsole {
        try ScriptedConsole(clock: ManualClock(.iso("2026-11-23T09:00:00Z")))
    }

    @Test func aHabitNameThatMeansSeveralAsksWhichOne() throws {
        let console = try console()
        for name in ["Walk", "Water", "Watering plants", "📚 Read 📖"] {
            try console.send("/habit add \(name)")
        }
        #expect(
            try console.send("/check wa") == """
                “wa” could mean 3 habits. Which one? Choose it, or type more of its name.
                [a] 1. Walk
                [b] 2. Water
                [c] 3. Watering plants
                """)
        #expect(try console.send("/habits").contains("1. Walk — day 1 of 21 ⬜ not checked today"))
        try console.send("/check wa")
        #expect(try console.send("b").hasPrefix("✅ Water: day 1 of 21 done."))
        // An exact name acts even when it starts a longer one.
        #expect(
            try console.send("/check water") == "You already checked in Water today. Next check-in: tomorrow."
        )
        #expect(try console.send("/check read").hasPrefix("✅ 📚 Read 📖: day 1 of 21 done."))
        #expect(
            try console.send("/check walking")
                == "You have no habit called “walking”. See /habits.\nUsage: /check [<habit name or n>]")
        // An amount cannot ride on a button: the question lists the names to type.
        #expect(
            try console.send("/check wat\\\nA note") == """
                “wat” could mean 2 habits. Which one?
                • 2. Water
                • 3. Watering plants
                Type more of its name, or its number.
                """)
        try console.send("/check wat")
        #expect(try console.send("b").hasPrefix("✅ Watering plants: day 1 of 21 done."))
        try console.send("/habit reset wa")
        #expect(try console.send("a").hasPrefix("↺ Walk starts over"))
    }

    /// A number after a name is an amount unless the name with it is a habit's whole name.
    @Test func aNameWithAnAmountIsNotTakenForALongerName() throws {
        let console = try console()
        try console.send("/habit add Read 20 pages a day")
        try console.send("/habit add Read 10 pages")
        try console.send("/habit add Top 10")
        #expect(try console.send("/check read 10").hasPrefix("➕ Read: 10/20 pages today"))
        #expect(try console.send("/check top 10").hasPrefix("✅ Top 10: day 1 of 21 done."))
    }

    @Test func goalsTodosAndRoutinesAreNamedTheSameWay() throws {
        let console = try console()
        try console.send("/goal add Run a marathon")
        try console.send("/goal add Run a 10k")
        try console.send("/goal add Learn Swift")
        #expect(try console.send("/goal done run").hasSuffix("[a] 1. Run a marathon\n[b] 2. Run a 10k"))
        #expect(try console.send("b").hasPrefix("🏆 Goal reached: Run a 10k!"))
        #expect(try console.send("/goal done learn").hasPrefix("🏆 Goal reached: Learn Swift!"))
        #expect(try console.send("/goal show run").hasPrefix("🎯 Run a marathon"))

        try console.send("/todo add Buy milk\\\nBuy bread\\\nCall mom")
        #expect(try console.send("/todo done buy").hasSuffix("[a] 1. Buy milk\n[b] 2. Buy bread"))
        #expect(try console.send("b").hasPrefix("✅ Done: Buy bread"))
        #expect(try console.send("/todo done CALL MOM").hasPrefix("✅ Done: Call mom"))
        #expect(try console.send("/todo undo buy b").contains("⬜ Buy bread"))

        try console.send("/routine add Morning on daily at 7:00\\\nStretch")
        try console.send("/routine add Evening on daily at 21:00\\\nRead")
        #expect(try console.send("/routine show eve").hasPrefix("🔁 Evening (routine 2)"))
        try console.send("/routine add Morning walk on daily at 8:00\\\nWalk")
        #expect(try console.send("/routine delete morn").hasSuffix("[a] 1. Morning\n[b] 2. Morning walk"))
        #expect(
            try console.send("b")
                == "Delete the routine Morning walk and its steps? This cannot be undone.\n[a] 🗑 Delete   [b] Keep it"
        )
    }
}
