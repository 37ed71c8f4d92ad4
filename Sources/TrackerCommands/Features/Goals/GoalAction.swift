import TrackerCore

/// What a `/goal` command or a goal's button asks for.
public enum GoalAction: Sendable, Hashable {
    case add(title: String, deadline: LocalDate?, why: String?)
    case list
    /// A page (1-based) of the list, numbered as last shown.
    case page(Int)
    case show(ItemRef)
    /// The goal's card with a page (1-based) of its open checkpoints' buttons.
    case checkpointsPage(ItemRef, page: Int)
    case editTitle(ItemRef, String)
    case editDeadline(ItemRef, LocalDate?)
    case editWhy(ItemRef, String?)
    case complete(ItemRef)
    case reopen(ItemRef)
    /// Asks for confirmation.
    case delete(ItemRef)
    case confirmDelete(ItemRef)
    case addStep(ItemRef, String)
    case tick(ItemRef, step: Int)
}

extension GoalAction: FeatureAction {
    typealias Owner = GoalFeature

    func button(forItem id: Int64) -> ButtonKind? {
        switch self {
        case .show: .goal(.show(id))
        case .complete: .goal(.complete(id))
        case .reopen: .goal(.reopen(id))
        case .delete: .goal(.delete(id))
        default: nil
        }
    }
}

extension Action {
    /// A goal's action: what ``GoalAction`` asks for.
    public static func goal(_ action: GoalAction) -> Action { Action(action) }
}
