import Foundation
import GRDB
import TrackerCore

extension OutboxEntry {
    /// How far behind a platform's delivery is.
    public struct Backlog: Sendable, Hashable {
        /// Entries waiting to be sent.
        public var pending: Int
        /// When the oldest of them was queued; `nil` when none is.
        public var oldestPendingSince: Date?
        /// Entries that could never be sent.
        public var dead: Int
    }

    /// `platform`'s backlog, from the `outbox_pending` index alone (cheap enough for every
    /// metrics scrape).
    public static func backlog(platform: Platform, in db: Database) throws -> Backlog {
        let count = "SELECT COUNT(*) FROM outbox WHERE platform = ? AND state = ?"
        let oldest = "SELECT createdAt FROM outbox WHERE platform = ? AND state = ? ORDER BY id LIMIT 1"
        return Backlog(
            pending: try Int.fetchOne(db.cachedStatement(sql: count), arguments: [platform, State.pending])
                ?? 0,
            oldestPendingSince: try Date.fetchOne(
                db.cachedStatement(sql: oldest), arguments: [platform, State.pending]),
            dead: try Int.fetchOne(db.cachedStatement(sql: count), arguments: [platform, State.dead]) ?? 0)
    }
}
