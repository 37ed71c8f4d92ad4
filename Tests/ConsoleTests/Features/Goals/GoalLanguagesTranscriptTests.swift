import Foundation
import TestSupport
import Testing
import TrackerCore

/// The goal replies in every language: goals, checkpoints, the why, deadlines, the mistakes
/// with their usage lines, the list numbers' refusals and the list's page buttons.
struct GoalLanguagesTranscriptTests {
    /// The messages the transcript shows.
    static let translated = [
        "goal.", "usage.label", "list.noNumber.goals", "list.notCalled.goals", "list.previous",
        "list.couldMean.goals",
        "list.chooseOrType",
    ]

    /// Every goal reply once, after `/language` when it is not English.
    static func transcript(in language: Language) throws -> String {
        let console = try ScriptedConsole(clock: ManualClock(.iso("2026-11-21T09:00:00Z")))
        if language != .english { try console.send("/language \(language.tag)") }
        let lines = [
            "/goals", "/goal add Marathon <b> by june 1\\\nTo feel strong", "/goal add Learn Swift",
            "/goal add Old by yesterday", "/goals", "/goal 2", "/goal step 1 Buy shoes",
            "/goal step 1 Run 10k",
            "/goal done 1", "/goal tick 1 1", "/goal tick 1 1", "/goal tick 1 9", "/goal tick 2 1",
            "/goal tick 1 2",
            "/goal done 1", "/goal done 1", "/goal reopen 1", "/goal reopen 1", "/goal edit 2 by tomorrow",
            "/goal edit 2 by friday", "/goal edit 2 by none", "/goal edit 2 why Because",
            "/goal edit 2 why none",
            "/goal edit 2 title Learn Swift well", "/goal edit 2 colour red", "/goal edit 2 title",
            "/goal edit 2 by",
            "/goal edit 2 why", "/goal frobnicate", "/goal add", "/goal add \"Open", "/goal add \"X\" soon",
            "/goal add Stand by blorp", "/goal step 2", "/goal tick 2 x", "/goal tick 2 500", "/goal 9",
            "/goal show Nothing", "/goal reopen 5",
            "/goal add Why\\\n" + String(repeating: "w", count: 2_001),
            "/goal delete 2", "a", "/goal 2", "/goal delete 1", "b",
        ]
        var replies = try lines.map(console.send)
        for number in 1...10 { try console.send("/goal add Goal \(number)") }
        // Eleven goals make two pages: Next follows the ten numbers' buttons.
        replies += try ["/goals", "k", "/goal show goal"].map(console.send)
        // Three days later the goal is reached, and the reply says how long it took.
        try console.wait(until: .iso("2026-11-24T09:00:00Z"))
        replies.append(try console.send("/goal done 1"))
        return replies.joined(separator: "\n\n")
    }

    @Test(arguments: Language.allCases.filter { $0 != .english })
    func theGoalRepliesAreTranslated(language: Language) throws {
        let transcript = try Self.transcript(in: language)
        let localizer = Localizer(language)
        for text in [
            localizer.text(.goalEmpty), localizer.text(.goalListTitle), localizer.text(.goalNoDeadline),
            localizer.text(.goalWhyTip), localizer.text(.goalLastCheckpoint), localizer.text(.goalReopened),
            localizer.text(.goalGiveTitle), localizer.text(.goalTickFirst), localizer.text(.listNext),
            localizer.text(.listPrevious), localizer.text(.goalDeleted, ["title": "Learn Swift well"]),
            localizer.count(.listCouldMeanGoals, 10, ["name": "goal"]) + " "
                + localizer.text(.listChooseOrType),
            localizer.count(.goalOpenCheckpoints, 2), localizer.text(.goalGone),
            localizer.text(.usageLabel, ["usage": "/goal edit <n> title|by|why <value>"]),
            localizer.text(.usageLabel, ["usage": localizer.text(.usageGoalAdd)]),
            localizer.text(.goalNoSuchCommand, ["word": "frobnicate"]),
            localizer.text(.goalDeadline, ["deadline": localizer.text(.dateTomorrow)]),
        ] {
            #expect(transcript.contains(text), "\(language.tag): \(text)")
        }
        // What the user typed stays as typed inside the translations.
        #expect(transcript.contains("Marathon <b>"))
        for sentence in try LanguageTranscripts.englishSentences(
            of: Self.translated + ["date.", "list."])
        {
            #expect(!transcript.contains(sentence), "\(language.tag): “\(sentence)”")
        }
    }

