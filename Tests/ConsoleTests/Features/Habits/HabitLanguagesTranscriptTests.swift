import Foundation
import TestSupport
import Testing
import TrackerCore

/// The habit replies in every language: starting each kind, the list, check-ins and amounts
/// with their notes, taking back, cards, edits, resets, a finished and a broken run, the
/// mistakes with their usage lines, and the group's refusals.
struct HabitLanguagesTranscriptTests {
    /// The messages the transcript shows.
    static let translated = ["habit.", "usage.", "list.noNumber.habits", "list.notCalled.habits"]

    /// The replies this transcript does not reach: a thousand habits, a total past a billion,
    /// a reminder's button, runs over several days and weeks, edits that would break, end or
    /// re-plan a run, the other kinds' states of the day, and a group refusal to a non-member.
    static let unreached: Set<MessageKey> = [
        .habitTooMany, .habitTotalLimit, .habitDayOver, .habitTodayButton, .habitBrokeWeek, .habitWouldBreak,
        .habitAlreadyReached, .habitFinishedRun, .habitFrom, .habitNotStarted, .habitYouAreOnWeekStreak,
        .habitYouAreOnDayStreak, .habitResetWeeks, .habitConfirmResetWeeks, .habitWeekdayDone,
        .habitNothingThisWeek, .habitThisWeek, .habitWeekPastTarget, .habitExtraWeekDone, .habitBrokeShort,
        .habitBroke, .habitNotDueAmount, .habitAmountTodayWeek, .habitTodayWeek, .habitNotDueExtra,
        .habitPromiseAllTheWay, .habitAllChecked, .habitAllComplete, .habitChallengeOnly,
    ]

    /// Pieces of the English messages that are command syntax, which every language's
    /// messages show as it is typed.
    static let typedAsIs: Set<String> = ["times a week", "8 glasses a day, 5 km 3 times a week"]

    /// The help's amount example works as typed in each language: the habit its `/habit add`
    /// example starts is the one its `/check` example adds to.
    @Test(arguments: Language.allCases)
    func theHelpsAmountExampleWorksAsTyped(language: Language) throws {
        let console = try ScriptedConsole(clock: ManualClock(.iso("2026-11-21T09:00:00Z")))
        if language != .english { try console.send("/language \(language.tag)") }
        let help = try console.send("/help habits").split(separator: "\n").map(String.init)
        let add = try #require(help.first { $0.hasPrefix("/habit add") && $0.contains(" a day") })
        let check = try #require(help.first { $0.hasPrefix("/check ") && $0.contains(" 3") })
        let typedAdd = String(add.prefix { $0 != "—" }).trimmingCharacters(in: .whitespaces)
        let three = try #require(check.range(of: " 3"))
        let typedCheck = String(check[..<three.upperBound])
        #expect(try console.send(typedAdd).hasPrefix("🌱"), "\(language.tag): \(typedAdd)")
        let checked = try console.send(typedCheck)
        #expect(checked.hasPrefix("➕"), "\(language.tag): \(typedCheck) → \(checked)")
    }

    /// Every habit reply the transcript reaches, after `/language` when it is not English.
    static func transcript(in language: Language) throws -> String {
        let clock = ManualClock(.iso("2026-11-21T09:00:00Z"))
        let console = try ScriptedConsole(clock: clock)
        if language != .english { try console.send("/language \(language.tag)") }
        let lines = [
            "/habits", "/check", "/habit add Read for 21 days", "/habit add Read",
            "/habit add Piano on mon,wed,fri for 8 weeks", "/habit add Gym 3 times a week",
            "/habit add Water 8 glasses a day", "/habits", "/check", "/check read", "/check read",
            "/check read\\\nGreat <b> book", "/check piano", "/check gym", "/check water 3",
            "/check water 5\\\nDone",
            "/check water 2", "/check water -3", "/check water -1", "/check read -1", "/check water 2.5",
            "/check 1 2.5", "/check water 0", "/check read 3", "/check nothing", "/check 9", "/habit 1",
            "/habit 4",
            "/habit 1 foo", "/habit frobnicate", "/habit edit 1 name Reading", "/habit edit 2 days tue,thu",
            "/habit edit 4 target 10 glasses", "/habit edit 4 target none", "/habit edit 1 length 30",
            "/habit edit 3 length 30 days", "/habit edit 1 length 400", "/habit edit 1 colour red",
            "/habit edit 1 name", "/habit edit 1 length x", "/habit edit 1 target", "/habit edit 1 target 8",
            "/habit add \"Open", "/habit add \"X\" y", "/habit add for 21 days",
            "/habit add X 8 glasses a day 9 cups a day", "/habit add X for 3 days for 4 days",
            "/habit add X on mon 3 times a week", "/habit add X for two weeks", "/habit add X for 400 days",
            "/habit add X for 60 weeks", "/habit add X on mon for 10 days", "/habit add X on",
            "/habit add X 9 times a week", "/habit add X 8 a day",
            "/habit add X 0 glasses a day", "/habit add X 8 " + String(repeating: "u", count: 21) + " a day",
            "/check\\\nA note", "/check water 3\\\n" + String(repeating: "n", count: 2_001),
            "/check water -1\\\nnote",
            "/check reading", "/habit reset 1", "b", "/habit reset 1", "a", "/habit delete 3", "a",
            "/habit 3",
            "/habit add Once for 1 day", "/check once", "/check once", "/habits", "/habit add Two for 2 days",
            "/check two", "/check two -1", "/check two -1", "/habit add Yoga twice a week",
            "/habit add Swim once a week",
        ]
        var replies = try lines.map(console.send)
        // Three days later the strict run has broken.
        try console.wait(until: .iso("2026-11-24T09:00:00Z"))
        replies += try ["/check reading", "/habits", "/habit 1"].map(console.send)
        let group = try ScriptedConsole(clock: clock, isGroup: true)
        if language != .english { try group.send("/language \(language.tag)") }
        replies.append(try group.send("/check"))
        try group.send("/challenge Run")
        replies.append(try group.send("/check read"))
        return replies.joined(separator: "\n\n")
    }

