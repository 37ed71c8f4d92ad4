import Foundation
import Testing
import TrackerCore

/// Numbers, dates and times through Foundation's formatters in each language, in real zones.
@Suite struct LocalizerFormattingTests {
    private static let berlin = TimeZone(identifier: "Europe/Berlin")!

    /// 2026-03-29 00:30 UTC is 01:30 in Berlin; an hour later the clocks have jumped to 03:30.
    private static let beforeSpring = Date(timeIntervalSince1970: 1_774_744_200)
    /// 2026-10-25 00:30 UTC is 02:30 summer time; an hour later it is 02:30 again, winter time.
    private static let beforeAutumn = Date(timeIntervalSince1970: 1_792_888_200)

    @Test(arguments: [
        (Language.english, "01:30 03:30 02:30 02:30"),
        (.german, "01:30 03:30 02:30 02:30"),
        (.spanish, "01:30 03:30 02:30 02:30"),
        (.portuguese, "01:30 03:30 02:30 02:30"),
        (.russian, "01:30 03:30 02:30 02:30"),
        (.persian, "۰۱:۳۰ ۰۳:۳۰ ۰۲:۳۰ ۰۲:۳۰"),
    ])
    func timesAcrossBerlinsClockChanges(language: Language, expected: String) {
        let localizer = Localizer(language)
        let instants = [
            Self.beforeSpring, Self.beforeSpring + 3_600, Self.beforeAutumn, Self.beforeAutumn + 3_600,
        ]
        #expect(instants.map { localizer.time($0, in: Self.berlin) }.joined(separator: " ") == expected)
    }

    @Test(arguments: [
        (Language.english, "Sun, 29 Mar 2026, 03:30"),
        (.german, "So., 29. März 2026, 03:30"),
        (.spanish, "dom, 29 mar 2026, 03:30"),
        (.portuguese, "dom., 29 de mar. de 2026, 03:30"),
        (.russian, "Вс, 29 марта 2026 г., 03:30"),
        (.persian, "یکشنبه ۲۹ مارس ۲۰۲۶، ۰۳:۳۰"),
    ])
    func theDayAfterTheSpringChangeIsWrittenInEachLanguage(language: Language, expected: String) {
        let text = Localizer(language).dateTime(Self.beforeSpring + 3_600, in: Self.berlin)
        #expect(spaced(text) == expected)
    }

    @Test func aDayStaysItsDayInEveryZoneAndLanguage() {
        // The last Sunday of October, the 25-hour day, is still one Sunday.
        let day = LocalDate(year: 2026, month: 10, day: 25)!
        let sundays = Language.allCases.map { Localizer($0).weekdayName(day.weekday) }
        #expect(sundays == ["Sunday", "Sonntag", "domingo", "domingo", "воскресенье", "یکشنبه"])
        #expect(Localizer(.english).fullDate(day) == "Sun, 25 Oct 2026")
        #expect(Localizer(.german).date(day) == "So., 25. Okt.")
        #expect(Localizer(.persian).date(day) == "یکشنبه ۲۵ اکتبر")
    }

    @Test(arguments: [
        (Language.english, "Mon 2 Mar", "Mon, 2 Mar 2026"),
        (.german, "Mo., 2. März", "Mo., 2. März 2026"),
        (.spanish, "lun, 2 mar", "lun, 2 mar 2026"),
        (.portuguese, "seg., 2 de mar.", "seg., 2 de mar. de 2026"),
        (.russian, "Пн, 2 марта", "Пн, 2 марта 2026 г."),
        (.persian, "دوشنبه ۲ مارس", "دوشنبه ۲ مارس ۲۰۲۶"),
    ])
    func eachLanguageWritesADayInItsOwnShape(language: Language, short: String, full: String) {
        let day = LocalDate(year: 2026, month: 3, day: 2)!
        #expect(spaced(Localizer(language).date(day)) == short)
        #expect(spaced(Localizer(language).fullDate(day)) == full)
    }

    @Test func germanDatesPutTheCommaAfterTheWeekdayInEveryMonth() {
        let german = Localizer(.german)
        for month in 1...12 {
            let day = LocalDate(year: 2026, month: month, day: 2)!
            let short = german.date(day)
            #expect(short.contains(/^[A-Z][a-z]\., 2\. [A-Z][a-zä]+\.?$/), "\(short)")
            #expect(german.fullDate(day) == short + " 2026")
        }
        #expect(german.fullDate(LocalDate(year: 2026, month: 12, day: 24)!) == "Do., 24. Dez. 2026")
    }

    @Test(arguments: [
        (Language.english, "December 2026"), (.german, "Dezember 2026"), (.spanish, "Diciembre de 2026"),
        (.portuguese, "Dezembro de 2026"), (.russian, "Декабрь 2026 г."), (.persian, "دسامبر ۲۰۲۶"),
    ])
    func monthTitles(language: Language, expected: String) {
        let title = Localizer(language).month(LocalDate(year: 2026, month: 12, day: 1)!)
        #expect(spaced(title) == expected)
    }

    @Test(arguments: [
        (Language.english, "1,234,567"), (.german, "1.234.567"), (.spanish, "1.234.567"),
        (.portuguese, "1.234.567"), (.russian, "1 234 567"), (.persian, "۱٬۲۳۴٬۵۶۷"),
    ])
    func numbers(language: Language, expected: String) {
        #expect(spaced(Localizer(language).number(1_234_567)) == expected)
    }

    @Test func weekdayNamesRunMondayToSunday() {
        let german = Localizer(.german)
        #expect(
            Weekday.allCases.map(german.weekdayName) == [
                "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag",
            ])
        #expect(Localizer(.russian).shortWeekdayName(.friday) == "Пт")
    }

    /// `text` with CLDR's no-break spaces (Russian digit groups, "г.") as plain ones.
    private func spaced(_ text: String) -> String {
        String(text.map { $0.isWhitespace ? " " : $0 })
    }
}