    @Test func englishKeepsItsWording() throws {
        let transcript = try Self.transcript(in: .english)
        let english = try #require(Catalog.all[.english])
        // A thousand goals or a hundred checkpoints are not typed in a transcript.
        let keys = english.entries.keys.filter { key in
            Self.translated.contains { key.hasPrefix($0) }
                && ![MessageKey.goalTooMany, .goalTooManyCheckpoints].map(\.rawValue).contains(key)
        }
        try LanguageTranscripts.expectEnglish(of: keys, in: transcript)
        for text in [
            "🎯 Goal 1 added: Marathon <b>\nDeadline: Tue 1 Jun 2027 (192 days left)\nBreak it into checkpoints: /goal step 1 <text>\n[a] Open goal",
            "Yesterday is in the past: a deadline must be today or later.\nUsage: /goal add <title> [by <date>] (next lines: why)",
            "Marathon <b> still has 2 open checkpoints:",
            "There is no goal 9: your list has 2. See /goals.",
            "You have no goal called “Nothing”. See /goals.",
            "There is no completed goal 5: your list has 1. See /history.",
            "The why is 2001 characters; keep it to 2000.",
            "🏆 Goal reached: Marathon <b>! Well done!\n[a] « Goals",
            "Your goals · Page 1 of 2", "[k] Next »", "[b] « Prev", "It took you 3 days. Well done!",
        ] {
            #expect(transcript.contains(text), "“\(text)”")
        }
    }

    @Test func aGoalsCardInGermanAndRussian() throws {
        var cards: [Language: String] = [:]
        for language in [Language.german, .russian] {
            let console = try ScriptedConsole(clock: ManualClock(.iso("2026-11-21T09:00:00Z")))
            try console.send("/language \(language.tag)")
            try console.send("/goal add Marathon by friday\\\nUm stark zu sein")
            try console.send("/goal step 1 Schuhe kaufen")
            cards[language] = try console.send("/goal step 1 10 km laufen")
        }
        #expect(
            cards[.german] == """
                Etappe 2 hinzugefügt.

                🎯 Marathon (Ziel 1)
                Warum: Um stark zu sein
                Frist: Fr., 27. Nov. (noch 6 Tage)

                Etappen 0/2:
                ⬜ 1. Schuhe kaufen
                ⬜ 2. 10 km laufen
                ░░░░░░░░░░ 0\u{A0}%
                [a] ✅ 1. Schuhe kaufen   [b] ✅ 2. 10 km laufen
                [c] « Ziele   [d] Löschen
                """)
        #expect(
            cards[.russian] == """
                Этап 2 добавлен.

                🎯 Marathon (цель 1)
                Зачем: Um stark zu sein
                Срок: Пт, 27 нояб. (осталось 6 дней)

                Этапы 0/2:
                ⬜ 1. Schuhe kaufen
                ⬜ 2. 10 km laufen
                ░░░░░░░░░░ 0\u{A0}%
                [a] ✅ 1. Schuhe kaufen   [b] ✅ 2. 10 km laufen
                [c] « Цели   [d] Удалить
                """)
    }

    @Test func russianCountsDaysAndCheckpointsInItsForms() throws {
        let localizer = Localizer(.russian)
        #expect(
            [0, 1, 2, 5, 21, 22, 25].map { localizer.count(.dateDaysLeft, $0) } == [
                "осталось 0 дней", "остался 1 день", "осталось 2 дня", "осталось 5 дней", "остался 21 день",
                "осталось 22 дня", "осталось 25 дней",
            ])
        #expect(
            [1, 2, 5, 21].map { localizer.count(.goalOpenCheckpoints, $0) } == [
                "1 незавершённый этап", "2 незавершённых этапа", "5 незавершённых этапов",
                "21 незавершённый этап",
            ])
        let transcript = try Self.transcript(in: .russian)
        #expect(transcript.contains("У цели Marathon <b> ещё 2 незавершённых этапа:"))
        #expect(transcript.contains("(осталось 192 дня)"))
        #expect(transcript.contains("На это ушло 3 дня. Отличная работа!"))
    }

    @Test func germanCountsDaysInItsForms() {
        let localizer = Localizer(.german)
        #expect(
            [0, 1, 2, 5, 21].map { localizer.count(.dateDaysLeft, $0) } == [
                "noch 0 Tage", "noch 1 Tag", "noch 2 Tage", "noch 5 Tage", "noch 21 Tage",
            ])
    }
}
