import Foundation
import TestSupport
import Testing
import TrackerCore

/// Goal edits need a value and none clears one; a deadline alone is not a title.
struct GoalEditTranscriptTests: ConsoleOnNovember21 {
    @Test func goalEditsNeedAValueAndNoneClears() throws {
        let console = try makeConsole()
        try console.send("/goal add Run by dec 31\\\nTo feel strong")
        #expect(
            try console.send("/goal edit 1 by")
                == "Give the new deadline, or none to remove it.\nUsage: /goal edit <n> title|by|why <value>"
        )
        #expect(try console.send("/goal edit 1 why").hasPrefix("Give the new why, or none to remove it."))
        let card = try console.send("/goal 1")
        #expect(card.contains("Why: To feel strong\nDeadline: Thu 31 Dec"))
        let cleared = try console.send("/goal edit 1 why none")
        #expect(cleared.hasPrefix("Why removed.\n\n🎯 Run (goal 1)\nDeadline: Thu 31 Dec"))
        #expect(try console.send("/goal edit 1 by none").hasPrefix("Deadline removed."))
        #expect(
            try console.send("/goal edit 1 title \"Stand by me\"").hasPrefix(
                "Title changed.\n\n🎯 Stand by me (goal 1)"))
    }

    @Test func aDeadlineAloneIsNotATitle() throws {
        let console = try makeConsole()
        #expect(try console.send("/goal add by friday").hasPrefix("Give the goal a title.\nUsage: /goal add"))
        #expect(try console.send("/goals").hasPrefix("You have no open goals."))
    }
}
