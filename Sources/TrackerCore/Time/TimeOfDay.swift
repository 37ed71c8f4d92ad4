/// A local wall-clock time with minute precision, such as when a reminder is due.
///
/// It carries no zone and no date: ``UserCalendar/instant(on:hour:minute:)`` turns it into
/// an instant on a given day. Encoded as the string `"HH:MM"` so that stored values stay
/// readable and sort as text.
public struct TimeOfDay: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// 0–23.
    public let hour: Int
    /// 0–59.
    public let minute: Int

    /// Creates a time, or `nil` unless `hour` is 0–23 and `minute` is 0–59.
    public init?(hour: Int, minute: Int) {
        guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        self.hour = hour
        self.minute = minute
    }

    /// Minutes since midnight, 0–1439.
    public var minutesSinceMidnight: Int { hour * 60 + minute }

    /// `HH:MM` on a 24-hour clock ("09:00"), the form shown to users and stored.
    public var text: String {
        (hour < 10 ? "0" : "") + String(hour) + ":" + (minute < 10 ? "0" : "") + String(minute)
    }

    /// `HH:MM`, as ``text``.
    public var description: String { text }

    /// Reads a time as people type it: `9:00`, `09:00`, `21:30`, `9`, `9am`, `9:30 pm`,
    /// `9.30`, `21h`, `21h30`, `noon`, `midnight`. Case and spaces are ignored.
    ///
    /// With am/pm the hour must be 1–12 (`12am` is 00:00, `12pm` is 12:00); without, 0–23.
    /// Minutes, when given, are exactly two digits. Anything else is `nil`.
    public static func parse(_ text: String) -> TimeOfDay? {
        var rest = Substring(text.lowercased().filter { !$0.isWhitespace })
        switch rest {
        case "noon", "midday": return TimeOfDay(hour: 12, minute: 0)
        case "midnight": return TimeOfDay(hour: 0, minute: 0)
        default: break
        }
        var isPM: Bool?
        if let (suffix, pm) = meridiems.first(where: { rest.hasSuffix($0.suffix) }) {
            isPM = pm
            rest = rest.dropLast(suffix.count)
        }
        let parts = rest.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let pieces: [Substring]
        if parts.count == 2 {
            pieces = parts
        } else if rest.contains("h") {
            // "21h" and "21h30" are common in French and German; they never take am/pm.
            guard isPM == nil else { return nil }
            let split = rest.split(separator: "h", maxSplits: 1, omittingEmptySubsequences: false)
            pieces = split.count == 2 && split[1].isEmpty ? [split[0]] : split
        } else {
            pieces = rest.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        }
        guard (1...2).contains(pieces.count), (1...2).contains(pieces[0].count),
            let hour = CalendarWords.digits(pieces[0])
        else { return nil }
        var minute = 0
        if pieces.count == 2 {
            guard pieces[1].count == 2, let value = CalendarWords.digits(pieces[1]) else { return nil }
            minute = value
        }
        guard let isPM else { return TimeOfDay(hour: hour, minute: minute) }
        guard (1...12).contains(hour) else { return nil }
        return TimeOfDay(hour: hour % 12 + (isPM ? 12 : 0), minute: minute)
    }

    private static let meridiems: [(suffix: String, isPM: Bool)] = [
        ("a.m.", false), ("a.m", false), ("am", false), ("p.m.", true), ("p.m", true), ("pm", true),
    ]

    /// Earlier in the day first.
    public static func < (lhs: TimeOfDay, rhs: TimeOfDay) -> Bool {
        lhs.minutesSinceMidnight < rhs.minutesSinceMidnight
    }

    /// Decodes only the exact stored form `HH:MM`, so that a corrupt value fails loudly
    /// instead of being reinterpreted by the lenient chat parser.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ $0.count == 2 }),
            let hour = CalendarWords.digits(parts[0]), let minute = CalendarWords.digits(parts[1]),
            let time = TimeOfDay(hour: hour, minute: minute)
        else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "Expected HH:MM, got \(text)")
        }
        self = time
    }

    /// Encodes the `HH:MM` form.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
