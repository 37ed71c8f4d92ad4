import Console
import Foundation
import Synchronization
import TestSupport
import Testing
import TrackerCore

/// The views in every language: `/today`, `/progress`, `/calendar`, `/calendar year`,
/// `/habit <n> history`, `/me` and `/history`, empty and full, with a pause, a broken run and an
/// overdue goal, and the pictures they draw.
struct ViewLanguagesTranscriptTests {
    /// The messages the transcript shows.
    static let translated = ["view."]

    /// The replies this transcript does not reach: more than ten to-dos or twenty goals, a
    /// weekly target's best streak, and a finished run still listed.
    static let unreached: Set<MessageKey> = [
        .viewAndMore, .viewWeeklyTarget, .viewAndWeeklyTarget, .viewAllDaysDone, .viewAllWeeksDone,
    ]

    /// The pictures a console was asked to draw.
    final class Drawn: Sendable {
        let pictures = Mutex<[Picture]>([])
    }

    /// Every view the transcript reaches, after `/language` when it is not English, with the
    /// pictures drawn for them.
    static func transcript(in language: Language) throws -> (text: String, pictures: [Picture]) {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let drawn = Drawn()
        let console = try ScriptedConsole(
            databasePath: directory.file("bot.sqlite"), clock: ManualClock(.iso("2026-11-21T09:00:00Z")),
            pictures: ConsolePictures { picture in
                drawn.pictures.withLock { $0.append(picture) }
                return Data("png".utf8)
            })
        if language != .english { try console.send("/language \(language.tag)") }
        var replies = try [
            "/today", "/progress", "/calendar year", "/history", "/history x", "/calendar xyz",
        ]
        .map(console.send)
        for line in [
            "/habit add Read for 21 days", "/habit add Gym 3 times a week",
            "/habit add Water 8 glasses a day",
            "/habit add Once for 1 day", "/goal add Marathon by 2026-11-25", "/goal add Book by 2026-11-22",
            "/goal add Trip", "/goal add Done", "/goal done 4", "/todo add Milk", "/check read", "/check gym",
            "/check water 3", "/check once",
        ] {
            try console.send(line)
        }
        replies += try [
            "/today", "/progress", "/calendar", "/calendar year", "/habit 1 history", "/habit 2 history",
            "/habit 3 history", "/me", "/history", "/history done",
        ].map(console.send)
        try console.wait(until: .iso("2026-11-24T09:00:00Z"))
        try console.send("/check gym")
        try console.send("/pause until 2026-11-30")
        replies += try ["/today", "/progress", "/calendar year"].map(console.send)
        return (replies.joined(separator: "\n\n"), drawn.pictures.withLock { $0 })
    }

    @Test(arguments: Language.allCases.filter { $0 != .english })
    func theViewsAreTranslated(language: Language) throws {
        let (transcript, pictures) = try Self.transcript(in: language)
        let localizer = Localizer(language)
        for text in [
            localizer.text(.viewNothingPlanned), localizer.text(.viewNothingInProgress),
            localizer.text(.viewProgressTitle), localizer.text(.viewHistoryTitle),
            localizer.text(.viewCalendarLegend), localizer.text(.viewYearTitle), localizer.text(.viewOverdue),
            localizer.text(.viewTodayButton), localizer.text(.viewDoneByMonth),
            localizer.text(.viewCheckedInByMonth),
        ] {
            #expect(transcript.contains(text), "\(language.tag): \(text)")
        }
        try LanguageTranscripts.expectNoEnglish(of: Self.translated, in: transcript, language)
        // The pictures are drawn in the chat's language: the bars, the year's and each habit's heatmap.
        #expect(pictures.count >= 5)
        for picture in pictures {
            #expect(picture.language == language, "\(language.tag): \(picture)")
        }
    }

    @Test func englishKeepsItsWording() throws {
        let (transcript, _) = try Self.transcript(in: .english)
        let unreached = Set(
            try LanguageTranscripts.englishSentences(of: Self.unreached.map(\.rawValue)))
        try LanguageTranscripts.expectEnglish(of: Self.translated, in: transcript, except: unreached)
    }

    @Test func germanTodayWordForWord() throws {
        let console = try ScriptedConsole(clock: ManualClock(.iso("2026-11-21T09:00:00Z")))
        try console.send("/language de")
        try console.send("/habit add Lesen for 21 days")
        try console.send("/goal add Marathon by 2026-11-25")
        try console.send("/check lesen")
        let today = try console.send("/today")
        #expect(
            today == """
                📅 Heute: Sa., 21. Nov. 2026

                🌱 Gewohnheiten
                ✅ Lesen — Tag 1 von 21 geschafft

                🎯 Fällig in 7 Tagen
                Marathon — Mi., 25. Nov. (noch 4 Tage)
                """)
    }
}
