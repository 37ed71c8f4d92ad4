import Foundation
import GRDB
import TrackerCore
import TrackerStore

/// The outbox, in the `outbox` table.
struct SQLiteOutbox: OutboxStore {
    let db: Database

    func enqueue(_ outgoing: Outgoing, userExternalID: String?, at date: Date) throws -> Int64 {
        try OutboxEntry.enqueue(outgoing, userExternalID: userExternalID, at: date, in: db)
    }

    func outgoing(_ id: Int64) throws -> Outgoing? { try OutboxEntry.fetchOne(db, key: id)?.outgoing }

    func isChatActive(_ chat: ChatAddress) throws -> Bool { try ChatState.isActive(chat, in: db) }
}
