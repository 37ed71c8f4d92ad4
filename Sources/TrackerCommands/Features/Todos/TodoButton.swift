import TrackerCore

/// The to-do buttons. They carry stored ids, never list numbers: a list shown later must not
/// change which to-do an older button acts on.
public enum TodoButton: Sendable, Hashable, FeatureButton {
    case list
    /// A page (1-based) of the list.
    case page(Int)
    case done(Int64)
    case undo(Int64)

    /// The wire codes; they never change, so that buttons on old messages keep working.
    public enum Code: String, CaseIterable, Sendable {
        case list = "t.l"
        case page = "t.p"
        case done = "t.d"
        case undo = "t.u"
    }

    /// The button's wire code.
    public var code: Code {
        switch self {
        case .list: .list
        case .page: .page
        case .done: .done
        case .undo: .undo
        }
    }

    /// The stored ids or page numbers the data carries after the code.
    public var numbers: [Int64] {
        switch self {
        case .list: []
        case .page(let page): [Int64(page)]
        case .done(let id), .undo(let id): [id]
        }
    }

    /// The button with this code and these numbers; `nil` when they do not fit it.
    public init?(code: Code, numbers: [Int64]) {
        let button: Self?
        switch code {
        case .list: button = numbers.isEmpty ? .list : nil
        case .page: button = numbers.onlyNumber?.pageNumber.map { .page($0) }
        case .done: button = numbers.onlyNumber.map { .done($0) }
        case .undo: button = numbers.onlyNumber.map { .undo($0) }
        }
        guard let button else { return nil }
        self = button
    }

    /// What pressing it asks for.
    public var action: Action {
        switch self {
        case .list: .todo(.list)
        case .page(let page): .todo(.page(page))
        case .done(let id): .todo(.done(.id(id)))
        case .undo(let id): .todo(.undo(.id(id)))
        }
    }
}

extension ButtonKind {
    /// A to-do's button: what ``TodoButton`` says.
    public static func todo(_ button: TodoButton) -> ButtonKind { ButtonKind(button) }
}
