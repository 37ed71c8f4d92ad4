import Foundation

/// How far behind a platform's delivery is, as ``OutboxStore/backlog(platform:)`` reads it.
public struct OutboxBacklog: Sendable, Hashable {
    /// Entries waiting to be sent.
    public var pending: Int
    /// When the oldest of them was queued; `nil` when none is.
    public var oldestPendingSince: Date?
    /// Entries that could never be sent.
    public var dead: Int

    /// A backlog as a store reads it.
    public init(pending: Int, oldestPendingSince: Date?, dead: Int) {
        self.pending = pending
        self.oldestPendingSince = oldestPendingSince
        self.dead = dead
    }
}
