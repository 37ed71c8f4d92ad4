import TrackerCore

/// How the crash guard sees the items of a source: each one's key, the event it means, the
/// checkpoint that confirms it alone, and what is kept of it when it is set aside.
///
/// Every ``UpdateSource`` is one; the console, which applies typed lines without polling,
/// is one too, so that both go through the same ``CrashGuardedApply``.
public protocol GuardedItems: Sendable {
    /// What the platform delivers: a Telegram update, a Matrix event, a typed line.
    associatedtype Item: Sendable

    /// The item's key in the crash guard, the same for every delivery of it; `nil` for items
    /// that are applied without the guard (what a Matrix sync says about its rooms).
    func key(of item: Item) -> String?

    /// What the item means to the dispatcher. Called only for items that are applied, never
    /// for one that is set aside.
    func event(for item: Item) -> PlatformEvent

    /// The checkpoint confirming everything up to `item`, when the items of a batch are
    /// applied one at a time; `nil` when only the whole batch can be confirmed.
    func checkpoint(after item: Item) -> String?

    /// What is kept of an item that is set aside, read without translating it: whatever
    /// crashed the bot must not run again.
    func setAside(_ item: Item) -> SetAsideEvent
}

extension GuardedItems {
    /// Only the whole batch can be confirmed.
    public func checkpoint(after item: Item) -> String? { nil }
}
