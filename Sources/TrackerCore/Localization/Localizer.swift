import Foundation

/// Writes messages, numbers and dates in one language.
///
/// Messages come from the language's ``Catalog``, each key falling back to English and then
/// to the key itself, so a missing translation shows English and a missing key shows its name:
/// neither traps. Numbers and dates go through Foundation's formatters with the language's
/// locale and the Gregorian calendar, which the bot's dates are in whatever the locale's own
/// calendar (Persian's is the Solar Hijri).
public struct Localizer: Sendable {
    /// The language written.
    public let language: Language
    private let catalog: Catalog
    private let english: Catalog

    /// A localizer for `language`, with the built-in catalogs.
    public init(_ language: Language) {
        self.init(language, catalogs: Catalog.all)
    }

    /// A localizer for `language` over `catalogs` (English among them for the fallback).
    public init(_ language: Language, catalogs: [Language: Catalog]) {
        self.language = language
        catalog = catalogs[language] ?? Catalog(entries: [:])
        english = catalogs[.english] ?? Catalog(entries: [:])
    }

    /// What stands between the parts of one line, as ``MessageKey/listSeparator`` says.
    public var separator: String { text(.listSeparator) }

    /// The message `key` with its placeholders filled from `arguments`.
    public func text(_ key: MessageKey, _ arguments: [String: String] = [:]) -> String {
        guard let entry = entry(key) else { return key.rawValue }
        switch entry {
        case .text(let template):
            return template.filled(arguments)
        case .plural(let forms):
            return (forms[.other] ?? forms.values.first)?.filled(arguments) ?? key.rawValue
        }
    }

    /// The counted message `key` in the plural form `count` takes, with `{count}` written as
    /// the language writes numbers and the other placeholders from `arguments`.
    public func count(_ key: MessageKey, _ count: Int, _ arguments: [String: String] = [:]) -> String {
        var arguments = arguments
        arguments["count"] = number(count)
        guard let entry = entry(key) else { return key.rawValue }
        switch entry {
        case .text(let template):
            return template.filled(arguments)
        case .plural(let forms):
            // An English fallback entry has English's categories, so it is chosen by them.
            let language = catalog.entries[key.rawValue] == nil ? .english : self.language
            let form = forms[language.pluralCategory(of: count)] ?? forms[.other]
            return form?.filled(arguments) ?? key.rawValue
        }
    }

    /// The text of a key made from names the code declares elsewhere (`menu.private.today`),
    /// falling back to English; `nil` when no catalog has it, for the caller's own default.
    public func text(named key: String) -> String? {
        guard case .text(let template) = catalog.entries[key] ?? english.entries[key] else { return nil }
        return template.filled([:])
    }

    func entry(_ key: MessageKey) -> Catalog.Entry? {
        catalog.entries[key.rawValue] ?? english.entries[key.rawValue]
    }

    // MARK: - Numbers and dates

    /// `1,234` in English, `1.234` in German, `۱٬۲۳۴` in Persian.
    public func number(_ value: Int) -> String {
        value.formatted(IntegerFormatStyle<Int>(locale: language.locale))
    }

    /// The day with its short weekday and month: "Fri 4 Dec", "Fr., 4. Dez.", "جمعه ۴ دسامبر".
    public func date(_ day: LocalDate) -> String {
        if let format = weekdayDayMonth(withYear: false) { return noon(of: day).formatted(format) }
        return noon(of: day).formatted(dayStyle.weekday(.abbreviated).day().month(.abbreviated))
    }

    /// The day and short month as the language writes them in a date: "4 Dec", "4. Dez.",
    /// "4 дек.".
    public func dayAndMonth(_ day: LocalDate) -> String {
        noon(of: day).formatted(dayStyle.day().month(.abbreviated))
    }

    /// ``date(_:)`` with the year: "Fri, 4 Dec 2026", "Fr., 4. Dez. 2026".
    public func fullDate(_ day: LocalDate) -> String {
        if let format = weekdayDayMonth(withYear: true) { return noon(of: day).formatted(format) }
        return noon(of: day).formatted(dayStyle.weekday(.abbreviated).day().month(.abbreviated).year())
    }

