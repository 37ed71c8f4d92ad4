/// English words for months, weekdays and small numbers, shared by the date, month and
/// weekday parsers so that they all accept the same spellings.
enum CalendarWords {
    /// The month number (1–12) for a full or abbreviated English month name ("sep", "sept"),
    /// ignoring one trailing dot ("dec.") because people type abbreviations that way.
    static func month(_ word: some StringProtocol) -> Int? {
        months[withoutTrailingDot(word)]
    }

    /// The weekday for a full English name or a common abbreviation ("fri", "tues", "thurs").
    static func weekday(_ word: some StringProtocol) -> Weekday? {
        weekdays[withoutTrailingDot(word)]
    }

    private static func withoutTrailingDot(_ word: some StringProtocol) -> String {
        word.hasSuffix(".") ? String(word.dropLast()) : String(word)
    }

    /// A non-negative whole number written with ASCII digits or as a small English word.
    ///
    /// `Int.init(_:)` alone would also accept "+5" and "-5"; digits only, and at most nine
    /// of them, so that huge amounts read as unreadable instead of overflowing arithmetic.
    static func number(_ word: some StringProtocol) -> Int? {
        if let value = numberWords[String(word)] { return value }
        return digits(word)
    }

    /// A whole number written with one to nine ASCII digits.
    static func digits(_ word: some StringProtocol) -> Int? {
        guard word.count <= 9, word.first != "-", word.first != "−" else { return nil }
        return UserNumber.value(word, in: 0...999_999_999)
    }

    /// Lower-cases, trims and collapses runs of whitespace and commas into single spaces.
    static func normalize(_ text: String) -> String {
        text.lowercased()
            .split(whereSeparator: { $0.isWhitespace || $0 == "," })
            .joined(separator: " ")
    }

    private static let months: [String: Int] = {
        let names = [
            "january", "february", "march", "april", "may", "june", "july", "august",
            "september", "october", "november", "december",
        ]
        var table: [String: Int] = [:]
        for (index, name) in names.enumerated() {
            table[name] = index + 1
            table[String(name.prefix(3))] = index + 1
        }
        table["sept"] = 9
        return table
    }()

    private static let weekdays: [String: Weekday] = {
        var table: [String: Weekday] = [:]
        for day in Weekday.allCases {
            table[day.name] = day
            table[String(day.name.prefix(3))] = day
        }
        table["tues"] = .tuesday
        table["weds"] = .wednesday
        table["thur"] = .thursday
        table["thurs"] = .thursday
        return table
    }()

    private static let numberWords: [String: Int] = [
        "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
        "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
    ]
}
