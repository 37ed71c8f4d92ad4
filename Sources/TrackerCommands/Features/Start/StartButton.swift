import TrackerCore

/// The buttons that belong to no feature of the user's data: the welcome, the help about
/// habits, and "Keep it" under a question. They carry no numbers.
public enum StartButton: Sendable, Hashable, FeatureButton {
    /// The welcome.
    case start
    /// Only dismisses a question (e.g. "Keep it" under a delete confirmation).
    case dismiss
    /// The help about habits, to start a new one.
    case habitsHelp

    /// The wire codes; they never change, so that buttons on old messages keep working.
    public enum Code: String, CaseIterable, Sendable {
        case start
        case dismiss
        case habitsHelp = "help.habits"
    }

    /// The button's wire code.
    public var code: Code {
        switch self {
        case .start: .start
        case .dismiss: .dismiss
        case .habitsHelp: .habitsHelp
        }
    }

    /// None: these buttons carry no numbers.
    public var numbers: [Int64] { [] }

    /// The button with this code; `nil` when numbers follow it.
    public init?(code: Code, numbers: [Int64]) {
        guard numbers.isEmpty else { return nil }
        switch code {
        case .start: self = .start
        case .dismiss: self = .dismiss
        case .habitsHelp: self = .habitsHelp
        }
    }

    /// What pressing the button asks for.
    public var action: Action {
        switch self {
        case .start: .start
        case .dismiss: .dismiss
        case .habitsHelp: .help(topic: "habits")
        }
    }

    /// The invitation to start a habit of one's own belongs in private chats only.
    var place: ChatPlace {
        switch self {
        case .habitsHelp: .privateChat
        case .start, .dismiss: action.traits.place
        }
    }
}

extension ButtonKind {
    /// The welcome.
    public static let start = ButtonKind(StartButton.start)
    /// Only dismisses a question (e.g. "Keep it" under a delete confirmation).
    public static let dismiss = ButtonKind(StartButton.dismiss)
    /// The help about habits, to start a new one.
    public static let habitsHelp = ButtonKind(StartButton.habitsHelp)
}
