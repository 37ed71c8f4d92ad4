import TrackerCore

/// Every button the bot can put under a message, and so everything button data can say.
///
/// Each feature's buttons are that feature's own enum (``GoalButton``, ``HabitButton``, …),
/// kept in its folder, with its wire codes beside its cases: a button that is added there
/// does not compile until it can be encoded, decoded and acted on. Buttons carry stored ids,
/// never list positions, so that a button on an old message acts on the item it was made for.
/// ``ButtonCodec`` turns a kind into button data and back.
public enum ButtonKind: Sendable, Hashable {
    /// The welcome.
    case start
    /// Only dismisses a question (e.g. "Keep it" under a delete confirmation).
    case dismiss
    /// The help about habits, to start a new one.
    case habitsHelp
    case goal(GoalButton)
    case habit(HabitButton)
    case todo(TodoButton)
    case routine(RoutineButton)
    case view(ViewButton)
    case data(DataButton)
    /// The only buttons anyone in the chat may press.
    case group(GroupButton)

    /// The codes of the buttons that belong to no feature; they carry no numbers.
    private enum BareCode: String {
        case start
        case dismiss
        case habitsHelp = "help.habits"
    }

    /// What pressing the button asks for.
    public var action: Action {
        switch self {
        case .start: .start
        case .dismiss: .dismiss
        case .habitsHelp: .help(topic: "habits")
        case .goal(let button): button.action
        case .habit(let button): button.action
        case .todo(let button): button.action
        case .routine(let button): button.action
        case .view(let button): button.action
        case .data(let button): button.action
        case .group(let button): button.action
        }
    }

    /// The chats where the button belongs: where its action is accepted, and only private
    /// chats for the invitation to start a habit of one's own.
    var place: ChatPlace {
        switch self {
        case .habitsHelp: .privateChat
        default: action.traits.place
        }
    }

    /// Whether anyone in the chat may press the button, acting for themselves.
    var isForAnyone: Bool {
        if case .group = self { return true }
        return false
    }

    /// The wire code and the numbers that follow it in the data.
    var wire: (code: String, numbers: [Int64]) {
        switch self {
        case .start: (BareCode.start.rawValue, [])
        case .dismiss: (BareCode.dismiss.rawValue, [])
        case .habitsHelp: (BareCode.habitsHelp.rawValue, [])
        case .goal(let button): Self.wire(of: button)
        case .habit(let button): Self.wire(of: button)
        case .todo(let button): Self.wire(of: button)
        case .routine(let button): Self.wire(of: button)
        case .view(let button): Self.wire(of: button)
        case .data(let button): Self.wire(of: button)
        case .group(let button): Self.wire(of: button)
        }
    }

    /// The button with this wire code and these numbers; `nil` for a code no button has (any
    /// more) or numbers that do not fit it.
    init?(code: String, numbers: [Int64]) {
        if let bare = BareCode(rawValue: code) {
            guard numbers.isEmpty else { return nil }
            switch bare {
            case .start: self = .start
            case .dismiss: self = .dismiss
            case .habitsHelp: self = .habitsHelp
            }
            return
        }
        guard let kind = Self.featureDecoders.lazy.compactMap({ $0(code, numbers) }).first else { return nil }
        self = kind
    }

    /// Each feature's decoding; wire codes are unique across features, so at most one matches.
    private static let featureDecoders: [@Sendable (String, [Int64]) -> ButtonKind?] = [
        { GoalButton.decode(code: $0, numbers: $1).map(ButtonKind.goal) },
        { HabitButton.decode(code: $0, numbers: $1).map(ButtonKind.habit) },
        { TodoButton.decode(code: $0, numbers: $1).map(ButtonKind.todo) },
        { RoutineButton.decode(code: $0, numbers: $1).map(ButtonKind.routine) },
        { ViewButton.decode(code: $0, numbers: $1).map(ButtonKind.view) },
        { DataButton.decode(code: $0, numbers: $1).map(ButtonKind.data) },
        { GroupButton.decode(code: $0, numbers: $1).map(ButtonKind.group) },
    ]

    private static func wire(of button: some FeatureButton) -> (code: String, numbers: [Int64]) {
        (button.code.rawValue, button.numbers)
    }
}
