import Foundation
import TestSupport
import Testing
import TrackerCore

/// Every tip in every language.
struct TipLanguagesTranscriptTests {
    /// As many `/tip`s as there are tips: each is shown once before any comes back.
    static func transcript(in language: Language) throws -> String {
        let console = try ScriptedConsole(clock: ManualClock(.iso("2026-11-21T09:00:00Z")))
        if language != .english { try console.send("/language \(language.tag)") }
        return try (1...24).map { _ in try console.send("/tip") }.joined(separator: "\n\n")
    }

    static let tips: [MessageKey] = [
        .tip1, .tip2, .tip3, .tip4, .tip5, .tip6, .tip7, .tip8, .tip9, .tip10, .tip11, .tip12, .tip13, .tip14,
        .tip15, .tip16, .tip17, .tip18, .tip19, .tip20, .tip21, .tip22, .tip23, .tip24,
    ]

    @Test(arguments: Language.allCases.filter { $0 != .english })
    func everyTipIsTranslated(language: Language) throws {
        let transcript = try Self.transcript(in: language)
        let localizer = Localizer(language)
        for key in Self.tips {
            #expect(transcript.contains("💡 \(localizer.text(key))\n\(localizer.text(.tipAnother))"), "\(key)")
        }
        try LanguageTranscripts.expectNoEnglish(of: ["tip."], in: transcript, language)
    }

    @Test func englishShowsTheTipsAsBefore() throws {
        let transcript = try Self.transcript(in: .english)
        #expect(MessageKey.allCases.filter { $0.rawValue.hasPrefix("tip.") }.count == Self.tips.count + 1)
        #expect(
            transcript.contains(
                "💡 Make it obvious: put the book on your pillow, the shoes by the door. What you see, you do.\nAnother one: /tip"
            ))
        #expect(transcript.contains("💡 Do it with someone: a friend who expects you makes skipping harder."))
        try LanguageTranscripts.expectEnglish(of: ["tip."], in: transcript)
    }
}
