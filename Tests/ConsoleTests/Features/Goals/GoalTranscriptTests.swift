import Foundation
import TestSupport
import Testing
import TrackerCore

/// Goals from /goal add to reached, and the list grouped by deadline month.
struct GoalTranscriptTests {
    @Test func goalsFromAddToReached() throws {
        let console = try ScriptedConsole(clock: ManualClock(.iso("2026-11-21T09:00:00Z")))

        #expect(
            try console.send("/goal add Run a marathon by june 1\\\nTo feel strong") == """
                🎯 Goal 1 added: Run a marathon
                Deadline: Tue 1 Jun 2027 (192 days left)
                Break it into checkpoints: /goal step 1 <text>
                [a] Open goal
                """)
        try console.send("/goal step 1 Buy shoes")
        #expect(
            try console.send("/goal step 1 Run 10k") == """
                Checkpoint 2 added.

                🎯 Run a marathon (goal 1)
                Why: To feel strong
                Deadline: Tue 1 Jun 2027 (192 days left)

                Checkpoints 0/2:
                ⬜ 1. Buy shoes
                ⬜ 2. Run 10k
                ░░░░░░░░░░ 0%
                [a] ✅ 1. Buy shoes   [b] ✅ 2. Run 10k
                [c] « Goals   [d] Delete
                """)
        #expect(
            try console.send("/goal done 1") == """
                Run a marathon still has 2 open checkpoints:
                ⬜ 1. Buy shoes
                ⬜ 2. Run 10k
                Tick them with /goal tick <n> <k> first.
                """)
        // The buttons under the last card still work: the refusal printed none.
        try console.send("/goal 1")
        #expect(try console.send("a").hasPrefix("Ticked “Buy shoes”."))
        let last = try console.send("/goal tick 1 2")
        #expect(last.hasPrefix("That was the last checkpoint! Mark the goal as reached?"))
        #expect(last.hasSuffix("[a] 🏆 Goal reached\n[b] « Goals   [c] Delete"))
        #expect(try console.send("a") == "🏆 Goal reached: Run a marathon! Well done!\n[a] « Goals")
        let reached = try console.send("/goal 1")
        #expect(reached.hasPrefix("🏆 Run a marathon\nWhy: To feel strong\nReached today."))
        #expect(reached.hasSuffix("[a] Reopen\n[b] « Goals   [c] Delete"))
        #expect(try console.send("a").hasPrefix("Reopened.\n\n🎯 Run a marathon (goal 1)"))
        #expect(try console.send("/goal done 1").hasPrefix("🏆 Goal reached"))
        #expect(
            try console.send("/goals")
                == "You have no open goals. Set one: /goal add Run a marathon by june 1")
    }

    @Test func goalsListGroupedByDeadlineMonth() throws {
        let console = try ScriptedConsole(clock: ManualClock(.iso("2026-11-21T09:00:00Z")))
        try console.send("/goal add Learn Swift")
        try console.send("/goal add Ship the bot by jan 10")
        try console.send("/goal add Write the report by dec 31")
        try console.send("/goal add Buy gifts by dec 20")
        #expect(
            try console.send("/goals")
                == """
                Your goals

                December 2026
                1. Buy gifts — Sun 20 Dec
                2. Write the report — Thu 31 Dec

                January 2027
                3. Ship the bot — Sun 10 Jan 2027

                No deadline
                4. Learn Swift

                Open one with /goal <n> or a button.
                [a] 1   [b] 2   [c] 3   [d] 4   [e] 5
                """.replacingOccurrences(of: "   [e] 5", with: ""))
        // Numbers refer to the list just shown, not to the order of creation.
        #expect(try console.send("/goal 1").contains("🎯 Buy gifts (goal 1)"))
        #expect(try console.send("/goal edit 4 by next friday").hasPrefix("Deadline changed."))
        #expect(try console.send("/goal 4").contains("Deadline: Fri 27 Nov (6 days left)"))
        #expect(try console.send("/goal delete 2").hasSuffix("[a] 🗑 Delete   [b] Keep it"))
        #expect(try console.send("b") == "OK, nothing changed.")
        try console.send("/goal delete 2")
        #expect(try console.send("a") == "Deleted the goal Write the report.")
        // The deleted goal's number stays a gap until the list is shown again.
        #expect(try console.send("/goal 3").contains("Ship the bot (goal 3)"))
        #expect(try console.send("/goal 2") == "That goal no longer exists. See /goals.")
        #expect(try console.send("/goal 9") == "There is no goal 9: your list has 4. See /goals.")
    }
}
