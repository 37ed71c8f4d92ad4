import Delivery

/// What a connected platform runs until it stops or must reconnect: its source of events,
/// the sender of its outbox, and any work of its own beside them.
public struct PlatformSession<Source: UpdateSource>: Sendable {
    /// The events the intake reads.
    public var source: Source
    /// What the delivery worker sends the platform's outbox through.
    public var sender: any MessageSender
    /// Loops of the platform's own that run as long as the session does (Matrix's queue of
    /// reaction work).
    public var tasks: [@Sendable () async -> Void]

    /// A session reading `source`, sending through `sender`, with `tasks` beside them.
    public init(source: Source, sender: any MessageSender, tasks: [@Sendable () async -> Void] = []) {
        self.source = source
        self.sender = sender
        self.tasks = tasks
    }
}
