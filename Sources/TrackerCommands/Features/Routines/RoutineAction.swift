import TrackerCore

/// What a `/routine` command or a routine's button asks for.
public enum RoutineAction: Sendable, Hashable {
    /// A new routine with its steps in order (at least one).
    case add(title: String, days: WeekdaySet, time: TimeOfDay, steps: [String])
    case list
    /// A page (1-based) of the list, numbered as last shown.
    case page(Int)
    /// Today's checklist.
    case show(ItemRef)
    /// Ticks or unticks a step, named by its stored id, for the user's local day.
    case toggle(ItemRef, stepID: Int64)
    case editTitle(ItemRef, String)
    case editDays(ItemRef, WeekdaySet)
    case editTime(ItemRef, TimeOfDay)
    /// Replaces all steps.
    case editSteps(ItemRef, [String])
    /// Asks for confirmation.
    case delete(ItemRef)
    case confirmDelete(ItemRef)
}

extension RoutineAction: FeatureAction {
    typealias Owner = RoutineFeature

    func button(forItem id: Int64) -> ButtonKind? {
        switch self {
        case .show: .routine(.show(id))
        case .delete: .routine(.delete(id))
        default: nil
        }
    }
}

extension Action {
    /// A routine's action: what ``RoutineAction`` asks for.
    public static func routine(_ action: RoutineAction) -> Action { Action(action) }
}
