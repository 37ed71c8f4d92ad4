import TrackerCore
import TrackerStore

/// A reply's buttons as Matrix shows them: Matrix has no inline keyboards, so the message
/// lists its choices, each behind a reaction key the bot adds to its own message. A user's
/// reaction with a key, or the number or letter of a key typed as a message, presses it.
/// A number always means one thing: the item with that number in the message. Buttons for
/// numbered items are keyed by their numbers and every other button by a letter, so a typed
/// number is never taken for a button the message did not number.
///
/// A key says what the label need not: a button labelled with a number (`3`, `✅ 3`,
/// `✅ 3. Stretch`) gets that number's key (`3️⃣`) and is listed without it, and a message's
/// only button gets the symbol its label starts with (`↩️` for `↩︎ Undo`), or `✅`.
///
/// The bot's reactions stay on a message when it is edited, so a key keeps its meaning for
/// the life of the message: a button an edit keeps keeps its key, a new one gets a key the
/// message never had, and the key of a button an edit took away is retired (taken back, and
/// a press on it is answered as out of date).
struct Choices: Sendable, Hashable {
    /// The numbered reaction keys; a button without a key of its own takes the first free one.
    static let keys: [String] =
        ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣", "🔟"]
        + "ABCDEFGHIJKLMNOPQRSTUVWXYZ".unicodeScalars.compactMap {
            // Regional indicator letters: 🇦 … 🇿, for the buttons that are for no numbered item,
            // and for items past ten.
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
    /// The keys of choices the message showed before and shows no longer, without presentation
    /// selectors (``bare(_:)``).
    private let retired: Set<[Unicode.Scalar]>

    /// The choices of a message that shows `rows` and never showed other buttons.
    init(_ rows: [[Button]]) {
        self.init(ButtonHistory(latest: rows))
    }

    /// The choices of a message that has had `history`'s buttons, as it shows them now.
    init(_ history: ButtonHistory) {
        // Each version keeps the keys its buttons had before and may take only keys never used.
        var kept: [String: String] = [:]
        var used: Set<[Unicode.Scalar]> = []
        var current: [Choice] = []
        for version in history.versions {
            current = Self.keyed(Array(version.joined().prefix(Self.keys.count)), kept: kept, used: used)
            for choice in current {
                kept[choice.button.data] = choice.key
                used.insert(Self.bare(choice.key))
            }
        }
        choices = current
        retired = used.subtracting(current.map { Self.bare($0.key) })
    }

    var buttons: [Button] { choices.map(\.button) }

    var isEmpty: Bool { choices.isEmpty }

    /// The key that presses each button, in order.
    var reactionKeys: [String] { choices.map(\.key) }

    /// The button a reaction key presses, if it is one of this message's.
    func button(forKey key: String) -> Button? {
        choices.first { Self.sameKey($0.key, key) }?.button
    }

    /// Whether `key` was a choice's key on this message and names none now.
    func isRetired(_ key: String) -> Bool { retired.contains(Self.bare(key)) }

    /// The button whose letter key (`🇧`) a typed letter (`b` or `B`) names.
    func button(letter: Character) -> Button? {
        guard letter.isASCII, let scalar = letter.uppercased().unicodeScalars.first,
            (65...90).contains(scalar.value)
        else { return nil }
        return button(forKey: Self.keys[10 + Int(scalar.value) - 65])
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

    /// Gives each button its key: a button a former version had (by its data, in `kept`) the
    /// key it had; the only button its label's symbol (else its number's key, else `✅`);
    /// otherwise each its label's number's key when no other button claims that number, and
    /// the rest the letter keys in order. A key in `used` that is not kept is never given again.
    private static func keyed(
        _ buttons: [Button], kept: [String: String] = [:], used: Set<[Unicode.Scalar]> = []
    ) -> [Choice] {
        // Keys given in this version, and keys free to give: never used on the message.
        var here: Set<[Unicode.Scalar]> = []
        func isFree(_ key: String) -> Bool { !used.contains(bare(key)) && !here.contains(bare(key)) }
        func take(_ key: String) -> String {
            here.insert(bare(key))
            return key
        }
        var keyed: [Choice?] = buttons.map { button in
            // Of two buttons with one data, the first keeps the key.
            guard let key = kept[button.data], !here.contains(bare(key)) else { return nil }
            return Choice(button: button, key: take(key), label: label(of: button, keyed: key))
        }
        if buttons.count == 1, let only = buttons.first, keyed[0] == nil {
            if let symbol = ChoiceLabel.leadingSymbol(of: only.label), isFree(symbol.key) {
                return [Choice(button: only, key: take(symbol.key), label: symbol.rest)]
            }
            if let numbered = ChoiceLabel.number(in: only.label), numbered.number <= 10,
                isFree(keys[numbered.number - 1])
            {
                return [Choice(button: only, key: take(keys[numbered.number - 1]), label: numbered.rest)]
            }
            if isFree(singleKey) { return [Choice(button: only, key: take(singleKey), label: only.label)] }
        }
        let numbered = buttons.map { ChoiceLabel.number(in: $0.label) }
        let claims = Dictionary(numbered.compactMap { $0.map { ($0.number, 1) } }, uniquingKeysWith: +)
        // A number that two buttons claim is neither's, and past ten there are no number keys.
        let owned = Set(claims.filter { $0.value == 1 && $0.key <= 10 }.keys)
        // A number key on a button for no numbered item would be read as an item's number,
        // of the list beside it or of none: the others take letters.
        let letters = keys.indices.dropFirst(10)
        for index in keyed.indices where keyed[index] == nil {
            let button = buttons[index]
            if let numbered = numbered[index], owned.contains(numbered.number),
                isFree(keys[numbered.number - 1])
            {
                keyed[index] = Choice(
                    button: button, key: take(keys[numbered.number - 1]), label: numbered.rest)
                continue
            }
            // When a long-lived message has spent every key, a retired one is given again
            // rather than leave the button without one.
            guard
                let next = letters.first(where: { isFree(keys[$0]) })
                    ?? keys.indices.first(where: {
                        !here.contains(bare(keys[$0]))
                    })
            else { continue }
            keyed[index] = Choice(button: button, key: take(keys[next]), label: button.label)
        }
        return keyed.compactMap { $0 }
    }

    /// What `button`'s label says beside `key`: without the number or symbol the key shows.
    private static func label(of button: Button, keyed key: String) -> String {
        if let numbered = ChoiceLabel.number(in: button.label), numbered.number <= 10,
            sameKey(keys[numbered.number - 1], key)
        {
            return numbered.rest
        }
        if let symbol = ChoiceLabel.leadingSymbol(of: button.label), sameKey(symbol.key, key) {
            return symbol.rest
        }
        return button.label
    }

    /// Whether two reaction keys are the same key, with or without presentation selectors.
    static func sameKey(_ one: String, _ other: String) -> Bool { bare(one) == bare(other) }

    /// `key` without emoji and text presentation selectors, which clients add or leave out.
    static func bare(_ key: String) -> [Unicode.Scalar] {
        key.unicodeScalars.filter { $0 != "\u{FE0F}" && $0 != "\u{FE0E}" }
    }
}
