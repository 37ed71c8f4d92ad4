import TrackerCore

/// A platform event on its way into the dispatcher's transaction, with what was read of it
/// before that transaction.
///
/// ``GroupPermissions/prepare(_:isAdmin:)`` reads the group commands that may need the sender
/// to be an admin, to ask the platform; the action it read travels here beside the event, so
/// that the dispatcher does not read the text again: every text is parsed once.
public struct PreparedEvent: Sendable {
    /// The event as the platform's adapter translated it.
    public var event: PlatformEvent
    /// The action an incoming text asks for, when it was read before the transaction; `nil`
    /// for the dispatcher to read in the transaction, against the user's local day.
    public var action: Action?

    /// `event`, with the action already read of its text if any.
    public init(_ event: PlatformEvent, action: Action? = nil) {
        self.event = event
        self.action = action
    }
}
