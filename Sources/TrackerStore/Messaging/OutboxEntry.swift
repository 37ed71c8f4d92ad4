import Foundation
import GRDB
import TrackerCore

/// A message waiting to be delivered (or delivered, or given up on).
///
/// Producers (command handling, the scheduler) insert entries inside their transaction;
/// a platform's delivery worker sends them in id order and records the result.
public struct OutboxEntry: Sendable, Hashable, Identifiable, FetchableRecord, MutablePersistableRecord {
    public enum State: Int, Sendable, Codable, DatabaseValueConvertible {
        case pending = 0
        case sent = 1
        /// Could never be sent; kept for inspection, never retried.
        case dead = 2
    }

    public static let databaseTableName = "outbox"

    public var id: Int64?
    public var outgoing: Outgoing
    public var createdAt: Date
    public var state: State
    public var attempts: Int
    /// Not to be sent before this instant (rate limits, backoff).
    public var notBefore: Date?
    /// The platform's id of the message once sent.
    public var sentMessageID: String?
    public var lastError: String?
    /// The platform id of the user whose message produced this entry, or who it is for;
    /// forgetting that user deletes it. `nil` when it belongs to nobody in particular.
    public var userExternalID: String?

    public init(outgoing: Outgoing, createdAt: Date, userExternalID: String? = nil) {
        self.outgoing = outgoing
        self.createdAt = createdAt
        self.userExternalID = userExternalID
        state = .pending
        attempts = 0
    }

    public init(row: Row) throws {
        id = row["id"]
        outgoing = try JSONDecoder().decode(Outgoing.self, from: row["payload"] as Data)
        createdAt = row["createdAt"]
        state = row["state"]
        attempts = row["attempts"]
        notBefore = row["notBefore"]
        sentMessageID = row["sentMessageID"]
        lastError = row["lastError"]
        userExternalID = row["userExternalID"]
    }

    public func encode(to container: inout PersistenceContainer) throws {
        container["id"] = id
        container["platform"] = outgoing.chat.platform
        container["chatID"] = outgoing.chat.id
        container["payload"] = try JSONEncoder().encode(outgoing)
        container["createdAt"] = createdAt
        container["state"] = state
        container["attempts"] = attempts
        container["notBefore"] = notBefore
        container["sentMessageID"] = sentMessageID
        container["lastError"] = lastError
        container["userExternalID"] = userExternalID
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

extension OutboxEntry {
    /// Pending entries of a platform, oldest first.
    public static func pending(platform: String, limit: Int = 100, in db: Database) throws -> [OutboxEntry] {
        try OutboxEntry.filter(Column("platform") == platform && Column("state") == State.pending)
            .order(Column("id"))
            .limit(limit)
            .fetchAll(db)
    }

    /// Records a successful delivery.
    public static func markSent(_ id: Int64, messageID: String?, in db: Database) throws {
        try db.execute(
            sql: "UPDATE outbox SET state = ?, sentMessageID = ?, attempts = attempts + 1 WHERE id = ?",
            arguments: [State.sent, messageID, id])
    }

    /// Gives up on an entry for good.
    public static func markDead(_ id: Int64, error: String, in db: Database) throws {
        try db.execute(
            sql: "UPDATE outbox SET state = ?, lastError = ?, attempts = attempts + 1 WHERE id = ?",
            arguments: [State.dead, error, id])
    }
}
