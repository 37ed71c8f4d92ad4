import Foundation
import SQLiteStore
import TrackerCore
import TrackerStore

struct PostgresOutbox: OutboxStore {
    let session: PostgresSession

    func enqueue(_ outgoing: Outgoing, userExternalID: String?, at date: Date) throws -> Int64 {
        var entry = OutboxEntry(outgoing: outgoing, createdAt: date, userExternalID: userExternalID)
        try session.insert(&entry)
        return entry.id ?? 0
    }

    func outgoing(_ id: Int64) throws -> Outgoing? {
        try session.fetchOne(OutboxEntry.self, #"SELECT * FROM "outbox" WHERE "id" = \#(id)"#)?.outgoing
    }

    func pendingHeads(platform: Platform, afterID: Int64, limit: Int) throws -> [OutboxHead] {
        throw PostgresStoreUnsupported(area: "Outbox")
    }

    func pendingMessages(_ ids: [Int64]) throws -> [OutboxMessage] {
        throw PostgresStoreUnsupported(area: "Outbox")
    }

    func markSent(_ id: Int64, messageID: String?) throws {
        try session.execute(
            """
            UPDATE "outbox" SET "state" = \(OutboxEntry.State.sent.rawValue), "sentMessageID" = \(messageID),
                "attempts" = "attempts" + 1 WHERE "id" = \(id)
            """)
    }

    func postpone(_ id: Int64, until notBefore: Date, countingAttempt: Bool, reason: String) throws {
        throw PostgresStoreUnsupported(area: "Outbox")
    }

    func markDead(_ id: Int64, reason: String) throws { throw PostgresStoreUnsupported(area: "Outbox") }

    func markPendingDead(in chat: ChatAddress, reason: String) throws {
        throw PostgresStoreUnsupported(area: "Outbox")
    }
}
