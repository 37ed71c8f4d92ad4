/// Reads the dates people type in chat relative to the user's local `today`.
///
/// Accepted forms: `2026-12-31`, `31.12.2026`, `31.12.`, `31.12`; `dec 31`, `december 31st`,
/// `31 dec`, `the 1st of june`, each optionally followed by a year (`dec 31 2027`); `today`,
/// `tomorrow`, `yesterday`; `friday`, `fri`, `this friday`, `next friday`; `in 3 days`,
/// `in a week`, `in two months`, `in 1 year` ("in" optional); `next week` (its Monday),
/// `next month` (its 1st), `next year` (1 January); `end of week` (Sunday), `end of month`,
/// `end of year`, also as `end of the …` and `end of next …`.
///
/// Contract:
/// - Case-insensitive; surrounding whitespace is ignored.
/// - Past dates are not rejected: whether a past day makes sense is the caller's decision.
///   Absolute dates with a year are returned as given.
/// - A day and month without a year means the next occurrence: this year unless that day
///   is already past, else the following year. 29 February more than a year away is not
///   guessed: it needs its year (``DateExpressionError/needsYear(_:year:)``).
/// - Weekday names mean the coming one, today included; `next friday` is the Friday of the
///   next week, `next week` its first day and `end of week` its last, with weeks starting on
///   `weekStart` (the user's `/weekstart`, Monday by default). So `next friday` said on a
///   Sunday is 12 days away in a week that starts on Sunday, and 5 days away in one that
///   starts on Monday (where that Sunday ends the week and the coming Friday is next week's).
/// - Typed years outside 1970…9999 are unreadable. Every form shares one bound for how far
///   ahead a day may be, ``horizonYears``: a day beyond it, typed or counted (`in 1000 weeks`,
///   `2040-01-01`), is ``DateExpressionError/tooFar(_:)``.
/// - Pure and total: never traps, whatever the input.
public enum DateExpression: Sendable {
    /// Parses `text` as a day, relative to `today` where the text is relative.
    ///
    /// Every form is read in English; a text that English cannot read is read again with the
    /// weekday and month names, `today`, `tomorrow`, `yesterday`, `next` and `this` of
    /// `language` (``LocalizedDateWords``): `freitag`, `el próximo viernes`, `в пятницу`,
    /// `25 de diciembre`.
    public static func parse(
        _ text: String, today: LocalDate, weekStart: Weekday = .monday, language: Language = .english
    ) -> Result<LocalDate, DateExpressionError> {
        let input = trimmed(text)
        let normalized = CalendarWords.normalize(text)
        var outcome =
            numeric(normalized, today: today) ?? worded(normalized, today: today, weekStart: weekStart)
        if outcome == nil, language != .english,
            let english = LocalizedDateWords.translate(text, language: language)
        {
            outcome = numeric(english, today: today) ?? worded(english, today: today, weekStart: weekStart)
        }
        switch outcome {
        case .date(let date) where !LocalDate.supportedYears.contains(date.year):
            return .failure(.unreadable(input))
        case .date(let date) where date > farthest(from: today):
            return .failure(.tooFar(input))
        case .date(let date):
            return .success(date)
        case .invalidDay:
            return .failure(.invalidDay(input))
        case .tooFar:
            return .failure(.tooFar(input))
        case .needsYear(let year):
            return .failure(.needsYear(input, year: year))
        case nil:
            return .failure(.unreadable(input))
        }
    }

    /// How many years ahead of today a date may be, in every form: a typo like "in 300 years"
    /// or "2062" is refused instead of scheduling something nobody will see.
    public static let horizonYears = 10

    /// The last day a date may name when `today` is today: ``horizonYears`` ahead.
    public static func farthest(from today: LocalDate) -> LocalDate {
        today.adding(months: 12 * horizonYears) ?? LocalDate.latest
    }

    /// The most of each unit that can stay within the horizon; more is too far without
    /// counting (which also keeps the arithmetic far from overflowing).
    private static let maximumAmount: [Unit: Int] = [
        .day: 366 * horizonYears, .week: 53 * horizonYears, .month: 12 * horizonYears, .year: horizonYears,
    ]

