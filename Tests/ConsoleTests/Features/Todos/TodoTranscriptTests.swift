import Foundation
import TestSupport
import Testing
import TrackerCore

/// To-dos with buttons and numbers that stay put.
struct TodoTranscriptTests {
    @Test func todosWithButtonsAndStableNumbers() throws {
        let console = try ScriptedConsole(clock: ManualClock(.iso("2026-11-21T09:00:00Z")))
        #expect(
            try console.send("/todo add Buy milk\\\nCall mom\\\nPay rent") == """
                📝 Added 3 to-dos:
                1. Buy milk
                2. Call mom
                3. Pay rent
                """)
        #expect(try console.send("/todo done 2").hasPrefix("✅ Done: Call mom"))
        #expect(
            try console.send("/todos") == """
                Your to-dos
                1. ⬜ Buy milk
                2. ⬜ Pay rent
                3. ✅ Call mom

                2 open, 1 done. /todo clear removes the done ones.
                [a] ✅ 1   [b] ✅ 2
                """)
        // Pressing a button keeps the numbers on screen, so the next press hits what it shows.
        #expect(
            try console.send("a").hasPrefix("✅ Done: Buy milk\n\nYour to-dos\n1. ✅ Buy milk\n2. ⬜ Pay rent"))
        #expect(try console.send("/todo undo 1").hasPrefix("↺ Open again: Buy milk"))
        #expect(try console.send("/todo delete 2") == "🗑 Deleted: Pay rent")
        #expect(try console.send("/todo clear") == "🧹 Cleared 1 done to-do.")
        #expect(try console.send("/todo clear") == "No done to-dos to clear.")
        #expect(try console.send("/todo done 7") == "There is no to-do 7: your list has 3. See /todos.")
    }
}
