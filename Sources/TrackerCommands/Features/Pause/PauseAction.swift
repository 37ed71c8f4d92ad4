import TrackerCore

/// What a `/pause` command asks for.
public enum PauseAction: Sendable, Hashable {
    /// Pauses every habit and reminder on these local days, inclusive. The parser has
    /// already checked them with ``PauseRules/check(from:through:today:)``.
    case pause(from: LocalDate, through: LocalDate)
    /// Ends the pause: today is no longer paused.
    case resume
}

extension PauseAction: FeatureAction {
    typealias Owner = PauseFeature
}

extension Action {
    /// A pause's action: what ``PauseAction`` asks for.
    public static func pause(_ action: PauseAction) -> Action { Action(action) }
}
