import Foundation
import GRDB
import TrackerStore

extension SQLiteOutbox {
    func deadMessages() throws -> [DeadMessage] {
        try OutboxEntry.filter(OutboxEntry.Columns.state == OutboxEntry.State.dead)
            .order(OutboxEntry.Columns.id).fetchAll(db).map(Self.deadMessage)
    }

    func deadMessage(_ id: Int64) throws -> DeadMessage? {
        try OutboxEntry.filter(
            OutboxEntry.Columns.id == id && OutboxEntry.Columns.state == OutboxEntry.State.dead
        ).fetchOne(db).map(Self.deadMessage)
    }

    func dropDeadMessage(_ id: Int64) throws -> Bool {
        try db.execute(
            sql: "DELETE FROM outbox WHERE id = ? AND state = ?", arguments: [id, OutboxEntry.State.dead])
        return db.changesCount == 1
    }

    static func deadMessage(_ entry: OutboxEntry) -> DeadMessage {
        DeadMessage(
            id: entry.id ?? 0, outgoing: entry.outgoing, userExternalID: entry.userExternalID,
            createdAt: entry.createdAt, attempts: entry.attempts, lastError: entry.lastError)
    }
}
