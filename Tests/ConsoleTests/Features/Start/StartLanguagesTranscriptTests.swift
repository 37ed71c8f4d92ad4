import Foundation
import TestSupport
import Testing
import TrackerCore

/// The welcome and the help's own words in every language, with no English sentence left.
struct StartLanguagesTranscriptTests {
    /// The messages the transcript shows.
    static let translated = ["start.", "help.", "helpline.", "helptopic."]

    /// `/start`, `/help`, every topic's page, an unknown topic and a dismissed question after `/language`, and
    /// `/help` in a group whose admin chose the language.
    static func transcript(in language: Language) throws -> String {
        let console = try ScriptedConsole(clock: ManualClock(.iso("2026-11-21T09:00:00Z")), name: "Zoë <b>")
        if language != .english { try console.send("/language \(language.tag)") }
        let topics = ["goals", "habits", "todos", "routines", "views", "settings", "data", "groups", "dates"]
        let commands = ["/start", "/help", "/help nothing"] + topics.map { "/help \($0)" }
        var replies = try commands.map(console.send)
        try console.send("/goal add Marathon by june 1\n/goals\n/goal delete 1")
        replies.append(try console.send("b"))
        let group = try ScriptedConsole(clock: ManualClock(.iso("2026-11-21T09:00:00Z")), isGroup: true)
        if language != .english { try group.send("/language \(language.tag)") }
        replies.append(try group.send("/help"))
        return replies.joined(separator: "\n\n")
    }

    @Test(arguments: Language.allCases.filter { $0 != .english })
    func theWelcomeAndTheHelpAreTranslated(language: Language) throws {
        let transcript = try Self.transcript(in: language)
        let localizer = Localizer(language)
        for key in [
            MessageKey.helpTitle, .helpNumbers, .startGoalsButton, .startTodosButton, .startDismissed,
        ] {
            #expect(transcript.contains(localizer.text(key)), "\(language.tag): \(key)")
        }
        // The user's name as typed, the time zone and the unknown topic, inside the translation.
        #expect(transcript.contains("Zoë <b>"))
        #expect(transcript.contains("nothing"))
        try LanguageTranscripts.expectNoEnglish(of: Self.translated, in: transcript, language)
    }

    @Test func englishHasTheSentencesTheOtherLanguagesMustNot() throws {
        let transcript = try Self.transcript(in: .english)
        let sentences = try LanguageTranscripts.englishSentences(of: Self.translated)
        #expect(sentences.count > 60)
        #expect(sentences.contains("I help you reach goals and keep habits"))
        for sentence in sentences {
            #expect(transcript.contains(sentence), "“\(sentence)”")
        }
    }
}
