import TrackerCore

/// What a settings command (`/timezone`, `/daystart`, `/remind`, …) asks for.
public enum SettingsAction: Sendable, Hashable {
    /// All settings in one reply.
    case show
    case timeZone(ResolvedZone)
    case dayStart(hour: Int)
    /// The daily nudge's time; `nil` switches it off.
    case remind(TimeOfDay?)
    /// The streak-reset warning's time; `nil` switches it off.
    case warn(TimeOfDay?)
    /// Switches the daily nudge back on at the time it had before `off`, or the default;
    /// one that is on stays as it is.
    case remindOn
    /// Switches the warning back on, as ``remindOn`` does the nudge.
    case warnOn
    /// Monday or Sunday.
    case weekStart(Weekday)
}

extension SettingsAction: FeatureAction {
    typealias Owner = SettingsFeature
}

extension Action {
    /// A setting's action: what ``SettingsAction`` asks for.
    public static func settings(_ action: SettingsAction) -> Action { Action(action) }
}
