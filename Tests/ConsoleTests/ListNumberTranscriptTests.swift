import Foundation
import TestSupport
import Testing
import TrackerCore

/// The numbers a reply gives are the ones the next command reads.
struct ListNumberTranscriptTests {
    /// The number an "added" reply gives is the one the list shows next, in every list kept
    /// in an order of its own; when the new item moved others, the reply says so.
    @Test func anAddedItemsNumberIsTheOneItsListShows() throws {
        let console = try ScriptedConsole(clock: ManualClock(.iso("2026-11-19T09:00:00Z")))
        #expect(try console.send("/goal add Learn Swift").hasPrefix("🎯 Goal 1 added"))
        let trip = try console.send("/goal add Trip by friday")
        #expect(trip.hasPrefix("🎯 Goal 1 added: Trip"))
        #expect(
            trip.contains(
                "/goal step 1 <text>\nTo keep /goals in order, other numbers in it changed: see /goals."))
        #expect(try console.send("/goals").contains("1. Trip — tomorrow\n\nNo deadline\n2. Learn Swift"))
        #expect(
            try console.send("/goal step 1 Book hotel").hasPrefix("Checkpoint 1 added.\n\n🎯 Trip (goal 1)"))

        try console.send("/todo add Buy milk\\\nCall mom")
        try console.send("/todo done 1")
        #expect(
            try console.send("/todo add Pay rent")
                == "📝 Added to-do 2: Pay rent\nTo keep /todos in order, other numbers in it changed: see /todos."
        )
        #expect(try console.send("/todos").contains("1. ⬜ Call mom\n2. ⬜ Pay rent\n3. ✅ Buy milk"))

        try console.send("/routine add Evening on daily at 21:00\\\nRead")
        #expect(
            try console.send("/routine add Morning on daily at 7:00\\\nStretch").hasPrefix(
                "🔁 Routine 1 added"))
        #expect(try console.send("/routine 2").hasPrefix("🔁 Evening (routine 2)"))
    }

    /// `/goal reopen <n>` takes the number `/history` showed, not a number of `/goals`, also
    /// after `/goals` was shown since; a number past the history says so.
    @Test func historyNumbersAreTheOnesGoalReopenTakes() throws {
        let console = try ScriptedConsole(clock: ManualClock(.iso("2026-11-19T09:00:00Z")))
        for title in ["Run a marathon", "Learn Swift", "Read 12 books"] {
            try console.send("/goal add \(title)")
        }
        try console.send("/goal done 1")
        try console.send("/goal done 2")
        #expect(try console.send("/history").contains("1. Learn Swift — reached today\n2. Run a marathon"))
        #expect(try console.send("/goals").contains("1. Read 12 books"))
        #expect(try console.send("/goal reopen 2").hasPrefix("Reopened.\n\n🎯 Run a marathon"))
        #expect(
            try console.send("/goal reopen 3")
                == "There is no completed goal 3: your list has 2. See /history.")
        #expect(try console.send("/goal reopen learn").hasPrefix("Reopened.\n\n🎯 Learn Swift"))
        #expect(try console.send("/goal reopen 1").hasPrefix("This goal is still open."))
    }
}
