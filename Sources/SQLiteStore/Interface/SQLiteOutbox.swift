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

    func pendingHeads(platform: Platform, afterID: Int64, limit: Int) throws -> [OutboxHead] {
        try OutboxEntry.pendingHeads(platform: platform, afterID: afterID, limit: limit, in: db)
    }

    func pendingMessages(_ ids: [Int64]) throws -> [OutboxMessage] {
        try OutboxEntry.fetchPending(ids: ids, in: db).compactMap { entry in
            entry.id.map {
                OutboxMessage(
                    id: $0, outgoing: entry.outgoing, attempts: entry.attempts,
                    userExternalID: entry.userExternalID)
            }
        }
    }

    func markSent(_ id: Int64, messageID: String?) throws {
        try OutboxEntry.markSent(id, messageID: messageID, in: db)
    }

    func postpone(_ id: Int64, until notBefore: Date, countingAttempt: Bool, reason: String) throws {
        try OutboxEntry.postpone(
            id, until: notBefore, countingAttempt: countingAttempt, error: reason, in: db)
    }

    func markDead(_ id: Int64, reason: String) throws { try OutboxEntry.markDead(id, error: reason, in: db) }

    func markPendingDead(in chat: ChatAddress, reason: String) throws {
        try OutboxEntry.markChatDead(chat, error: reason, in: db)
    }

    func backlog(platform: Platform) throws -> OutboxBacklog {
        try OutboxEntry.backlog(platform: platform, in: db)
    }

    func buttonHistory(ofMessage messageID: String, in chat: ChatAddress) throws -> ButtonHistory? {
        try OutboxEntry.buttonHistory(ofMessage: messageID, in: chat, db: db)
    }

    func replies(ofMessage messageID: String, in chat: ChatAddress) throws -> MessageReplies? {
        try OutboxEntry.replies(ofMessage: messageID, in: chat, db: db)
    }

    func latestChoices(in chat: ChatAddress, for userExternalID: String) throws
        -> (messageID: String, buttons: ButtonHistory)?
    {
        try OutboxEntry.latestChoices(in: chat, for: userExternalID, db: db)
    }
}
