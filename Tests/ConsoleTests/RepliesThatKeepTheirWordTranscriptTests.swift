import Foundation
import GRDB
import TestSupport
import Testing
import TrackerCore

/// Conversations where a reply used to say one thing and do another: what is echoed is what
/// is stored, a reply that changes nothing keeps the numbers, and refusals say why.
struct RepliesThatKeepTheirWordTranscriptTests {
    private func makeConsole(isGroup: Bool = false) throws -> ScriptedConsole {
        try ScriptedConsole(clock: ManualClock(.iso("2026-11-21T09:00:00Z")), isGroup: isGroup)
    }

    @Test func controlCharactersAreNeitherStoredNorEchoed() throws {
        let console = try makeConsole()
        #expect(try console.send("/todo add a\u{0}b") == "📝 Added to-do 1: ab")
        #expect(try console.send("/todo add x\u{1B}[2Jy\u{7}") == "📝 Added to-do 2: x[2Jy")
        let stored = try console.database.read { db in
            try Todo.order(Todo.Columns.id).fetchAll(db).map(\.text)
        }
        #expect(stored == ["ab", "x[2Jy"])
    }

    @Test func anAlreadyDoneReplyKeepsTheNumbersShown() throws {
        let console = try makeConsole()
        try console.send("/todo add Alpha\\\nBravo\\\nCharlie")
        try console.send("/todos")
        try console.send("/todo done 2")
        let again = try console.send("/todo done 2")
        #expect(
            again.hasPrefix("“Bravo” was already done.\n\nYour to-dos\n1. ⬜ Alpha\n2. ✅ Bravo\n3. ⬜ Charlie"))
        #expect(try console.send("/todo undo 2").hasPrefix("↺ Open again: Bravo"))
        let open = try console.send("/todo undo 2")
        #expect(open.hasPrefix("“Bravo” is still open.\n\nYour to-dos\n1. ⬜ Alpha\n2. ⬜ Bravo\n3. ⬜ Charlie"))
        #expect(try console.send("/todo done 2").hasPrefix("✅ Done: Bravo"))
    }

    @Test func tooManyToDosSaysHowManyThatWouldBe() throws {
        let console = try makeConsole()
        let lines = (1...1001).map { "item \($0)" }.joined(separator: "\\\n")
        #expect(
            try console.send("/todo add " + lines)
                == "That would make 1,001 open to-dos; I keep at most 1,000. Nothing was added. Finish or clear some first."
        )
        #expect(try console.database.read { db in try Todo.fetchCount(db) } == 0)
    }

    @Test func remindAndWarnComeBackOnAfterOff() throws {
        let console = try makeConsole()
        try console.send("/habit add Read")
        try console.send("/remind 7:30")
        try console.send("/remind off")
        #expect(
            try console.send("/remind on")
                == "⏰ I'll nudge you every day at 07:30 with what's on for the day.")
        #expect(
            try console.send("/remind ON")
                == "The daily nudge is already on, at 07:30. Change the time with /remind <HH:MM>.")
        // The warning kept its default time: on after off brings that back.
        try console.send("/warn off")
        #expect(try console.send("/warn on").hasPrefix("⚠️ At 21:00 I'll warn you"))
        let settings = try console.send("/settings")
        #expect(settings.contains("Daily nudge: 07:30 — /remind\nStreak warning: 21:00 — /warn"))
        // The nudge is scheduled again, for tomorrow morning.
        #expect(try console.wait(until: .iso("2026-11-22T07:30:00Z")).contains("Read"))
    }

    @Test func remindOnWithNoTimeKeptUsesTheDefault() throws {
        let console = try makeConsole()
        // As after an upgrade: the reminder is off and no time was kept for it.
        try console.send("/remind off")
        try console.database.write { db in try db.execute(sql: "DELETE FROM reminderTimeOff") }
        #expect(
            try console.send("/remind on")
                == "⏰ I'll nudge you every day at 09:00 with what's on for the day.")
        // A kept time is used once: off and on again keeps the time the reminder had.
        try console.send("/remind 6:45")
        try console.send("/remind off")
        try console.send("/remind on")
        #expect(try console.send("/settings").contains("Daily nudge: 06:45 — /remind"))
    }

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

    @Test func unknownToDoSubcommandsAddNothing() throws {
        let console = try makeConsole()
        #expect(
            try console.send("/todo 1")
                == "There is no /todo 1.\nUsage: /todo add|done|undo|delete|clear|demo …, /todos")
        #expect(try console.send("/todo dne 1").hasPrefix("There is no /todo dne."))
        #expect(try console.send("/todo frobnicate").hasPrefix("There is no /todo frobnicate."))
        #expect(try console.database.read { db in try Todo.fetchCount(db) } == 0)
    }

    @Test func aLongUnknownCommandIsEchoedCut() throws {
        let console = try makeConsole()
        let reply = try console.send("/" + String(repeating: "a", count: 5000))
        #expect(
            reply == "I don't know /\(String(repeating: "a", count: 31))…. Send /help to see what I can do.")
    }

    @Test func everyTipAgreesWithTheStrictRule() throws {
        let console = try makeConsole()
        let tips = try (0..<24).map { _ in try console.send("/tip") }
        #expect(Set(tips).count == 24)
        #expect(!tips.contains { $0.localizedCaseInsensitiveContains("miss twice") })
        // A tip that speaks of a missed day says what it does here: it breaks the run.
        for tip in tips where tip.contains("missed day") {
            #expect(tip.contains("breaks the run") || tip.contains("If a run breaks"), "\(tip)")
        }
    }

    @Test func endingWithoutAChallengeStartsNone() throws {
        let console = try makeConsole(isGroup: true)
        #expect(
            try console.send("/challenge end now").hasPrefix("To end the challenge, send /challenge end."))
        #expect(try console.send("/challenge stop").hasPrefix("No challenge is running here."))
        #expect(try console.send("/challenge").hasPrefix("No challenge is running here."))
    }
}

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
