import Foundation
import TestSupport
import Testing
import TrackerCore

/// The pause's replies and errors in every language, its lengths in the language's plural forms.
struct PauseLanguagesTranscriptTests {
    /// Every pause reply and usage error once, after `/language` when it is not English.
    static func transcript(in language: Language) throws -> String {
        let console = try ScriptedConsole(clock: ManualClock(.iso("2026-11-21T09:00:00Z")))
        if language != .english { try console.send("/language \(language.tag)") }
        let lines = [
            "/resume", "/pause", "/pause from 2026-11-23", "/pause from 2026-11-20 until 2026-11-25",
            "/pause until 2026-11-20", "/pause from 2026-11-25 until 2026-11-23", "/pause until 2028-01-01",
            "/pause from 2026-11-23 until 2026-11-27", "/resume", "/pause until 2026-11-21",
            "/pause until 2026-11-22",
            "/resume",
        ]
        return try lines.map(console.send).joined(separator: "\n\n")
    }

    static let prefixes = ["pause."]

    @Test(arguments: Language.allCases.filter { $0 != .english })
    func thePauseRepliesAreTranslated(language: Language) throws {
        let transcript = try Self.transcript(in: language)
        let localizer = Localizer(language)
        for text in [
            localizer.text(.pauseNotPaused), localizer.text(.pauseUntilWhen), localizer.text(.pauseSayUntil),
            localizer.text(.pauseEndsBeforeStart), localizer.text(.pauseFrozen),
            localizer.text(.pauseResumed),
            localizer.count(.pauseTooLong, 407, ["limit": localizer.number(366)]),
            localizer.count(.unitDays, 5), localizer.count(.unitDays, 1), localizer.count(.unitDays, 2),
            localizer.text(.whenToday), localizer.text(.whenTomorrow),
        ] {
            #expect(transcript.contains(text), "\(language.tag): \(text)")
        }
        try LanguageTranscripts.expectNoEnglish(of: Self.prefixes, in: transcript, language)
    }

    @Test func russianCountsThePauseDaysInItsForms() throws {
        let transcript = try Self.transcript(in: .russian)
        let russian = Localizer(.russian)
        let start = russian.date(LocalDate(iso: "2026-11-23")!)
        let end = russian.date(LocalDate(iso: "2026-11-27")!)
        #expect(
            transcript.contains("⏸ Пауза запланирована с \(start) по \(end) включительно (5 дней).")
        )
        #expect(transcript.contains("⏸ Пауза с сегодняшнего дня по сегодня включительно (1 день)."))
        #expect(transcript.contains("⏸ Пауза с сегодняшнего дня по завтра включительно (2 дня)."))
        #expect(transcript.contains("Эта пауза длится 407 дней; максимум — 366."))
        #expect(
            russian.count(.pauseTooLong, 401, ["limit": "366"])
                == "Эта пауза длится 401 день; максимум — 366.")
        #expect(
            russian.count(.pauseTooLong, 422, ["limit": "366"]) == "Эта пауза длится 422 дня; максимум — 366."
        )
    }

    @Test func englishHasTheSentencesTheOtherLanguagesMustNot() throws {
        let transcript = try Self.transcript(in: .english)
        let sentences = try LanguageTranscripts.englishSentences(of: Self.prefixes)
        #expect(sentences.count >= 8)
        for sentence in sentences {
            #expect(transcript.contains(sentence), "“\(sentence)”")
        }
        #expect(transcript.contains("⏸ Pause planned from Mon 23 Nov through Fri 27 Nov (5 days)."))
        #expect(transcript.contains("⏸ Paused from today through today (1 day)."))
        #expect(transcript.contains("The pause you planned (Mon 23 Nov – Fri 27 Nov) is cancelled."))
        #expect(transcript.contains("That pause is 407 days; keep it to 366."))
    }
}
