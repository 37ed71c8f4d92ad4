import Foundation
import TestSupport
import Testing
import TrackerCore

/// A goal's card offers a button for every open checkpoint, ten at a time.
struct GoalCardPagingTranscriptTests {
    @Test func everyOpenCheckpointCanBeTickedFromTheCard() throws {
        let console = try ScriptedConsole(clock: ManualClock(.iso("2026-11-21T09:00:00Z")))
        try console.send("/goal add Learn Swift")
        for step in 1...12 { try console.send("/goal step 1 Step \(step)") }
        let first = try console.send("/goal 1")
        #expect(
            first.hasSuffix(
                """
                [a] ✅ 1. Step 1   [b] ✅ 2. Step 2
                [c] ✅ 3. Step 3   [d] ✅ 4. Step 4
                [e] ✅ 5. Step 5   [f] ✅ 6. Step 6
                [g] ✅ 7. Step 7   [h] ✅ 8. Step 8
                [i] ✅ 9. Step 9   [j] ✅ 10. Step 10
                [k] Next »
                [l] « Goals   [m] Delete
                """))
        let second = try console.send("k")
        #expect(
            second.hasSuffix(
                """
                [a] ✅ 11. Step 11   [b] ✅ 12. Step 12
                [c] « Prev
                [d] « Goals   [e] Delete
                """))
        #expect(try console.send("b").hasPrefix("Ticked “Step 12”."))
    }
}
