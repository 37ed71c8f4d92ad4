/// Finds the items a typed name means. Every command that takes a habit, goal, to-do or
/// routine by name reads it through this one rule, so a name never means different things
/// in different commands.
///
/// Contract:
/// - Names compare without case, emoji or extra spaces: `read` is “📚 Read 📖”.
/// - An exact match wins: when some names are exactly the one typed, only those match.
/// - Otherwise every name the typed one starts is a match (`wa`: Walk and Water).
/// - One match acts; several must be asked about; none is unknown. The rule never picks one
///   of several by itself.
public enum NameMatch {
    /// The items `query` names, in their given order: the exact matches if there are any,
    /// else those whose name starts with it. Empty when `query` has nothing to compare.
    public static func matches<Item>(_ query: String, in items: [Item], name: (Item) -> String) -> [Item] {
        let wanted = key(query)
        guard !wanted.isEmpty else { return [] }
        let keyed = items.map { (item: $0, key: key(name($0))) }
        let exact = keyed.filter { $0.key == wanted }
        if !exact.isEmpty { return exact.map(\.item) }
        return keyed.filter { $0.key.hasPrefix(wanted) }.map(\.item)
    }

    /// `name` as names are compared: lower case, without emoji, with single spaces. A name
    /// made only of emoji keeps them, so that it can still be named.
    public static func key(_ name: String) -> String {
        let lowered = name.lowercased()
        var text = String.UnicodeScalarView()
        text.append(contentsOf: lowered.unicodeScalars.filter { !isEmoji($0) })
        let words = String(text).split(whereSeparator: \.isWhitespace)
        guard !words.isEmpty else {
            return lowered.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        return words.joined(separator: " ")
    }

    /// Whether `scalar` is part of an emoji: a pictograph, or what joins, varies or keycaps
    /// one. ASCII digits, `#` and `*` are emoji bases for keycaps but are text here.
    private static func isEmoji(_ scalar: Unicode.Scalar) -> Bool {
        !scalar.isASCII
            && (scalar.properties.isEmoji || scalar.properties.isVariationSelector || scalar == "\u{200D}"
                || scalar == "\u{20E3}")
    }
}
