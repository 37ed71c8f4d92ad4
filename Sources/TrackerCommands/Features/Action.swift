import TrackerCore

/// One thing a user asked the bot to do, parsed from a command or a button press: one
/// feature's action (``GoalAction``, ``HabitAction``, …), made with that feature's function
/// (`.goal(.list)`, `.habit(.check(nil))`).
///
/// An action holds its feature's action as an existential rather than being a sum of every
/// feature's enum: adding a feature then adds no case here and no line to the switches that
/// a sum needs (traits, handler, "which one?" buttons). Exhaustiveness is kept where it
/// matters: inside each feature, whose handler, traits and buttons switch over its own enum
/// with no `default`. The dispatcher does not switch at all: it asks the action for its
/// ``traits`` and has it handled (``handle(in:)``), which every action type must provide to
/// conform to `FeatureAction`.
public struct Action: Sendable, Hashable, CustomStringConvertible {
    /// The feature's own action.
    let base: any FeatureAction

    init(_ base: some FeatureAction) { self.base = base }

    /// The feature's action, when it is of type `type`.
    public func unwrapped<A>(as type: A.Type) -> A? { base as? A }

    /// The feature's action, named by its type: `GoalAction.add(…)`.
    public var description: String { "\(type(of: base)).\(base)" }

    /// Whether both are the same feature's same action.
    public static func == (lhs: Action, rhs: Action) -> Bool {
        AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }

    /// Hashes the feature's action.
    public func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(base)) }

    /// The traits its feature declares for it.
    var traits: any ActionTraits { base }

    /// Has its feature's handler apply it. A name that means several items changes nothing:
    /// the answer asks which one.
    func handle(in context: inout Context) throws -> Response {
        do {
            return try base.handle(in: &context)
        } catch let choice as NameChoice {
            return Response(choice.reply(for: self, context: context))
        }
    }
}
