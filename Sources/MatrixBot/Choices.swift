import TrackerCore

/// A reply's buttons as Matrix shows them: Matrix has no inline keyboards, so the message
/// lists its choices, each behind a reaction key the bot adds to its own message. A user's
/// reaction with a key, or the number of a numbered key typed as a message, presses it.
/// A number always means one thing: beside buttons for numbered items, the other buttons are
/// keyed by letters, so a typed number is never taken for another button.
///
/// A key says what the label need not: a button labelled with a number (`3`, `✅ 3`,
/// `✅ 3. Stretch`) gets that number's key (`3️⃣`) and is listed without it, and a message's
/// only button gets the symbol its label starts with (`↩️` for `↩︎ Undo`), or `✅`.
struct Choices: Sendable, Hashable {
    /// The numbered reaction keys; a button without a key of its own takes the first free one.
    static let keys: [String] =
        ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣", "🔟"]
        + "ABCDEFGHIJKLMNOPQRSTUVWXYZ".unicodeScalars.compactMap {
            // Regional indicator letters: 🇦 … 🇿, for messages with more than ten choices and for
            // the other buttons beside buttons for numbered items.
            Unicode.Scalar(0x1F1E6 + $0.value - 65).map { String(Character($0)) }
        }
    /// The key of a message's only choice when its label starts with no symbol.
    static let singleKey = "✅"

    /// One button as listed: the key that presses it and what its label says beside the key.
    struct Choice: Sendable, Hashable {
        var button: Button
        var key: String
        /// The label without what the key already says; empty when the key says it all.
        var label: String
    }

    /// The buttons with their keys, in reading order; only as many as there are keys.
    let choices: [Choice]

    init(_ rows: [[Button]]) {
        choices = Self.keyed(Array(rows.joined().prefix(Self.keys.count)))
    }

    var buttons: [Button] { choices.map(\.button) }

    var isEmpty: Bool { choices.isEmpty }

    /// The key that presses each button, in order.
    var reactionKeys: [String] { choices.map(\.key) }

    /// The button a reaction key presses, if it is one of this message's.
    func button(forKey key: String) -> Button? {
        choices.first { Self.sameKey($0.key, key) }?.button
    }

    /// The button a typed `number` presses: the one whose key shows it (`3` presses `3️⃣`), or
    /// whose label names it (`✅ 3` keyed `✅`); `1` presses a message's only button unless
    /// that button is for another numbered item.
    func button(number: Int) -> Button? {
        if (1...10).contains(number), let keyed = button(forKey: Self.keys[number - 1]) { return keyed }
        if let named = choices.first(where: { ChoiceLabel.number(in: $0.button.label)?.number == number }) {
            return named.button
        }
        // A message's only button, when it is for no numbered item, is choice 1.
        guard number == 1, choices.count == 1, let only = choices.first,
            ChoiceLabel.number(in: only.button.label) == nil
        else { return nil }
        return only.button
    }

    /// The message text followed by its choices, one per line (`1️⃣ Check in`); choices whose
    /// key says it all share a line (`1️⃣ 2️⃣ 3️⃣`).
    func appended(to text: RichText) -> RichText {
        guard !isEmpty else { return text }
        var result = text
        result.append("\n", .plain)
        var previousWasBare = false
        for choice in choices {
            if choice.label.isEmpty {
                result.append(previousWasBare ? " \(choice.key)" : "\n\(choice.key)", .plain)
            } else {
                result.append("\n\(choice.key) \(choice.label)", .plain)
            }
            previousWasBare = choice.label.isEmpty
        }
        return result
    }

    /// Gives each button its key: the only button its label's symbol (else its number's key,
    /// else `✅`); otherwise each its label's number's key when no other button claims that
    /// number, and the rest the letter keys in order (the number keys in order when no button
    /// is for a numbered item).
    private static func keyed(_ buttons: [Button]) -> [Choice] {
        if buttons.count == 1, let only = buttons.first {
            if let symbol = ChoiceLabel.leadingSymbol(of: only.label) {
                return [Choice(button: only, key: symbol.key, label: symbol.rest)]
            }
            if let numbered = ChoiceLabel.number(in: only.label), numbered.number <= 10 {
                return [Choice(button: only, key: keys[numbered.number - 1], label: numbered.rest)]
            }
            return [Choice(button: only, key: singleKey, label: only.label)]
        }
        let numbered = buttons.map { ChoiceLabel.number(in: $0.label) }
        let claims = Dictionary(numbered.compactMap { $0.map { ($0.number, 1) } }, uniquingKeysWith: +)
        // A number that two buttons claim is neither's, and past ten there are no number keys.
        let owned = Set(claims.filter { $0.value == 1 && $0.key <= 10 }.keys)
        // Beside buttons for numbered items, a number key on any other button would be read
        // as an item's number: the others take letters.
        var free = claims.isEmpty ? keys.indices[...] : keys.indices.dropFirst(10)
        return zip(buttons, numbered).map { button, numbered in
            if let numbered, owned.contains(numbered.number) {
                return Choice(button: button, key: keys[numbered.number - 1], label: numbered.rest)
            }
            // There are as many keys as buttons can be, so one is always free.
            return Choice(
                button: button, key: free.popFirst().map { keys[$0] } ?? singleKey, label: button.label)
        }
    }

    /// Whether two reaction keys are the same key, with or without presentation selectors.
    static func sameKey(_ one: String, _ other: String) -> Bool { bare(one) == bare(other) }

    /// `key` without emoji and text presentation selectors, which clients add or leave out.
    private static func bare(_ key: String) -> [Unicode.Scalar] {
        key.unicodeScalars.filter { $0 != "\u{FE0F}" && $0 != "\u{FE0E}" }
    }
}