    /// The short weekday, day and month written out field by field where ICU's pattern for
    /// them is not how the language writes a date; `nil` to take ICU's.
    ///
    /// German: ICU's pattern for the short weekday ("MMMEd") is `EEE d. MMM`, without the
    /// comma that its long weekday (`EEEE, d. MMMM`), its full date style and German usage
    /// ("Mo., 2. März") put after the weekday; asking for the fields in another order or
    /// through a template gives the same pattern, so the pattern is written here.
    private func weekdayDayMonth(withYear: Bool) -> Date.VerbatimFormatStyle? {
        guard language == .german else { return nil }
        let format: Date.FormatString =
            withYear
            ? "\(weekday: .abbreviated), \(day: .defaultDigits). \(month: .abbreviated) \(year: .defaultDigits)"
            : "\(weekday: .abbreviated), \(day: .defaultDigits). \(month: .abbreviated)"
        return Date.VerbatimFormatStyle(
            format: format, locale: language.locale, timeZone: Self.utc, calendar: Self.utcGregorian)
    }

    /// The month and year as a title: "December 2026", "Dezember 2026", "Декабрь 2026 г.".
    /// Languages that write month names in lower case (Russian, Spanish, Portuguese) start a
    /// title with a capital all the same.
    public func month(_ day: LocalDate) -> String {
        let title = noon(of: day).formatted(dayStyle.month(.wide).year())
        return title.prefix(1).uppercased(with: language.locale) + title.dropFirst()
    }

    /// The weekday's full name as it stands alone: "Friday", "Freitag", "пятница".
    public func weekdayName(_ weekday: Weekday) -> String {
        // 2024-01-01 was a Monday.
        let day = LocalDate(year: 2024, month: 1, day: weekday.rawValue) ?? LocalDate(dayNumber: 0)
        return noon(of: day).formatted(dayStyle.weekday(.wide))
    }

    /// The weekday's short name: "Fri", "Fr.", "Пт".
    public func shortWeekdayName(_ weekday: Weekday) -> String {
        let day = LocalDate(year: 2024, month: 1, day: weekday.rawValue) ?? LocalDate(dayNumber: 0)
        return noon(of: day).formatted(dayStyle.weekday(.abbreviated))
    }

    /// The weekday's narrowest name, as a calendar's row or column shows it: "M", "M", "П", "د".
    public func narrowWeekdayName(_ weekday: Weekday) -> String {
        let day = LocalDate(year: 2024, month: 1, day: weekday.rawValue) ?? LocalDate(dayNumber: 0)
        return noon(of: day).formatted(dayStyle.weekday(.narrow))
    }

    /// Month `month`'s (1...12) short name as it stands alone, over a calendar's columns:
    /// "Mar", "März", "март", "مارس". A month out of range counts as the nearest.
    public func shortMonthName(_ month: Int) -> String {
        let day = LocalDate(year: 2024, month: min(max(month, 1), 12), day: 15) ?? LocalDate(dayNumber: 0)
        return noon(of: day).formatted(dayStyle.month(.abbreviated))
    }

    /// The time of `instant` on the 24-hour clock in `timeZone`, with the language's digits:
    /// "07:30", "۰۷:۳۰".
    public func time(_ instant: Date, in timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let style = Date.VerbatimFormatStyle(
            format:
                "\(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits)",
            locale: language.locale, timeZone: timeZone, calendar: calendar)
        return instant.formatted(style)
    }

    /// The day and time of `instant` in `timeZone`: "Sun, 25 Oct 2026, 02:30",
    /// "So., 25. Okt. 2026, 02:30", "یکشنبه ۲۵ اکتبر ۲۰۲۶، ۰۲:۳۰".
    public func dateTime(_ instant: Date, in timeZone: TimeZone) -> String {
        let day = UserCalendar(timeZone: timeZone).calendarDate(of: instant)
        // Persian separates the time with its own comma, as its locale's date-time pattern does.
        let comma = language.isRightToLeft ? "، " : ", "
        return fullDate(day) + comma + time(instant, in: timeZone)
    }

    /// Days are written from their noon in UTC: a day has no zone, and noon is far from
    /// every edge.
    private var dayStyle: Date.FormatStyle {
        Date.FormatStyle(locale: language.locale, calendar: Self.utcGregorian, timeZone: Self.utc)
    }

    private func noon(of day: LocalDate) -> Date {
        Date(timeIntervalSince1970: (Double(day.dayNumber) + 0.5) * 86_400)
    }

    private static let utc = TimeZone(identifier: "UTC") ?? TimeZone.current
    private static let utcGregorian: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        return calendar
    }()
}
