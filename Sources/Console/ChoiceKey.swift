import TrackerCore

/// How a typed line presses a reply's button in the console, which lists buttons as choices.
/// (Matrix shows reaction keys instead, numbered by the items they are for: there the number
/// on a key is typed; see its `Choices`.)
///
/// The rule: a choice is named by a letter, `a` for the first button, `b` for the second, and
/// so on; typing that letter alone presses it. A number typed alone never presses a button,
/// because buttons often carry list numbers (`✅ 3`) and a number must mean one thing: the
/// item's number in its list, which commands take (`/todo done 3`).
public enum ChoiceKey {
    /// The most buttons a message can offer as choices: one per letter.
    public static let limit = 26

    /// The letter of the button at `index` (0-based), `a` to `z`; `nil` past ``limit``.
    public static func letter(at index: Int) -> String? {
        guard (0..<limit).contains(index), let scalar = Unicode.Scalar(0x61 + UInt32(index)) else {
            return nil
        }
        return String(Character(scalar))
    }

    /// The index (0-based) of the button a typed `text` presses: one letter, in either case and
    /// optionally in brackets as the console shows it (`[b]`). `nil` for anything else.
    public static func index(typed text: String) -> Int? {
        var letters = Substring(text.trimmingWhitespaceAndBrackets)
        guard letters.count == 1, let scalar = letters.removeFirst().unicodeScalars.first,
            letters.isEmpty, scalar.isASCII, scalar.properties.isAlphabetic
        else { return nil }
        // ASCII letters differ from their lower case only in bit 0x20.
        return Int(scalar.value | 0x20) - 0x61
    }

    /// Whether `text` is a number typed alone, which presses nothing (see the rule above).
    public static func isBareNumber(_ text: String) -> Bool {
        UserNumber.isWritten(text.trimmingWhitespaceAndBrackets)
    }
}

extension String {
    /// The text without surrounding spaces and one pair of square brackets.
    fileprivate var trimmingWhitespaceAndBrackets: String {
        var text = Substring(self).drop(while: \.isWhitespace)
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        if text.first == "[", text.last == "]", text.count >= 2 { text = text.dropFirst().dropLast() }
        return String(text)
    }
}
