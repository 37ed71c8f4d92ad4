import Foundation

/// A time zone the user chose, with the identifier we store and show for it.
///
/// Equality and hashing use the identifier only: the zone is derived from it.
public struct ResolvedZone: Sendable, Hashable {
    /// An IANA identifier (`Europe/Berlin`), `UTC`, or a fixed offset such as `UTC+2` or
    /// `UTC-3:30`. ``TimeZoneName/timeZone(forStored:)`` turns it back into a zone.
    public let identifier: String
    private let zone: TimeZone

    /// The resolved zone.
    public var timeZone: TimeZone { zone }

    /// Rebuilds the zone from a stored ``identifier``; `nil` if this platform cannot.
    public init?(stored identifier: String) {
        guard let zone = TimeZoneName.timeZone(forStored: identifier) else { return nil }
        self.init(identifier: identifier, zone: zone)
    }

    fileprivate init(identifier: String, zone: TimeZone) {
        self.identifier = identifier
        self.zone = zone
    }

    /// Whether both name the same zone identifier.
    public static func == (lhs: ResolvedZone, rhs: ResolvedZone) -> Bool {
        lhs.identifier == rhs.identifier
    }

    /// Hashes the zone identifier.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
    }
}

/// Resolves what a user types as their time zone.
///
/// Accepted, case-insensitively: IANA identifiers (`europe/berlin`), a zone's city alone
/// (`Berlin`, `new york`, `New_York`, `são paulo`), `UTC`/`GMT`, and fixed offsets within
/// ±14 hours (`UTC+2`, `GMT-5`, `UTC+05:30`, `+02:00`). Everything else is `nil`.
/// Only identifiers that `TimeZone(identifier:)` accepts on this platform are returned, so
/// a stored identifier always converts back.
public enum TimeZoneName: Sendable {
    /// The zone `text` names, or `nil`.
    public static func resolve(_ text: String) -> ResolvedZone? {
        let trimmed = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard !trimmed.isEmpty, trimmed.count <= 64 else { return nil }
        if let seconds = offsetSeconds(trimmed) {
            return fixed(seconds)
        }
        guard let identifier = named(trimmed), let zone = TimeZone(identifier: identifier) else {
            return nil
        }
        return ResolvedZone(identifier: identifier, zone: zone)
    }

    /// The zone for an identifier previously taken from ``ResolvedZone/identifier``.
    public static func timeZone(forStored identifier: String) -> TimeZone? {
        if identifier.hasPrefix("UTC") {
            guard let seconds = offsetSeconds(identifier), storedName(seconds) == identifier else {
                return nil
            }
            return TimeZone(secondsFromGMT: seconds)
        }
        return TimeZone(identifier: identifier)
    }

    // MARK: - Fixed offsets

    private static let maximumOffset = 14 * 3600

    private static func fixed(_ seconds: Int) -> ResolvedZone? {
        guard let zone = TimeZone(secondsFromGMT: seconds) else { return nil }
        return ResolvedZone(identifier: storedName(seconds), zone: zone)
    }

    /// `UTC`, `UTC+2`, `UTC-3:30`: hours without padding, minutes only when not zero.
    private static func storedName(_ seconds: Int) -> String {
        guard seconds != 0 else { return "UTC" }
        let hours = abs(seconds) / 3600
        let minutes = abs(seconds) % 3600 / 60
        let sign = seconds < 0 ? "-" : "+"
        let minutesText = minutes == 0 ? "" : ":" + (minutes < 10 ? "0" : "") + String(minutes)
        return "UTC" + sign + String(hours) + minutesText
    }

