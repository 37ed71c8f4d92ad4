import Foundation
import TestSupport
import Testing
import TrackerCore

/// Buttons are pressed by their letters; a number typed alone is a list number and presses
/// nothing.
struct ButtonLetterTranscriptTests {
    /// Buttons are lettered and list numbers are numbers: after `/todo done 2` the buttons
    /// are `✅ 1` and `✅ 3`, and typing 3 must not press the third button (item 4).
    @Test func aNumberAloneNeverPressesAButton() throws {
        let console = try ScriptedConsole(clock: ManualClock(.iso("2026-11-21T09:00:00Z")))
        try console.send("/todo add One\\\nTwo\\\nThree\\\nFour")
        try console.send("/todos")
        #expect(try console.send("/todo done 2").hasSuffix("[a] ✅ 1   [b] ✅ 3   [c] ✅ 4"))
        #expect(
            try console.send("3")
                == "A number alone does nothing: give it to a command, such as /todo done 3 or /check 3. "
                + "To press a button, type its letter, such as a.")
        #expect(try console.send("/todos").contains("⬜ Three"))
        #expect(try console.send("[B]").hasPrefix("✅ Done: Three"))
    }

    @Test func aLetterWithNoButtonThereSaysSo() throws {
        let console = try ScriptedConsole(clock: ManualClock(.iso("2026-11-21T09:00:00Z")))
        try console.send("/habit add Read")
        try console.send("/habit add Run")
        #expect(try console.send("/check").hasSuffix("[a] ✅ Read\n[b] ✅ Run"))
        #expect(try console.send("c") == "There is no button c there: the last message has buttons a–b.")
        #expect(try console.send("Z") == "There is no button Z there: the last message has buttons a–b.")
        // The buttons are still there.
        #expect(try console.send("b").hasPrefix("✅ Run: day 1 of 21 done."))
    }

    /// The buttons a letter presses are those of the last message as stored, so they are still
    /// there for a console started again.
    @Test func aLetterPressesTheLastMessagesButtonsAfterARestart() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("bot.sqlite")
        let clock = ManualClock(.iso("2026-11-21T09:00:00Z"))
        do {
            let console = try ScriptedConsole(databasePath: path, clock: clock)
            try console.send("/habit add Read")
            try console.send("/habit add Run")
            #expect(try console.send("/check").hasSuffix("[a] ✅ Read\n[b] ✅ Run"))
        }
        let restarted = try ScriptedConsole(databasePath: path, clock: clock)
        #expect(try restarted.send("c") == "There is no button c there: the last message has buttons a–b.")
        #expect(try restarted.send("b").hasPrefix("✅ Run: day 1 of 21 done."))
    }
}
