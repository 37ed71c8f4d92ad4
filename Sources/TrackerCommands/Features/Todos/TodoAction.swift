import TrackerCore

/// What a `/todo` command or a to-do's button asks for.
public enum TodoAction: Sendable, Hashable {
    /// One to-do per entry (each line of a multi-line message).
    case add([String])
    case list
    /// A page (1-based) of the list, numbered as last shown.
    case page(Int)
    case done(ItemRef)
    case undo(ItemRef)
    case delete(ItemRef)
    /// Removes every done to-do.
    case clearDone
    /// Imports a few sample to-dos from the demo service, to try the bot out.
    case demo
    /// Removes the imported sample to-dos, and only those.
    case demoClear
}

extension TodoAction: FeatureAction {
    typealias Owner = TodoFeature

    func button(forItem id: Int64) -> ButtonKind? {
        switch self {
        case .done: .todo(.done(id))
        case .undo: .todo(.undo(id))
        default: nil
        }
    }
}

extension Action {
    /// A to-do's action: what ``TodoAction`` asks for.
    public static func todo(_ action: TodoAction) -> Action { Action(action) }
}