    private static let typedYears = 1970...9999

    private enum Outcome {
        case date(LocalDate)
        case invalidDay
        case tooFar
        /// A day and month that only fall in this year, more than a year away.
        case needsYear(Int)
    }

    private enum Unit {
        case day
        case week
        case month
        case year
    }

    // MARK: - Numeric forms: 2026-12-31, 31.12.2026, 31.12., 31.12

    private static func numeric(_ text: String, today: LocalDate) -> Outcome? {
        guard !text.isEmpty, text.allSatisfy({ UserNumber.isASCIIDigit($0) || $0 == "-" || $0 == "." })
        else { return nil }
        let dashed = text.split(separator: "-", omittingEmptySubsequences: false)
        if dashed.count == 3 {
            guard dashed[0].count == 4, let year = CalendarWords.digits(dashed[0]),
                let month = dayOrMonth(dashed[1]), let day = dayOrMonth(dashed[2])
            else { return nil }
            return absolute(year: year, month: month, day: day)
        }
        var dotted = text.split(separator: ".", omittingEmptySubsequences: false)
        if dotted.count == 3, dotted[2].isEmpty { dotted.removeLast() }
        guard dotted.count == 2 || dotted.count == 3,
            let day = dayOrMonth(dotted[0]), let month = dayOrMonth(dotted[1])
        else { return nil }
        guard dotted.count == 3 else { return nextOccurrence(month: month, day: day, today: today) }
        guard dotted[2].count == 4, let year = CalendarWords.digits(dotted[2]) else { return nil }
        return absolute(year: year, month: month, day: day)
    }

    private static func dayOrMonth(_ text: Substring) -> Int? {
        (1...2).contains(text.count) ? CalendarWords.digits(text) : nil
    }

    private static func absolute(year: Int, month: Int, day: Int) -> Outcome? {
        guard typedYears.contains(year), (1...12).contains(month) else { return nil }
        guard let date = LocalDate(year: year, month: month, day: day) else { return .invalidDay }
        return .date(date)
    }

    /// The first day on or after `today` with this month and day; see the type's contract.
    private static func nextOccurrence(month: Int, day: Int, today: LocalDate) -> Outcome? {
        guard (1...12).contains(month) else { return nil }
        // Any leap year gives each month its longest length.
        guard (1...LocalDate.daysIn(month: month, year: 2000)).contains(day) else { return .invalidDay }
        // Eight years always include a leap year, so 29 February is found too.
        for year in today.year...today.year + 8 {
            if let date = LocalDate(year: year, month: month, day: day), date >= today {
                return date > today.adding(days: 365) ? .needsYear(year) : .date(date)
            }
        }
        return nil
    }

    // MARK: - Worded forms

    private static func worded(_ text: String, today: LocalDate, weekStart: Weekday) -> Outcome? {
        let words = text.split(separator: " ").map(String.init)
        let week = firstDay(of: today, weekStart: weekStart)
        return keyword(words, today: today, week: week)
            ?? weekday(words, today: today, week: week)
            ?? endOf(words, today: today, week: week)
            ?? relative(words, today: today)
            ?? monthAndDay(words.filter { $0 != "of" && $0 != "the" }, today: today)
    }

    /// `week`: the first day of the week `today` is in.
    private static func keyword(_ words: [String], today: LocalDate, week: LocalDate) -> Outcome? {
        switch words {
        case ["today"]: return .date(today)
        case ["tomorrow"]: return .date(today.adding(days: 1))
        case ["yesterday"]: return .date(today.adding(days: -1))
        case ["next", "week"]: return .date(week.adding(days: 7))
        case ["next", "month"]: return today.firstOfMonth.adding(months: 1).map(Outcome.date)
        case ["next", "year"]: return LocalDate(year: today.year + 1, month: 1, day: 1).map(Outcome.date)
        default: return nil
        }
    }

