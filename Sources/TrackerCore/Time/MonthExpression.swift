/// Reads a month as people type it when asking for a monthly report or history.
///
/// Contract: the result is the first day of the named month. Accepted: `2026-12`, `12/2026`,
/// `12.2026`, `dec`, `december`, `december 2026`, `dec 2026`, `this month`, `next month`,
/// `last month`, and the empty string (this month, the natural default for a report).
/// A bare month name means that month of `today`'s year, even if it is still to come,
/// because reports look back more often than ahead. Case-insensitive; years outside
/// 1970…9999 and anything else give `nil`. Never traps.
public enum MonthExpression: Sendable {
    /// The first day of the month `text` names, relative to `today` where it is relative.
    /// Month names of `language` are read too (`dezember`, `diciembre 2026`, `декабрь`) when
    /// the text does not read in English.
    public static func parse(_ text: String, today: LocalDate, language: Language = .english) -> LocalDate? {
        if let month = read(text, today: today) { return month }
        guard language != .english, let english = LocalizedDateWords.translate(text, language: language)
        else { return nil }
        return read(english, today: today)
    }

    private static func read(_ text: String, today: LocalDate) -> LocalDate? {
        let words = CalendarWords.normalize(text).split(separator: " ").map(String.init)
        switch words {
        case [], ["this", "month"]:
            return today.firstOfMonth
        case ["next", "month"]:
            return today.firstOfMonth.adding(months: 1)
        case ["last", "month"], ["previous", "month"]:
            return today.firstOfMonth.adding(months: -1)
        case _ where words.count == 1:
            if let month = CalendarWords.month(words[0]) {
                return LocalDate(year: today.year, month: month, day: 1)
            }
            return numeric(words[0])
        case _ where words.count == 2:
            guard let month = CalendarWords.month(words[0]), words[1].count == 4,
                let year = CalendarWords.digits(words[1])
            else { return nil }
            return first(year: year, month: month)
        default:
            return nil
        }
    }

    /// `2026-12` (year first) or `12/2026`, `12.2026` (month first); the month may have one digit.
    private static func numeric(_ word: String) -> LocalDate? {
        let dashed = word.split(separator: "-", omittingEmptySubsequences: false)
        if dashed.count == 2 {
            guard dashed[0].count == 4, (1...2).contains(dashed[1].count),
                let year = CalendarWords.digits(dashed[0]), let month = CalendarWords.digits(dashed[1])
            else { return nil }
            return first(year: year, month: month)
        }
        let parts = word.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "/" || $0 == "." })
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 4,
            let month = CalendarWords.digits(parts[0]), let year = CalendarWords.digits(parts[1])
        else { return nil }
        return first(year: year, month: month)
    }

    private static func first(year: Int, month: Int) -> LocalDate? {
        guard (1970...9999).contains(year) else { return nil }
        return LocalDate(year: year, month: month, day: 1)
    }
}
