import TrackerCore

/// A button the bot can put under a message, and so anything button data can say: one
/// feature's button (``GoalButton``, ``HabitButton``, …), made with that feature's function
/// (`.goal(.show(id))`).
///
/// Each feature's buttons are that feature's own enum, kept in its folder, with its wire codes
/// beside its cases: a button that is added there does not compile until it can be encoded,
/// decoded and acted on. Decoding asks the features registered in ``Features/all``, whose
/// codes are unique. Buttons carry stored ids, never list positions, so that a button on an
/// old message acts on the item it was made for. ``ButtonCodec`` turns a kind into button
/// data and back.
public struct ButtonKind: Sendable, Hashable, CustomStringConvertible {
    /// The feature's own button.
    let base: any FeatureButton

    init(_ base: some FeatureButton) { self.base = base }

    /// The feature's button, when it is of type `type`.
    public func unwrapped<B>(as type: B.Type) -> B? { base as? B }

    /// The feature's button, named by its type: `GoalButton.show(12)`.
    public var description: String { "\(type(of: base)).\(base)" }

    /// Whether both are the same feature's same button.
    public static func == (lhs: ButtonKind, rhs: ButtonKind) -> Bool {
        AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }

    /// Hashes the feature's button.
    public func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(base)) }

    /// What pressing the button asks for.
    public var action: Action { base.action }

    /// The chats where the button belongs, as its feature says.
    var place: ChatPlace { base.place }

    /// Whether anyone in the chat may press the button, acting for themselves.
    var isForAnyone: Bool { type(of: base).isForAnyone }

    /// The wire code and the numbers that follow it in the data.
    var wire: (code: String, numbers: [Int64]) { (base.wireCode, base.numbers) }

    /// The button with this wire code and these numbers; `nil` for a code no button has (any
    /// more) or numbers that do not fit it.
    init?(code: String, numbers: [Int64]) {
        guard
            let base = Self.featureButtons.lazy.compactMap({ $0.decode(code: code, numbers: numbers) }).first
        else { return nil }
        self.base = base
    }

    /// Each feature's buttons; wire codes are unique across features, so at most one decodes.
    private static let featureButtons: [any FeatureButton.Type] = Features.all.compactMap { $0.buttons }
}