    /// Seconds east of UTC for `UTC`, `GMT`, `Z`, `UTC+2`, `GMT-05:30`, `+0530`, `+02:00`
    /// (spaces allowed around the sign); `nil` if not an offset or beyond ±14 hours.
    private static func offsetSeconds(_ text: String) -> Int? {
        var rest = Substring(text.lowercased().filter { !$0.isWhitespace })
        // "Etc/GMT-2" is deliberately not read: its sign is inverted (it means UTC+2).
        if ["z", "etc/utc", "etc/gmt"].contains(rest) { return 0 }
        if let prefix = ["utc", "gmt"].first(where: { rest.hasPrefix($0) }) {
            rest = rest.dropFirst(prefix.count)
            if rest.isEmpty { return 0 }
        }
        guard let signCharacter = rest.first, signCharacter == "+" || signCharacter == "-" else { return nil }
        rest = rest.dropFirst()
        let hoursText: Substring
        let minutesText: Substring
        if let colon = rest.firstIndex(of: ":") {
            hoursText = rest[..<colon]
            minutesText = rest[rest.index(after: colon)...]
            guard minutesText.count == 2 else { return nil }
        } else if rest.count == 4 {
            // "+0530": the last two digits are minutes.
            hoursText = rest.prefix(2)
            minutesText = rest.suffix(2)
        } else {
            hoursText = rest
            minutesText = "00"
        }
        guard (1...2).contains(hoursText.count), let hours = CalendarWords.digits(hoursText),
            let minutes = CalendarWords.digits(minutesText), minutes < 60
        else { return nil }
        let seconds = (hours * 3600 + minutes * 60) * (signCharacter == "-" ? -1 : 1)
        return abs(seconds) <= maximumOffset ? seconds : nil
    }

    // MARK: - Named zones

    /// The identifier for an IANA name in any case, or for a zone's city alone.
    private static func named(_ text: String) -> String? {
        if text.contains("/") {
            let wanted = key(text, keepingSlashes: true)
            if let known = identifiers.byFullKey[wanted] { return known }
            // Some valid identifiers (e.g. Asia/Kolkata) are missing from the known list on
            // Linux; try the conventional capitalisation and keep it only if ICU agrees.
            let guess = capitalized(text)
            return TimeZone(identifier: guess)?.identifier == guess ? guess : nil
        }
        let wanted = key(text, keepingSlashes: false)
        return cityAliases[wanted] ?? identifiers.byCity[wanted]
    }

    /// Compares names loosely: no case, no accents, and spaces, "_", "-", "." and "'" ignored,
    /// so "new york", "New_York" and "NEWYORK" all meet.
    private static func key(_ text: String, keepingSlashes: Bool) -> String {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        return String(folded.filter { $0.isLetter || $0.isNumber || (keepingSlashes && $0 == "/") })
    }

    /// "america/new york" → "America/New_York", "america/port-au-prince" → "America/Port-Au-Prince".
    private static func capitalized(_ text: String) -> String {
        var result = ""
        var startOfWord = true
        for character in text {
            if character == " " || character == "_" || character == "/" || character == "-" {
                result += character == " " ? "_" : String(character)
                startOfWord = true
            } else {
                result += startOfWord ? character.uppercased() : character.lowercased()
                startOfWord = false
            }
        }
        return result
    }

    private struct Index: Sendable {
        var byFullKey: [String: String] = [:]
        var byCity: [String: String] = [:]
    }

    /// The platform's identifiers indexed by loose full name and by loose city. When two
    /// share a city, the one with fewer path components wins: it is the canonical zone
    /// (`America/Indianapolis` rather than `America/Indiana/Indianapolis`).
    private static let identifiers: Index = {
        var index = Index()
        let sorted = TimeZone.knownTimeZoneIdentifiers
            .filter { TimeZone(identifier: $0) != nil }
            .sorted { ($0.split(separator: "/").count, $0) < ($1.split(separator: "/").count, $1) }
        for identifier in sorted {
            index.byFullKey[key(identifier, keepingSlashes: true)] = identifier
            guard identifier.contains("/"), let city = identifier.split(separator: "/").last else { continue }
            let cityKey = key(String(city), keepingSlashes: false)
            if index.byCity[cityKey] == nil { index.byCity[cityKey] = identifier }
        }
        return index
    }()

    /// Big cities that are not zone names themselves, mapped to the zone people there use.
    private static let cityAliases: [String: String] = [
        "kolkata": "Asia/Kolkata", "mumbai": "Asia/Kolkata", "delhi": "Asia/Kolkata",
        "newdelhi": "Asia/Kolkata", "bangalore": "Asia/Kolkata", "bengaluru": "Asia/Kolkata",
        "beijing": "Asia/Shanghai", "sanfrancisco": "America/Los_Angeles",
        "seattle": "America/Los_Angeles", "washington": "America/New_York",
        "boston": "America/New_York", "munich": "Europe/Berlin", "hamburg": "Europe/Berlin",
    ]
}
