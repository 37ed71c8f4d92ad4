import TrackerCore

/// A typed name that means several items: thrown by ``ListPositions`` instead of picking one,
/// and answered with a "which one?" reply whose buttons do what was asked, each to one item.
struct NameChoice: Error {
    /// One item the name matches.
    struct Candidate {
        let item: ListedItem
        /// Its number in the list last shown, when it is there.
        let number: Int?
    }

    /// The name as typed.
    let name: String
    /// What the items are, in the singular: "habit", "goal".
    let noun: String
    let candidates: [Candidate]

    /// The most buttons a question offers; a name that matches more should be typed longer.
    static let maxButtons = 10

    /// "Which one?", with a button per item that performs `action` on it. An action no button
    /// can carry (an amount, a note) lists the names to type instead.
    func reply(for action: Action, context: Context) -> Reply {
        let shown = candidates.prefix(Self.maxButtons)
        let buttons = shown.compactMap { candidate in
            Self.button(for: action, id: candidate.item.id).map { [context.button(label(candidate), $0)] }
        }
        var text: RichText =
            "“\(InputText.clipped(name))” could mean \(Format.count(candidates.count, noun)). Which one?"
        if candidates.count <= Self.maxButtons, buttons.count == candidates.count {
            text.append(" Tap it, or type more of its name.")
            return Reply(text, buttons: buttons)
        }
        for candidate in shown { text.append("\n• \(label(candidate))") }
        if candidates.count > shown.count { text.append("\n… and \(candidates.count - shown.count) more.") }
        text.append("\nType more of its name, or its number.")
        return Reply(text)
    }

    private func label(_ candidate: Candidate) -> String {
        let name = Format.label(candidate.item.name, max: 32)
        return candidate.number.map { "\($0). \(name)" } ?? name
    }

    /// The button that does `action` to the item with stored id `id`, as its feature says
    /// (``FeatureAction/button(forItem:)``).
    static func button(for action: Action, id: Int64) -> ButtonKind? {
        action.base.button(forItem: id)
    }
}
