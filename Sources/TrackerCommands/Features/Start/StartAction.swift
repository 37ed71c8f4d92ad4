import TrackerCore

/// What `/start`, `/help` and the bot's own buttons ask for: they work anywhere and change
/// nothing scheduled.
public enum StartAction: Sendable, Hashable {
    /// The welcome.
    case start
    /// A page of help; the overview when `topic` is `nil`.
    case help(topic: String?)
    /// A button that only dismisses a question (e.g. "Keep it" under a delete confirmation).
    case dismiss
}

extension StartAction: FeatureAction {
    typealias Owner = StartFeature

    var place: ChatPlace { .anywhere }
    var changesReminders: Bool { false }
}

extension Action {
    /// The welcome.
    public static let start = Action(StartAction.start)
    /// Only dismisses a question (e.g. "Keep it" under a delete confirmation).
    public static let dismiss = Action(StartAction.dismiss)

    /// A page of help; the overview when `topic` is `nil`.
    public static func help(topic: String?) -> Action { Action(StartAction.help(topic: topic)) }
}
