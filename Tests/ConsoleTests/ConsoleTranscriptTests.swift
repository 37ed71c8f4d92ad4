import Foundation
import TestSupport
import Testing
import TrackerCore

/// Scripted conversations through the console adapter, on a real database file.
struct ConsoleTranscriptTests {
    @Test func badInputGetsAShortAnswerWithUsage() throws {
        let console = try ScriptedConsole(clock: ManualClock(.iso("2026-11-21T09:00:00Z")))
        #expect(
            try console.send("hello")
                == "I understand commands like /goals, /habits or /todos. Send /help to see them all.")
        #expect(try console.send("/dance") == "I don't know /dance. Send /help to see what I can do.")
        #expect(try console.send("/goal tick 1 1") == "You have no goals yet.")
        #expect(
            try console.send("/todo done")
                == "Which one? Give its number from the list.\nUsage: /todo done <n>")
        #expect(
            try console.send("g")
                == "There is no button g there: the last message has no buttons. Type /help for commands.")
        #expect(
            try console.send("7")
                == "A number alone does nothing: give it to a command, such as /todo done 7 or /check 7.")
        #expect(try console.send("/daystart 9").hasSuffix("Usage: /daystart <hour 0-6>"))
        #expect(
            try console.send("/help nothing")
                == "There is no help on “nothing”. Topics: goals, habits, todos, routines, views, settings, data, groups, dates."
        )
        #expect(try console.send("/todo add <b>bold</b> & co") == "📝 Added to-do 1: <b>bold</b> & co")
    }

    @Test func everythingSurvivesARestart() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("bot.sqlite")
        let clock = ManualClock(.iso("2026-11-21T09:00:00Z"))
        do {
            let console = try ScriptedConsole(databasePath: path, clock: clock)
            try console.send("/timezone America/New_York")
            try console.send("/goal add Learn Swift by dec 31")
            try console.send("/habit add Read")
            try console.send("/check")
            try console.send("/todo add Buy milk")
        }
        let restarted = try ScriptedConsole(databasePath: path, clock: clock)
        #expect(try restarted.send("/goals").contains("1. Learn Swift — Thu 31 Dec"))
        #expect(try restarted.send("/habits").contains("Read — day 1 of 21, streak 1 day ✅ checked today"))
        #expect(try restarted.send("/todos").contains("1. ⬜ Buy milk"))
        #expect(try restarted.send("/start").contains("Your time zone is America/New_York"))
    }
}
