import Foundation
import TestSupport
import Testing
import TrackerCore

/// The routine replies, errors and buttons in every language.
struct RoutineLanguagesTranscriptTests {
    /// Every routine reply and usage error once, after `/language` when it is not English;
    /// a Monday, so that a weekend routine is not due.
    static func transcript(in language: Language) throws -> String {
        let console = try ScriptedConsole(clock: ManualClock(RoutineTranscriptTests.monday))
        if language != .english { try console.send("/language \(language.tag)") }
        let lines = [
            "/routines", "/routine add Morning <b> on weekdays at 7:00\\\nDrink water\\\nStretch",
            "/routine add Weekend on sat,sun at 10:00\\\nLong run", "/routines", "/routine 1", "a", "b",
            "/routine 2",
            "/routine edit 1 title Early", "/routine edit 1 days mon,wed,fri", "/routine edit 1 time 6:30",
            "/routine edit 1 steps Water\\\nYoga", "/routine edit 1 colour blue", "/routine edit 1 title",
            "/routine frobnicate <i>", "/routine add Evening at 21:00\\\nRead",
            "/routine add Evening on daily\\\nRead",
            "/routine add on daily at 7\\\nRead", "/routine add Evening on daily at 21:00",
            "/routine add Evening on someday at 21:00\\\nRead",
            "/routine add Evening on daily at teatime\\\nRead",
            "/routine add Evening on daily at 21:00\\\n"
                + (1...31).map { "step \($0)" }.joined(separator: "\\\n"),
            "/routine edit 1 time", "/routine edit 1 days", "/routine delete 2", "a",
            "/routine add Tea on daily at 16:00\\\nKettle", "/routines",
        ]
        return try lines.map(console.send).joined(separator: "\n\n")
    }

    static let prefixes = ["routine.", "when.time", "when.days", "reminder.doneToday"]

    @Test(arguments: Language.allCases.filter { $0 != .english })
    func theRoutineRepliesAreTranslated(language: Language) throws {
        let transcript = try Self.transcript(in: language)
        let localizer = Localizer(language)
        for text in [
            localizer.text(.routineListTitle), localizer.text(.routineOpenHint),
            localizer.text(.routineOpenButton),
            localizer.text(.routineNotDue), localizer.text(.routineComplete),
            localizer.text(.routineBackButton),
            localizer.text(.routineStepsReplaced), localizer.text(.routineTitleChanged),
            localizer.text(.routineEditWhat), localizer.text(.routineGiveNewTitle),
            localizer.text(.routineNoSuchCommand, ["word": "frobnicate"]), localizer.text(.routineSayDays),
            localizer.text(.routineSayTime), localizer.text(.routineGiveTitle),
            localizer.text(.routineListSteps),
            localizer.text(.whenDaysUnreadable, ["text": "someday"]),
            localizer.text(.whenTimeUnreadable, ["text": "teatime"]),
            localizer.text(.whenTimeNeeded), localizer.text(.whenDaysNeeded),
            localizer.count(.routineTooManySteps, 31, ["limit": localizer.number(30)]),
            localizer.count(.routineSteps, 2), localizer.count(.routineSteps, 1),
            localizer.text(.routineConfirmButton),
            localizer.text(.routineKeepButton), localizer.text(.routineWeekdays),
            localizer.text(.routineDaily),
            localizer.text(.reminderDoneToday, ["done": localizer.number(2), "total": localizer.number(2)]),
        ] {
            #expect(transcript.contains(text), "\(language.tag): \(text)")
        }
        try LanguageTranscripts.expectNoEnglish(of: Self.prefixes, in: transcript, language)
    }

    @Test func russianWritesTheDaysAndCountsTheSteps() throws {
        let transcript = try Self.transcript(in: .russian)
        #expect(transcript.contains("🔁 Ритуал 1 добавлен: Morning <b> — по будням в 07:00, 2 шага."))
        let days = [Weekday.monday, .wednesday, .friday].map(Localizer(.russian).shortWeekdayName)
        #expect(transcript.contains("Дни изменены: \(days.joined(separator: ", "))."))
        #expect(transcript.contains("Это 31 шаг, а в ритуале может быть не больше 30."))
        #expect(Localizer(.russian).count(.routineSteps, 5) == "5 шагов")
    }

    @Test func englishHasTheSentencesTheOtherLanguagesMustNot() throws {
        let transcript = try Self.transcript(in: .english)
        // A routine deleted under its button, or the thousandth routine, is for other tests.
        let elsewhere = try LanguageTranscripts.englishSentences(
            of: ["routine.tooMany", "routine.stepGone", "routine.gone"])
        let sentences = try LanguageTranscripts.englishSentences(of: Self.prefixes)
            .filter { !elsewhere.contains($0) }
        #expect(sentences.count >= 15)
        for sentence in sentences {
            #expect(transcript.contains(sentence), "“\(sentence)”")
        }
        #expect(transcript.contains("🔁 Routine 1 added: Morning <b> — weekdays at 07:00, 2 steps."))
        #expect(transcript.contains("Days changed to Mon, Wed, Fri."))
        #expect(transcript.contains("That is 31 steps; a routine can have at most 30."))
        #expect(transcript.contains("2. Weekend — weekends at 10:00 · not today"))
    }
}
