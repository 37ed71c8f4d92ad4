import TrackerCore

/// The user's own data as a whole.
public enum DataAction: Sendable, Hashable {
    case export
    /// Asks for confirmation.
    case forget
    case confirmForget
}

extension DataAction: FeatureAction {
    typealias Owner = DataFeature
}

extension Action {
    /// The user's data as a whole's action: what ``DataAction`` asks for.
    public static func data(_ action: DataAction) -> Action { Action(action) }
}
