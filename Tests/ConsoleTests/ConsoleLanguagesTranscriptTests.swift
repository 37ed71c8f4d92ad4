import Foundation
import TestSupport
import Testing
import TrackerCore

/// The console's own words in every language: its first line, what a letter or number that
/// presses nothing gets, and the header over a message of the user's other chat.
struct ConsoleLanguagesTranscriptTests {
    static let prefixes = ["console."]

    /// The console's greeting and answers, after `/language` when the language is not English.
    static func transcript(in language: Language) throws -> String {
        let clock = ManualClock(.iso("2026-11-21T09:00:00Z"))
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let (console, group) = try LanguageTranscripts.privateAndGroup(
            in: language, clock: clock, directory: directory)
        var shown = [try console.greeting()]
        shown += try ["/todo add Milk", "b", "3", "/todos", "c", "/todo add Bread", "/todos", "z", "3"].map(
            console.send)
        // The group's daily summary shows in the private chat too.
        try group.send("/challenge Read")
        shown.append(try console.wait(until: .iso("2026-11-21T21:30:00Z")))
        try console.send("/check")
        try console.send("/habit add Stretch")
        // A private reminder shows in the group's console.
        shown.append(try group.wait(until: .iso("2026-11-22T10:00:00Z")))
        return shown.joined(separator: "\n\n")
    }

    @Test(arguments: Language.allCases.filter { $0 != .english })
    func theConsoleSpeaksTheLanguage(language: Language) throws {
        let transcript = try Self.transcript(in: language)
        let localizer = Localizer(language)
        for text in [
            localizer.text(.consoleWelcome), localizer.text(.consoleFromGroup),
            localizer.text(.consoleFromPrivateChat),
            localizer.text(.consoleNoButtons, ["letter": "b"]),
            localizer.text(.consoleOnlyButtonA, ["letter": "c"]),
            localizer.text(.consoleButtonsUpTo, ["letter": "z", "last": "b"]),
            localizer.text(.consoleBareNumber, ["number": "3"]) + " " + localizer.text(.consolePressByLetter),
        ] {
            #expect(transcript.contains(text), "\(language.tag): \(text)")
        }
        try LanguageTranscripts.expectNoEnglish(of: Self.prefixes, in: transcript, language)
    }

    @Test func englishIsWordedAsBefore() throws {
        let transcript = try Self.transcript(in: .english)
        try LanguageTranscripts.expectEnglish(of: Self.prefixes, in: transcript)
        #expect(transcript.hasPrefix("TrackerBot console. Type /help, or press Ctrl-D to leave."))
        #expect(
            transcript.contains(
                "There is no button b there: the last message has no buttons. Type /help for commands."))
        #expect(
            transcript.contains(
                "A number alone does nothing: give it to a command, such as /todo done 3 or /check 3. "
                    + "To press a button, type its letter, such as a."))
        #expect(transcript.contains("👥 In the group:\n📣 Read challenge · day 1 of 21"))
        #expect(transcript.contains("🔒 In your private chat:\n☀️ Still to check in today:"))
        #expect(transcript.contains("(to press ✅ Read · ✅ Stretch, use `trackerbot console`)"))
    }
}