    private static func weekday(_ words: [String], today: LocalDate, week: LocalDate) -> Outcome? {
        switch words.count {
        case 1:
            guard let day = CalendarWords.weekday(words[0]) else { return nil }
            return .date(coming(day, from: today))
        case 2:
            guard let day = CalendarWords.weekday(words[1]) else { return nil }
            switch words[0] {
            case "this": return .date(coming(day, from: today))
            case "next": return .date(coming(day, from: week.adding(days: 7)))
            default: return nil
            }
        default:
            return nil
        }
    }

    /// `end of week` (Sunday), `end of month`, `end of year`, each also with "the", "this"
    /// or "next" before the unit.
    private static func endOf(_ words: [String], today: LocalDate, week: LocalDate) -> Outcome? {
        guard words.count >= 3, words[0] == "end", words[1] == "of" else { return nil }
        var rest = words.dropFirst(2)
        if rest.first == "the" || rest.first == "this" { rest = rest.dropFirst() }
        var ahead = 0
        if rest.first == "next" {
            ahead = 1
            rest = rest.dropFirst()
        }
        guard rest.count == 1, let unit = rest.first else { return nil }
        switch unit {
        case "week":
            return .date(week.adding(days: 7 * ahead + 6))
        case "month":
            return today.firstOfMonth.adding(months: ahead).map { .date($0.lastOfMonth) }
        case "year":
            return LocalDate(year: today.year + ahead, month: 12, day: 31).map(Outcome.date)
        default:
            return nil
        }
    }

    /// `in 3 days`, `in a week`, `in two months`, `in 1 year`; "in" may be left out.
    private static func relative(_ words: [String], today: LocalDate) -> Outcome? {
        let words = words.first == "in" ? Array(words.dropFirst()) : words
        guard words.count == 2, let amount = CalendarWords.number(words[0]), let unit = unit(words[1]),
            let cap = maximumAmount[unit]
        else { return nil }
        guard amount <= cap else { return .tooFar }
        switch unit {
        case .day: return .date(today.adding(days: amount))
        case .week: return .date(today.adding(days: 7 * amount))
        case .month: return today.adding(months: amount).map(Outcome.date)
        case .year: return today.adding(months: 12 * amount).map(Outcome.date)
        }
    }

    private static func unit(_ word: String) -> Unit? {
        switch word {
        case "day", "days": return .day
        case "week", "weeks": return .week
        case "month", "months": return .month
        case "year", "years": return .year
        default: return nil
        }
    }

    /// `dec 31`, `december 31st`, `31 dec`, `1st june`, each optionally followed by a year.
    /// "of" and "the" have already been dropped, so `the 1st of june` arrives here too.
    private static func monthAndDay(_ words: [String], today: LocalDate) -> Outcome? {
        guard words.count == 2 || words.count == 3 else { return nil }
        let month: Int
        let day: Int
        if let named = CalendarWords.month(words[0]), let number = dayNumber(words[1]) {
            (month, day) = (named, number)
        } else if let number = dayNumber(words[0]), let named = CalendarWords.month(words[1]) {
            (month, day) = (named, number)
        } else {
            return nil
        }
        guard words.count == 3 else { return nextOccurrence(month: month, day: day, today: today) }
        guard words[2].count == 4, let year = CalendarWords.digits(words[2]) else { return nil }
        return absolute(year: year, month: month, day: day)
    }

    /// A day of the month: one or two digits, optionally with an ordinal suffix or a dot.
    private static func dayNumber(_ word: String) -> Int? {
        var digits = Substring(word)
        if digits.hasSuffix(".") {
            digits = digits.dropLast()
        } else if ["st", "nd", "rd", "th"].contains(where: { digits.hasSuffix($0) }) {
            digits = digits.dropLast(2)
        }
        return dayOrMonth(digits)
    }

    // MARK: - Calendar arithmetic

    private static func firstDay(of date: LocalDate, weekStart: Weekday) -> LocalDate {
        date.adding(days: -((date.weekday.rawValue - weekStart.rawValue + 7) % 7))
    }

    private static func coming(_ day: Weekday, from today: LocalDate) -> LocalDate {
        today.adding(days: (day.rawValue - today.weekday.rawValue + 7) % 7)
    }

    private static func trimmed(_ text: String) -> String {
        let characters = text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace)
        return String(characters.reversed())
    }
}
