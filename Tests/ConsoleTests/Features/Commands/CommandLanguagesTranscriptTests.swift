import Foundation
import TestSupport
import Testing
import TrackerCore

/// The mistakes every command's arguments can make, in every language: no command, an unknown
/// one, list numbers, titles too long or badly quoted, a command in the wrong chat, and each
/// way a date can be unreadable, with the usage lines that have words.
struct CommandLanguagesTranscriptTests {
    /// The messages the transcript shows.
    static let prefixes = [
        "parse.notACommand", "parse.unknownCommand", "parse.whichNumber", "parse.notANumber",
        "parse.numbersStartAtOne", "parse.noListThatLong", "parse.titleTooLong", "parse.closingQuoteMissing",
        "parse.wholeTitleInQuotes", "parse.privateChatOnly", "parse.groupChatOnly", "date.needed",
        "date.unreadable", "date.notOnCalendar", "date.tooFar", "date.needsYear", "date.examples",
        "todo.usageAdd", "group.usageTimeZone", "view.usageCalendar", "language.usage",
    ]

    /// The replies to mistaken commands, typed in a private chat and in the group, after
    /// `/language` when the language is not English.
    static func transcript(in language: Language) throws -> String {
        let clock = ManualClock(.iso("2026-11-21T09:00:00Z"))
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let (console, group) = try LanguageTranscripts.privateAndGroup(
            in: language, clock: clock, directory: directory)
        var replies = try [
            "hello", "/frobnicate", "/todo delete", "/todo delete x", "/todo done 0", "/todo done 99999999",
            "/todo add " + String(repeating: "a", count: 201), "/goal add Run",
            "/goal edit 1 title \"Marathon",
            "/goal edit 1 title \"Marathon\" soon", "/challenge Read", "/pause until", "/pause until someday",
            "/goal add Trip by 2026-02-30", "/goal add Trip by 2040-01-01", "/goal add Trip by feb 29",
            "/calendar x", "/language xx",
        ].map(console.send)
        replies += try ["/todos", "/group timezone Mars/Base"].map(group.send)
        return replies.joined(separator: "\n\n")
    }

    @Test(arguments: Language.allCases.filter { $0 != .english })
    func theMistakesAreExplainedInTheLanguage(language: Language) throws {
        let transcript = try Self.transcript(in: language)
        let localizer = Localizer(language)
        let examples = localizer.text(.dateExamples)
        for text in [
            localizer.text(.parseNotACommand), localizer.text(.parseWhichNumber),
            localizer.text(.parseNotANumber, ["text": "x"]), localizer.text(.parseNumbersStartAtOne),
            localizer.text(.parseNoListThatLong), localizer.text(.parseClosingQuoteMissing),
            localizer.text(.parseWholeTitleInQuotes), localizer.text(.parsePrivateChatOnly),
            localizer.text(.parseGroupChatOnly),
            localizer.text(.parseUnknownCommand, ["command": "/frobnicate"]),
            localizer.text(
                .parseTitleTooLong, ["length": localizer.number(201), "limit": localizer.number(200)]),
            localizer.text(.dateNeeded, ["examples": examples]),
            localizer.text(.dateUnreadable, ["text": "someday", "examples": examples]),
            localizer.text(.dateNotOnCalendar, ["text": "2026-02-30"]),
            localizer.text(.dateTooFar, ["text": "2040-01-01", "years": localizer.number(10)]),
            localizer.text(.todoUsageAdd), localizer.text(.groupUsageTimeZone),
            localizer.text(.viewUsageCalendar),
            localizer.text(.languageUsage, ["codes": "en, de, es, pt-BR, ru, fa"]),
        ] {
            #expect(transcript.contains(text), "\(language.tag): \(text)")
        }
        try LanguageTranscripts.expectNoEnglish(of: Self.prefixes, in: transcript, language)
    }

    @Test func aDayWithoutItsYearGetsTheYearInTheLanguagesDigits() throws {
        #expect(try Self.transcript(in: .german).contains("Gib zur Sicherheit das Jahr an: feb 29 2028."))
        #expect(try Self.transcript(in: .persian).contains("برای اطمینان سال را هم بنویسید: feb 29 ۲۰۲۸."))
    }

    @Test func englishHasTheSentencesTheOtherLanguagesMustNot() throws {
        let transcript = try Self.transcript(in: .english)
        try LanguageTranscripts.expectEnglish(of: Self.prefixes, in: transcript)
        #expect(transcript.contains("That is 201 characters; keep it to 200."))
        #expect(
            transcript.contains(
                "I couldn't read “someday” as a date. Try 2026-12-31, 31.12.2026, dec 31, friday, in 3 weeks or end of month."
            ))
        #expect(
            transcript.contains(
                "“feb 29” is not in the coming 12 months. Add the year to be sure: feb 29 2028."))
        #expect(transcript.contains("“2040-01-01” is more than 10 years away. Pick a day within 10 years."))
    }

    /// Each date the errors suggest reads as a date in its language, `today` being the
    /// transcript's: a suggestion that does not work would send the user round in circles.
    @Test(arguments: Language.allCases)
    func theSuggestedDatesAreRead(language: Language) throws {
        let today = try #require(LocalDate(iso: "2026-11-21"))
        let suggested: [Language: [String]] = [
            .english: ["2026-12-31", "31.12.2026", "dec 31", "friday", "in 3 weeks", "end of month"],
            .german: ["31. Dezember", "Freitag", "nächsten Freitag", "in 3 weeks"],
            .spanish: ["31 de diciembre", "viernes", "el próximo viernes", "in 3 weeks"],
            .portuguese: ["31 de dezembro", "sexta", "próxima sexta", "in 3 weeks"],
            .russian: ["31 декабря", "пятница", "в следующую пятницу", "in 3 weeks"],
            .persian: ["۳۱ دسامبر", "جمعه", "جمعه بعد", "in 3 weeks"],
        ]
        let examples = Localizer(language).text(.dateExamples)
        for text in try #require(suggested[language]) {
            #expect(examples.contains(text), "\(language.tag): \(text)")
            let read = DateExpression.parse(text, today: today, language: language)
            #expect((try? read.get()) != nil, "\(language.tag): \(text)")
        }
    }

    /// The month `/calendar`'s usage line suggests reads as a month in its language.
    @Test(arguments: [
        (Language.english, "/calendar dec"), (.german, "/calendar dez"), (.spanish, "/calendar dic"),
        (.portuguese, "/calendar dez"), (.russian, "/calendar дек"), (.persian, "/calendar دسامبر"),
    ])
    func theSuggestedMonthIsRead(language: Language, example: String) throws {
        let today = try #require(LocalDate(iso: "2026-11-21"))
        let comma = language.isRightToLeft ? "،" : ","
        #expect(Localizer(language).text(.viewUsageCalendar).contains(example + comma))
        let month = MonthExpression.parse(
            String(example.dropFirst("/calendar ".count)), today: today, language: language)
        #expect(month?.month == 12, "\(language.tag): \(example)")
    }
}
