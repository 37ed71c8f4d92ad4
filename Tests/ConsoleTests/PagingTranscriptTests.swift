import Foundation
import TestSupport
import Testing
import TrackerCore

/// Long lists come ten at a time; « Prev / Next » edit the message, and numbers stay global.
struct PagingTranscriptTests {
    private func console(_ directory: TemporaryDirectory) throws -> ScriptedConsole {
        try ScriptedConsole(
            databasePath: directory.file("bot.sqlite"), clock: ManualClock(.iso("2026-11-23T09:00:00Z")))
    }

    @Test func goalsPageByTen() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let console = try console(directory)
        for number in 1...12 { try console.send("/goal add Goal \(number)") }
        let first = try console.send("/goals")
        #expect(first.hasPrefix("Your goals · Page 1 of 2\n\nNo deadline\n1. Goal 1\n"))
        #expect(
            first.hasSuffix(
                """
                10. Goal 10

                Open one with /goal <n> or a button.
                [a] 1   [b] 2   [c] 3   [d] 4   [e] 5
                [f] 6   [g] 7   [h] 8   [i] 9   [j] 10
                [k] Next »
                """))
        #expect(
            try console.send("k") == """
                Your goals · Page 2 of 2

                No deadline
                11. Goal 11
                12. Goal 12

                Open one with /goal <n> or a button.
                [a] 11   [b] 12
                [c] « Prev
                """)
        #expect(try console.send("a").contains("🎯 Goal 11 (goal 11)"))
        #expect(try console.send("/goal 12").contains("🎯 Goal 12 (goal 12)"))
        // A goal added while the list is on screen gets the next number.
        #expect(try console.send("/goal add Goal 13").hasPrefix("🎯 Goal 13 added: Goal 13"))
        #expect(try console.send("/goal 13").contains("🎯 Goal 13 (goal 13)"))
    }

    @Test func habitsPageByTen() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let console = try console(directory)
        for number in 1...11 { try console.send("/habit add Habit \(number)") }
        let first = try console.send("/habits")
        #expect(first.hasPrefix("Your habits · Page 1 of 2\n1. Habit 1 — day 1 of 21 ⬜ not checked today\n"))
        #expect(first.hasSuffix("[j] ✅ 10. Habit 10\n[k] Next »"))
        #expect(
            try console.send("k") == """
                Your habits · Page 2 of 2
                11. Habit 11 — day 1 of 21 ⬜ not checked today
                [a] ✅ 11. Habit 11
                [b] « Prev
                """)
        #expect(try console.send("a") == "✅ Habit 11: day 1 of 21 done. 20 to go. See you tomorrow!")
        #expect(
            try console.send("/check 11") == "You already checked in Habit 11 today. Next check-in: tomorrow."
        )
    }

    @Test func todosPageByTenAndTickingShowsTheItemsPage() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let console = try console(directory)
        try console.send("/todo add " + (1...12).map { "Task \($0)" }.joined(separator: "\\\n"))
        let first = try console.send("/todos")
        #expect(first.hasPrefix("Your to-dos · Page 1 of 2\n1. ⬜ Task 1\n"))
        #expect(
            first.hasSuffix(
                """
                10. ⬜ Task 10

                12 open, 0 done.
                [a] ✅ 1   [b] ✅ 2   [c] ✅ 3   [d] ✅ 4   [e] ✅ 5
                [f] ✅ 6   [g] ✅ 7   [h] ✅ 8   [i] ✅ 9   [j] ✅ 10
                [k] Next »
                """))
        #expect(
            try console.send("/todo done 12") == """
                ✅ Done: Task 12

                Your to-dos · Page 2 of 2
                11. ⬜ Task 11
                12. ✅ Task 12

                11 open, 1 done. /todo clear removes the done ones.
                [a] ✅ 11
                [b] « Prev
                """)
        #expect(
            try console.send("a").hasPrefix("✅ Done: Task 11\n\nYour to-dos · Page 2 of 2\n11. ✅ Task 11\n"))
        #expect(try console.send("a").hasPrefix("Your to-dos · Page 1 of 2\n1. ⬜ Task 1\n"))
    }

    @Test func routinesPageByTen() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let console = try console(directory)
        for number in 1...11 {
            try console.send("/routine add Routine \(number) on daily at \(number + 5):00\\\nStep")
        }
        let first = try console.send("/routines")
        #expect(first.hasPrefix("Your routines · Page 1 of 2\n1. Routine 1 — daily at 06:00 · 0/1 today\n"))
        #expect(first.hasSuffix("[j] 10\n[k] Next »"))
        #expect(
            try console.send("k") == """
                Your routines · Page 2 of 2
                11. Routine 11 — daily at 16:00 · 0/1 today

                Open one with /routine <n> or a button.
                [a] 11
                [b] « Prev
                """)
        #expect(try console.send("a").hasPrefix("🔁 Routine 11 (routine 11)"))
    }
}
