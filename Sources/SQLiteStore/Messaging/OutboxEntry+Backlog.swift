import Foundation
import GRDB
import TrackerCore
import TrackerStore

extension OutboxEntry {
    /// `platform`'s backlog, from the `outbox_pending` index alone (cheap enough for every
    /// metrics scrape).
    public static func backlog(platform: Platform, in db: Database) throws -> OutboxBacklog {
        let count = "SELECT COUNT(*) FROM outbox WHERE platform = ? AND state = ?"
        let oldest = "SELECT createdAt FROM outbox WHERE platform = ? AND state = ? ORDER BY id LIMIT 1"
        return OutboxBacklog(
            pending: try Int.fetchOne(db.cachedStatement(sql: count), arguments: [platform, State.pending])
                ?? 0,
            oldestPendingSince: try Date.fetchOne(
                db.cachedStatement(sql: oldest), arguments: [platform, State.pending]),
            dead: try Int.fetchOne(db.cachedStatement(sql: count), arguments: [platform, State.dead]) ?? 0)
    }
}
