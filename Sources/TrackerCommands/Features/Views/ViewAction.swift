import TrackerCore

/// Views over everything a user has.
public enum ViewAction: Sendable, Hashable {
    /// `/me`: counts and best streak.
    case profile
    /// The agenda of the user's local day.
    case today
    /// Checks a habit in from the agenda, and shows the agenda again.
    case checkToday(ItemRef)
    /// Completed goals, newest first, optionally filtered by a search text.
    case history(search: String?)
    /// A page (1-based) of the history last shown.
    case historyPage(Int)
    /// The month that starts on this day.
    case calendar(month: LocalDate)
    /// The last 12 months of every habit's check-ins, as a heatmap.
    case year
    case progress
}

extension ViewAction: FeatureAction {
    typealias Owner = ViewFeature
}

extension Action {
    /// A view's action: what ``ViewAction`` asks for.
    public static func view(_ action: ViewAction) -> Action { Action(action) }
}
