import TrackerCore

/// One feature of the bot, registered once in ``Features/all``: its commands, the help topics
/// they appear on, its action type and handler, and its buttons.
///
/// Everything central is derived from the registrations: the parser's commands, the help
/// pages and menus (``CommandCatalog``), the decoding of button data (``ButtonKind``) and the
/// routing of an action to its handler (``Action/handle(in:)``). A feature lives in its own
/// folder, `TrackerCommands/Features/<Feature>/`:
///
/// ```swift
/// enum GoalFeature: Feature {
///     static let commands = GoalCommands.all
///     static let topics = [HelpTopic.goals]
///     static let buttons: (any FeatureButton.Type)? = GoalButton.self
///
///     static func handle(_ action: GoalAction, in context: inout Context) throws -> Response {
///         Response(try GoalHandler(context: context).handle(action))
///     }
/// }
/// ```
///
/// with its action enum in `GoalAction.swift` (whose `typealias Owner = GoalFeature` ties it
/// back). A new command is a ``Command`` in the feature's `<Feature>Commands.swift`, a case of
/// its `<Feature>Action` with its ``ActionTraits``, and its handling, all in that folder; a new
/// feature is a folder with these and one line in ``Features/all``.
protocol Feature: Sendable {
    /// What the feature's commands and buttons ask for: an enum whose switches name every
    /// case, so that a new case does not compile until its traits and handling are written.
    associatedtype ActionType: FeatureAction where ActionType.Owner == Self

    /// The feature's commands, in the order of their lines on help pages.
    static var commands: [Command] { get }
    /// The help topics the feature brings (most have one page, some none).
    static var topics: [HelpTopic] { get }
    /// The feature's buttons, whose wire codes no other feature uses; `nil` when it has none.
    static var buttons: (any FeatureButton.Type)? { get }

    /// Applies `action` for the context's user and says what to answer.
    static func handle(_ action: ActionType, in context: inout Context) throws -> Response
}

extension Feature {
    static var topics: [HelpTopic] { [] }
    static var buttons: (any FeatureButton.Type)? { nil }
}

/// A feature's action type: what its commands and buttons ask for, with the traits the
/// dispatcher checks (``ActionTraits``) and the feature that handles it.
protocol FeatureAction: ActionTraits, Sendable, Hashable {
    /// The feature whose handler applies this action.
    associatedtype Owner: Feature where Owner.ActionType == Self

    /// The button that does this action to the item with stored id `id`, for a "which one?"
    /// question (``NameChoice``); `nil` for an action that names no item or that a button
    /// cannot carry whole (an amount, a note).
    func button(forItem id: Int64) -> ButtonKind?
}

extension FeatureAction {
    func button(forItem id: Int64) -> ButtonKind? { nil }

    /// Has the owning feature apply the action.
    func handle(in context: inout Context) throws -> Response {
        try Owner.handle(self, in: &context)
    }
}
