import TrackerCore

/// A reply's buttons as Matrix shows them: Matrix has no inline keyboards, so the message
/// lists its choices, each behind a reaction key the bot adds to its own message. A user's
/// reaction with a key, or the choice's letter typed as a message (``ChoiceKey``), presses it.
struct Choices: Sendable, Hashable {
    /// The reaction keys, in the order of the buttons they press.
    static let keys: [String] =
        ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣", "🔟"]
        + "ABCDEFGHIJKLMNOPQRSTUVWXYZ".unicodeScalars.compactMap {
            // Regional indicator letters: 🇦 … 🇿, for messages with more than ten choices.
            Unicode.Scalar(0x1F1E6 + $0.value - 65).map { String(Character($0)) }
        }
    /// The key of a message's only choice: a single action reads better as a tick.
    static let singleKey = "✅"

    /// The buttons, in reading order; only as many as there are keys.
    let buttons: [Button]

    init(_ rows: [[Button]]) {
        buttons = Array(rows.joined().prefix(Self.keys.count))
    }

    var isEmpty: Bool { buttons.isEmpty }

    /// The key that presses each button, in order.
    var reactionKeys: [String] {
        buttons.count == 1 ? [Self.singleKey] : Array(Self.keys.prefix(buttons.count))
    }

    /// The button a reaction key presses, if it is one of this message's. A message edited
    /// from several choices to one keeps its numbered reactions, so `1️⃣` still presses the
    /// only choice as `✅` does.
    func button(forKey key: String) -> Button? {
        // Clients may send a key with or without the emoji presentation selector.
        // Compared scalar by scalar: the selector is inside the key's one character.
        func bare(_ key: String) -> [Unicode.Scalar] { key.unicodeScalars.filter { $0 != "\u{FE0F}" } }
        if buttons.count == 1, bare(key) == bare(Self.singleKey) { return buttons.first }
        let index = Self.keys.firstIndex { bare($0) == bare(key) }
        return index.flatMap { buttons.indices.contains($0) ? buttons[$0] : nil }
    }

    /// The button a typed choice letter presses (``ChoiceKey/index(typed:)``), if there is one.
    func button(typed text: String) -> Button? {
        guard let index = ChoiceKey.index(typed: text), buttons.indices.contains(index) else { return nil }
        return buttons[index]
    }

    /// The message text followed by its choices, one per line: `1️⃣ Check in`.
    func appended(to text: RichText) -> RichText {
        guard !isEmpty else { return text }
        var result = text
        result.append("\n", .plain)
        for (key, button) in zip(reactionKeys, buttons) {
            result.append("\n\(key) \(button.label)", .plain)
        }
        return result
    }
}
