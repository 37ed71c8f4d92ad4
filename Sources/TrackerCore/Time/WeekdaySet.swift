/// The days of the week a habit is due on.
///
/// Stored and encoded as a bitmask `Int` (Monday = bit 0 … Sunday = bit 6): compact, stable
/// across releases and independent of how days are spelled in chat.
public struct WeekdaySet: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The bitmask, 0–127; bit `n` is the weekday with raw value `n + 1`.
    public let rawValue: Int

    /// Every day of the week.
    public static let daily = WeekdaySet(Weekday.allCases)
    /// Monday to Friday.
    public static let weekdays = WeekdaySet([.monday, .tuesday, .wednesday, .thursday, .friday])
    /// Saturday and Sunday.
    public static let weekends = WeekdaySet([.saturday, .sunday])

    /// Creates the set from a bitmask, or `nil` if bits beyond Sunday are set.
    public init?(rawValue: Int) {
        guard (0...127).contains(rawValue) else { return nil }
        self.rawValue = rawValue
    }

    /// Creates the set of the given days; repeats are ignored.
    public init(_ days: some Sequence<Weekday>) {
        rawValue = days.reduce(0) { $0 | Self.bit($1) }
    }

    /// Whether `day` is in the set.
    public func contains(_ day: Weekday) -> Bool {
        rawValue & Self.bit(day) != 0
    }

    /// The days in the set, Monday first.
    public var days: [Weekday] { Weekday.allCases.filter(contains) }

    /// Whether the set has no day.
    public var isEmpty: Bool { rawValue == 0 }

    /// A friendly English form: "daily", "weekdays", "weekends", or short names such as
    /// "Mon, Wed, Fri" (Monday first). "no days" for the empty set.
    public var text: String {
        switch self {
        case .daily: return "daily"
        case .weekdays: return "weekdays"
        case .weekends: return "weekends"
        case _ where isEmpty: return "no days"
        default: return days.map(\.shortName).joined(separator: ", ")
        }
    }

    /// The set as typed back to users, as ``text``.
    public var description: String { text }

    /// Reads a set of days as people type them: `mon,wed,fri`, `mon, wed and fri`,
    /// `monday wednesday`, `mondays & fridays`, `mon-fri` or `mon to fri` (ranges may wrap,
    /// as in `fri-mon`), `weekdays`, `weekends`, `daily`, `every day`, and combinations such
    /// as `weekends and wed`. Case-insensitive. `nil` for anything else, or for no days.
    ///
    /// What does not read in English is read again with the day names and the words for
    /// "and" and "to" of `language`: `lun,mié,vie`, `Mo-Fr`, `montags und freitags`, `пн, ср`.
    public static func parse(_ text: String, language: Language = .english) -> WeekdaySet? {
        if let set = read(text, language: nil) { return set }
        guard language != .english else { return nil }
        return read(LocalizedDateWords.prepare(text, language: language), language: language)
    }

    /// `text` as a set of English day names and keywords, and of `language`'s if it is given.
    private static func read(_ text: String, language: Language?) -> WeekdaySet? {
        let joiners = language.map(LocalizedDateWords.joiners) ?? (list: [], through: [])
        var spaced = ""
        for character in text.lowercased() {
            // Separate ranges and lists into words: "mon-fri" → "mon - fri".
            switch character {
            case "-", "–", "—": spaced += " - "
            case ",", "&", "/", "+": spaced += " "
            default: spaced.append(character)
            }
        }
        var words: [String] = []
        for word in spaced.split(whereSeparator: \.isWhitespace).map(String.init) {
            if word == "day", let last = words.last, ["every", "each"].contains(last) {
                words[words.count - 1] = "daily"
            } else {
                words.append(word)
            }
        }
        words.removeAll { ["and", "on", "every", "each"].contains($0) || joiners.list.contains($0) }
        var result = 0
        var index = 0
        while index < words.count {
            if let named = keywords[words[index]] {
                result |= named.rawValue
                index += 1
                continue
            }
            guard let first = weekday(words[index], language: language) else { return nil }
            let joiner = index + 1 < words.count ? words[index + 1] : ""
            if index + 2 < words.count, rangeWords.contains(joiner) || joiners.through.contains(joiner) {
                guard let last = weekday(words[index + 2], language: language) else { return nil }
                result |= range(from: first, to: last).rawValue
                index += 3
            } else {
                result |= bit(first)
                index += 1
            }
        }
        return result == 0 ? nil : WeekdaySet(rawValue: result)
    }

    /// Decodes the stored bit mask; a value outside 0–127 is a data corruption error.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let raw = try container.decode(Int.self)
        guard let set = WeekdaySet(rawValue: raw) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "Expected a weekday bitmask 0–127, got \(raw)")
        }
        self = set
    }

    /// Encodes the bit mask.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    private static func bit(_ day: Weekday) -> Int { 1 << (day.rawValue - 1) }

    /// A day name, also in the plural ("mondays", "montags") since "on mondays" is how people
    /// say it; in English or `language`.
    private static func weekday(_ word: String, language: Language?) -> Weekday? {
        let name = { (word: Substring) -> Weekday? in
            CalendarWords.weekday(word) ?? language.flatMap { LocalizedDateWords.weekday(word, language: $0) }
        }
        return name(Substring(word)) ?? (word.hasSuffix("s") ? name(word.dropLast()) : nil)
    }

    /// The days from `first` to `last` inclusive, wrapping past Sunday.
    private static func range(from first: Weekday, to last: Weekday) -> WeekdaySet {
        let count = (last.rawValue - first.rawValue + 7) % 7 + 1
        return WeekdaySet((0..<count).compactMap { Weekday(rawValue: (first.rawValue - 1 + $0) % 7 + 1) })
    }

    private static let rangeWords: Set = ["-", "to", "through", "thru", "till", "until"]

    private static let keywords: [String: WeekdaySet] = [
        "daily": .daily, "everyday": .daily,
        "weekdays": .weekdays, "weekday": .weekdays, "workdays": .weekdays,
        "weekends": .weekends, "weekend": .weekends,
    ]
}
