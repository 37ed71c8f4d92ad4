import TrackerCore
import TrackerStore

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
    /// The list the items are in, which names what they are.
    let kind: ListKind
    let candidates: [Candidate]

    /// The most buttons a question offers; a name that matches more should be typed longer.
    static let maxButtons = 10

    /// "Which one?", with a button per item that performs `action` on it. An action no button
    /// can carry (an amount, a note) lists the names to type instead.
    func reply(for action: Action, context: Context) -> Reply {
        let localizer = Localizer(context.language)
        let shown = candidates.prefix(Self.maxButtons)
        let buttons = shown.compactMap { candidate in
            Self.button(for: action, id: candidate.item.id).map { [context.button(label(candidate), $0)] }
        }
        var text = RichText(
            verbatim: localizer.count(question, candidates.count, ["name": InputText.clipped(name)]))
        if candidates.count <= Self.maxButtons, buttons.count == candidates.count {
            text.append(" " + localizer.rich(.listChooseOrType))
            return Reply(text, buttons: buttons)
        }
        for candidate in shown { text.append("\n• \(label(candidate))") }
        if candidates.count > shown.count {
            let more = localizer.digits(candidates.count - shown.count)
            text.append("\n" + localizer.rich(.listAndMore, plain: ["count": more]))
        }
        text.append("\n" + localizer.rich(.listTypeMore))
        return Reply(text)
    }

    /// "“Read” could mean 2 habits. Which one?", for the list the items are in.
    private var question: MessageKey {
        switch kind {
        case .todos: .listCouldMeanTodos
        case .habits: .listCouldMeanHabits
        case .goals: .listCouldMeanGoals
        case .history: .listCouldMeanHistory
        case .routines: .listCouldMeanRoutines
        }
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
