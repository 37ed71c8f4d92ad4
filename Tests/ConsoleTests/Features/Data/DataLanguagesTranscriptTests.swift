import Foundation
import TestSupport
import Testing
import TrackerCore

/// `/export` and `/forget` with its question and both answers, in every language.
struct DataLanguagesTranscriptTests {
    /// The messages the transcript shows.
    static let translated = ["data."]

    /// `/export`, `/forget` kept and `/forget` confirmed, after `/language` when it is not English.
    static func transcript(in language: Language) throws -> String {
        let console = try ScriptedConsole(clock: ManualClock(.iso("2026-11-21T09:00:00Z")))
        if language != .english { try console.send("/language \(language.tag)") }
        for line in ["/goal add Marathon", "/habit add Read", "/habit add Piano", "/todo add Milk"] {
            try console.send(line)
        }
        return try ["/export", "/forget", "b", "/forget", "a"].map(console.send).joined(separator: "\n\n")
    }

    @Test(arguments: Language.allCases.filter { $0 != .english })
    func theDataRepliesAreTranslated(language: Language) throws {
        let transcript = try Self.transcript(in: language)
        let localizer = Localizer(language)
        for text in [
            localizer.text(.dataConfirmForget), localizer.text(.dataDeleteButton),
            localizer.text(.dataKeepButton),
            localizer.text(.dataForgotten), localizer.count(.dataHabits, 2), localizer.count(.dataTodos, 1),
        ] {
            #expect(transcript.contains(text), "\(language.tag): \(text)")
        }
        try LanguageTranscripts.expectNoEnglish(of: Self.translated, in: transcript, language)
    }

    @Test func englishKeepsItsWording() throws {
        let transcript = try Self.transcript(in: .english)
        try LanguageTranscripts.expectEnglish(of: Self.translated, in: transcript)
        #expect(
            transcript.contains("📦 Your data is exported: 1 goal, 2 habits, 1 to-do, 0 routines.\nFolder: "))
        #expect(transcript.contains("[a] 🗑 Delete everything   [b] Keep my data"))
    }
}
