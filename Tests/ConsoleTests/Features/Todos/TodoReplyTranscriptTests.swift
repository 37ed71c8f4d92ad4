import Foundation
import GRDB
import TestSupport
import Testing
import TrackerCore

/// To-do replies that keep their word: a reply that changes nothing keeps the numbers, a list
/// too long says how long, and an unknown subcommand adds nothing.
struct TodoReplyTranscriptTests: ConsoleOnNovember21 {
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

    @Test func unknownToDoSubcommandsAddNothing() throws {
        let console = try makeConsole()
        #expect(
            try console.send("/todo 1")
                == "There is no /todo 1.\nUsage: /todo add|done|undo|delete|clear|demo …, /todos")
        #expect(try console.send("/todo dne 1").hasPrefix("There is no /todo dne."))
        #expect(try console.send("/todo frobnicate").hasPrefix("There is no /todo frobnicate."))
        #expect(try console.database.read { db in try Todo.fetchCount(db) } == 0)
    }
}
