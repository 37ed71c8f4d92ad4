import TrackerCore

/// What `/tip` asks for.
public enum TipAction: Sendable, Hashable {
    /// One habit-building tip.
    case tip
}

extension TipAction: FeatureAction {
    typealias Owner = TipFeature

    var place: ChatPlace { .anywhere }
    var changesReminders: Bool { false }
}

extension Action {
    /// One habit-building tip.
    public static let tip = Action(TipAction.tip)
}