    @Test(arguments: Language.allCases.filter { $0 != .english })
    func theHabitRepliesAreTranslated(language: Language) throws {
        let transcript = try Self.transcript(in: language)
        let localizer = Localizer(language)
        for text in [
            localizer.text(.habitEmpty), localizer.text(.habitListTitle), localizer.text(.habitWhichOne),
            localizer.text(.habitNoteSaved), localizer.text(.habitNoteAdded),
            localizer.text(.habitNoChallenge),
            localizer.text(.habitDailyRule), localizer.text(.habitNextTomorrow),
            localizer.text(.habitExtraDayCounted), localizer.text(.habitEditWhat),
            localizer.text(.habitAmountRange),
            localizer.text(.habitStartOverButton), localizer.text(.habitKeepGoingButton),
            localizer.text(.habitPromiseEveryDay), localizer.text(.habitRecent),
            localizer.text(.usageLabel, ["usage": localizer.text(.usageCheckAmount)]),
            localizer.text(.habitNoSuchCommand, ["word": "frobnicate"]),
            localizer.text(.listNotCalledHabits, ["name": "nothing", "command": "/habits"]),
        ] {
            #expect(transcript.contains(text), "\(language.tag): \(text)")
        }
        // What the user typed stays as typed inside the translations.
        #expect(transcript.contains("📝 Done"))
        try LanguageTranscripts.expectNoEnglish(
            of: Self.translated + ["date."], in: transcript, language, except: Self.typedAsIs)
    }

    @Test func englishKeepsItsWording() throws {
        let transcript = try Self.transcript(in: .english)
        let unreached = Set(
            try LanguageTranscripts.englishSentences(of: Self.unreached.map(\.rawValue)))
        try LanguageTranscripts.expectEnglish(of: Self.translated, in: transcript, except: unreached)
        for text in [
            "🌱 Habit 1 started: Read, 21 days.\nCheck in once every day with /check.",
            "🌱 Habit 3 started: Gym, 3 times a week for 8 weeks.\nAny 3 days of your week (from Monday, see /weekstart). A week that can no longer reach 3 breaks the run.",
            "✅ Read: day 1 of 21 done. 20 to go. See you tomorrow!",
            "✅ Piano: an extra: Saturday is not one of your days (Mon, Wed, Fri), so it neither counts nor breaks.",
            "➕ Water: 3/8 glasses today — 5 more and the day counts.",
            "The last amount of Water today was 2 glasses: -1 takes it back.\nUsage: /check <habit> <amount>, /check <habit> -1 (takes back the last amount)",
            "↩︎ Took back 1 check-in of Read. Today is open again.",
            "You have no habit called “nothing”. See /habits.\nUsage: /check [<habit name or n>]",
            "There is no habit 9: your list has 4. See /habits.",
            "🎉 Once: 1 day done! You kept your word to yourself every single day.",
            "Your run of Reading broke",
        ] {
            #expect(transcript.contains(text), "“\(text)”")
        }
    }

    @Test func aCheckInInGermanAndRussian() throws {
        var replies: [Language: String] = [:]
        for language in [Language.german, .russian] {
            let console = try ScriptedConsole(clock: ManualClock(.iso("2026-11-21T09:00:00Z")))
            try console.send("/language \(language.tag)")
            try console.send("/habit add Wasser 8 Gläser a day")
            try console.send("/check wasser 3")
            replies[language] = try console.send("/check wasser 5\\\nGeschafft")
        }
        #expect(
            replies[.german] == """
                ✅ Wasser: 8/8 Gläser — Tag 1 von 21 geschafft.
                📝 Notiz gespeichert.
                [a] ↩︎ Rückgängig
                """)
        #expect(
            replies[.russian] == """
                ✅ Wasser: 8/8 Gläser — день 1 из 21 — выполнено.
                📝 Заметка сохранена.
                [a] ↩︎ Отменить
                """)
    }

    @Test func lengthsAndCheckInsCountInEachLanguagesForms() {
        let russian = Localizer(.russian)
        #expect(
            [0, 1, 2, 5, 21, 22, 25].map { russian.count(.habitCheckIns, $0) } == [
                "0 отметок", "1 отметка", "2 отметки", "5 отметок", "21 отметка", "22 отметки", "25 отметок",
            ])
        #expect(
            [0, 1, 2, 5, 21, 22, 25].map { russian.count(.unitDays, $0) } == [
                "0 дней", "1 день", "2 дня", "5 дней", "21 день", "22 дня", "25 дней",
            ])
        #expect([1, 3, 5].map { russian.count(.habitWeeks, $0) } == ["1 неделя", "3 недели", "5 недель"])
        #expect(
            [1, 2].map { Localizer(.german).count(.habitCheckIns, $0) } == ["1 Check-in", "2 Check-ins"])
        #expect([1, 2].map { Localizer(.spanish).count(.habitWeeks, $0) } == ["1 semana", "2 semanas"])
        #expect(Localizer(.persian).count(.habitCheckIns, 2) == "۲ ثبت")
    }
}
