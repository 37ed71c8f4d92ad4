/// What a button's label says that a reaction key can say instead: the symbol it starts with
/// (`↩︎ Undo`) or the number of the item it acts on (`✅ 3`, `✅ 3. Stretch`).
enum ChoiceLabel {
    /// The symbol `label` starts with, as a reaction key (in emoji presentation: `↩️` for
    /// `↩︎`), and the label after it; `nil` when it starts with a letter, digit or punctuation.
    static func leadingSymbol(of label: String) -> (key: String, rest: String)? {
        guard let first = label.first, isSymbol(first) else { return nil }
        let rest = label.dropFirst()
        guard rest.isEmpty || rest.first == " " else { return nil }
        var scalars = first.unicodeScalars.filter { $0 != "\u{FE0E}" && $0 != "\u{FE0F}" }
        if scalars.count == 1, let only = scalars.first, only.properties.isEmoji,
            !only.properties.isEmojiPresentation
        {
            scalars.append("\u{FE0F}")
        }
        var key = ""
        key.unicodeScalars.append(contentsOf: scalars)
        return (key, String(rest.drop { $0 == " " }))
    }

    /// The item number `label` names, after an optional leading symbol: `3`, `✅ 3` or
    /// `✅ 13. Stretch`; and the label without it (`✅`, `✅ Stretch`). Only 1 to 10 have keys
    /// of their own (``Choices/keys``).
    static func number(in label: String) -> (number: Int, rest: String)? {
        var symbol = ""
        var text = Substring(label)
        if let first = text.first, isSymbol(first), text.dropFirst().first == " " {
            symbol = String(first)
            text = text.dropFirst(2)
        }
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        guard (1...4).contains(digits.count), let number = Int(digits), number >= 1 else {
            return nil
        }
        var after = text.dropFirst(digits.count)
        if after.hasPrefix(". ") {
            after = after.dropFirst(2)
        } else if !after.isEmpty {
            return nil
        }
        let rest = [symbol, String(after)].filter { !$0.isEmpty }.joined(separator: " ")
        return (number, rest)
    }

    /// An emoji or other symbol (`✅`, `↩︎`, `↺`), not a letter, digit or punctuation such as `«`.
    private static func isSymbol(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first, !scalar.isASCII else { return false }
        return scalar.properties.generalCategory == .otherSymbol || scalar.properties.isEmoji
    }
}
