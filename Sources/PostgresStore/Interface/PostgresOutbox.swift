import Foundation
import TrackerCore
import TrackerStore

struct PostgresOutbox: OutboxStore {
    let session: PostgresSession

    func enqueue(_ outgoing: Outgoing, userExternalID: String?, at date: Date) throws -> Int64 {
        throw PostgresStoreUnsupported(area: "Outbox")
    }

    func outgoing(_ id: Int64) throws -> Outgoing? { throw PostgresStoreUnsupported(area: "Outbox") }

    func pendingHeads(platform: Platform, afterID: Int64, limit: Int) throws -> [OutboxHead] {
        throw PostgresStoreUnsupported(area: "Outbox")
    }

    func pendingMessages(_ ids: [Int64]) throws -> [OutboxMessage] {
        throw PostgresStoreUnsupported(area: "Outbox")
    }

    func markSent(_ id: Int64, messageID: String?) throws { throw PostgresStoreUnsupported(area: "Outbox") }

    func postpone(_ id: Int64, until notBefore: Date, countingAttempt: Bool, reason: String) throws {
        throw PostgresStoreUnsupported(area: "Outbox")
    }

    func markDead(_ id: Int64, reason: String) throws { throw PostgresStoreUnsupported(area: "Outbox") }

    func markPendingDead(in chat: ChatAddress, reason: String) throws {
        throw PostgresStoreUnsupported(area: "Outbox")
    }
}
