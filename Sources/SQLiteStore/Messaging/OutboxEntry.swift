import Foundation
import GRDB
import TrackerCore
import TrackerStore

/// A message waiting to be delivered (or delivered, or given up on).
///
/// Producers (command handling, the scheduler) insert entries inside their transaction;
/// a platform's delivery worker sends them in id order and records the result.
public struct OutboxEntry: Sendable, Hashable, Identifiable, FetchableRecord, MutablePersistableRecord {
    /// Where an entry is in its life; stored as its number.
    public enum State: Int, Sendable, Codable, DatabaseValueConvertible {
        /// Waiting to be sent, or to be tried again after ``OutboxEntry/notBefore``.
        case pending = 0
        /// Delivered; ``OutboxEntry/sentMessageID`` says as what.
        case sent = 1
        /// Could never be sent; kept for inspection, never retried.
        case dead = 2
    }

    /// Entries are stored in `outbox`; sent and dead ones are kept, and only forgetting a user
    /// (``User/erase(_:in:)``) deletes rows.
    public static let databaseTableName = "outbox"

    /// The table's columns, for the query interface: a renamed column fails to compile.
    public enum Columns {
        /// The row id, which orders sends within a chat.
        public static let id = Column("id")
        /// The platform of the chat, such as `telegram`; each delivery worker reads only its own.
        public static let platform = Column("platform")
        /// The platform's id of the chat to deliver to.
        public static let chatID = Column("chatID")
        /// The message, in ``OutgoingPayload``'s binary form (JSON in rows written before it).
        public static let payload = Column("payload")
        /// When the entry was queued, in Unix seconds.
        public static let createdAt = Column("createdAt")
        /// The entry's ``OutboxEntry/State``, as its number.
        public static let state = Column("state")
        /// How many delivery attempts counted so far.
        public static let attempts = Column("attempts")
        /// The instant before which the entry must not be sent, in Unix seconds; NULL to send at once.
        public static let notBefore = Column("notBefore")
        /// The platform's id of the delivered message; what a later edit or replacement targets.
        public static let sentMessageID = Column("sentMessageID")
        /// Why the last attempt failed; NULL if none did.
        public static let lastError = Column("lastError")
        /// The platform id of the user the entry belongs to, for `/forget`; NULL for nobody's.
        public static let userExternalID = Column("userExternalID")
    }

    /// The row id, `nil` until inserted; entries are sent in id order per chat.
    public var id: Int64?
    /// What to do in which chat.
    public var outgoing: Outgoing
    /// When the producer queued it.
    public var createdAt: Date
    /// Pending, sent or dead.
    public var state: State
    /// Delivery attempts so far; a postponement that is not the send's fault does not count.
    public var attempts: Int
    /// Not to be sent before this instant (rate limits, backoff).
    public var notBefore: Date?
    /// The platform's id of the message once sent; for an edit, the message it edits from
    /// the start.
    public var sentMessageID: String?
    /// Why the last attempt failed, for logs and dead-letter inspection.
    public var lastError: String?
    /// The platform id of the user whose message produced this entry, or who it is for;
    /// forgetting that user deletes it. `nil` when it belongs to nobody in particular.
    public var userExternalID: String?

    /// A pending entry that no attempt has been made to send yet.
    public init(outgoing: Outgoing, createdAt: Date, userExternalID: String? = nil) {
        self.outgoing = outgoing
        self.createdAt = createdAt
        self.userExternalID = userExternalID
        state = .pending
        attempts = 0
    }

    /// Decodes an `outbox` row, the message through ``OutgoingPayload/decode(_:)``; throws for a
    /// payload that does not decode.
    public init(row: Row) throws {
        // Lower-case column names: the lookup GRDB makes without lowercasing them again.
        id = row["id"]
        outgoing = try OutgoingPayload.decode(row["payload"])
        createdAt = row["createdat"]
        state = row["state"]
        attempts = row["attempts"]
        notBefore = row["notbefore"]
        sentMessageID = row["sentmessageid"]
        lastError = row["lasterror"]
        userExternalID = row["userexternalid"]
    }

    /// Writes every column: the chat as `platform` and `chatID`, the message through
    /// ``OutgoingPayload/encode(_:)``, and instants as Unix seconds.
    public func encode(to container: inout PersistenceContainer) throws {
        container["id"] = id
        container["platform"] = outgoing.chat.platform
        container["chatID"] = outgoing.chat.id
        container["payload"] = OutgoingPayload.encode(outgoing)
        container["createdAt"] = createdAt.timeIntervalSince1970
        container["state"] = state
        container["attempts"] = attempts
        container["notBefore"] = notBefore?.timeIntervalSince1970
        container["sentMessageID"] = sentMessageID
        container["lastError"] = lastError
        container["userExternalID"] = userExternalID
    }

    /// Keeps the row id SQLite assigned, which a later ``Outgoing/Delivery/replace(outboxID:)``
    /// refers to.
    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

extension OutboxEntry {
    /// Queues a message; the cheap path every command and reminder takes.
    ///
    /// - Parameter userExternalID: the platform id of the user the message is about, so
    ///   `/forget` can find it.
    /// - Returns: the new entry's id.
    @discardableResult
    public static func enqueue(
        _ outgoing: Outgoing, userExternalID: String?, at date: Date, in db: Database
    ) throws -> Int64 {
        // An edit names its message from the start (see ``OutboxStore/reply(ofMessage:in:)``).
        try db.execute(
            cached: """
                INSERT INTO outbox (platform, chatID, payload, createdAt, userExternalID, sentMessageID)
                VALUES (?, ?, ?, ?, ?, ?)
                """,
            [
                outgoing.chat.platform, outgoing.chat.id, OutgoingPayload.encode(outgoing),
                date.timeIntervalSince1970,
                userExternalID, outgoing.editedMessageID,
            ])
        return db.lastInsertedRowID
    }
    /// Pending entries of a platform, oldest first, ready to send.
    public static func pending(platform: Platform, limit: Int = 100, in db: Database) throws -> [OutboxEntry]
    {
        try OutboxEntry.filter(Columns.platform == platform && Columns.state == State.pending)
            .order(Columns.id)
            .limit(limit)
            .fetchAll(db)
            .map { try $0.resolvingReplacement(in: db) }
    }

    /// Pending entries of a platform with an id above `afterID`, oldest first: a delivery
    /// worker reads each row once, as it is committed.
    public static func pendingHeads(platform: Platform, afterID: Int64, limit: Int, in db: Database) throws
        -> [OutboxHead]
    {
        try Row.fetchAll(
            db.cachedStatement(
                sql: """
                    SELECT outbox.id, outbox.chatID, outbox.notBefore, IFNULL(chat.isGroup, 0) FROM outbox
                    LEFT JOIN chat ON chat.platform = outbox.platform AND chat.chatID = outbox.chatID
                    WHERE outbox.platform = ? AND outbox.state = ? AND outbox.id > ? ORDER BY outbox.id LIMIT ?
                    """),
            arguments: [platform, State.pending, afterID, limit]
        ).map { OutboxHead(id: $0[0], chatID: $0[1], notBefore: $0[2], isGroup: $0[3]) }
    }

    /// The entries with these ids that are still pending, in id order, ready to send (see
    /// ``resolvingReplacement(in:)``).
    public static func fetchPending(ids: [Int64], in db: Database) throws -> [OutboxEntry] {
        // One cached lookup per id: an `IN (…)` list would compile a new statement for every
        // batch size.
        let statement = try db.cachedStatement(sql: "SELECT * FROM outbox WHERE id = ? AND state = ?")
        return try ids.sorted().compactMap { id in
            try OutboxEntry.fetchOne(statement, arguments: [id, State.pending])?.resolvingReplacement(in: db)
        }
    }

    /// This entry with a ``Outgoing/Delivery/replace(outboxID:)`` turned into an edit of the
    /// message the referenced entry produced, or into a plain send when it produced none.
    /// Entries of one chat go out in order, so the referenced one is settled by now.
    public func resolvingReplacement(in db: Database) throws -> OutboxEntry {
        guard case .replace(let original) = outgoing.delivery else { return self }
        var resolved = self
        let messageID = try String.fetchOne(
            cached: "SELECT sentMessageID FROM outbox WHERE id = ? AND state = ?", [original, State.sent],
            in: db)
        resolved.outgoing = outgoing.resolvingReplacement(sentMessageID: messageID)
        return resolved
    }

    /// Puts an entry back to wait until `notBefore`, recording why.
    public static func postpone(
        _ id: Int64, until notBefore: Date, countingAttempt: Bool, error: String, in db: Database
    ) throws {
        try db.execute(
            sql: "UPDATE outbox SET notBefore = ?, attempts = attempts + ?, lastError = ? WHERE id = ?",
            arguments: [notBefore.timeIntervalSince1970, countingAttempt ? 1 : 0, error, id])
    }

    /// Gives up on every pending entry of a chat (the chat blocked the bot).
    public static func markChatDead(_ chat: ChatAddress, error: String, in db: Database) throws {
        try db.execute(
            sql: "UPDATE outbox SET state = ?, lastError = ? WHERE platform = ? AND chatID = ? AND state = ?",
            arguments: [State.dead, error, chat.platform, chat.id, State.pending])
    }

    /// Re-addresses the pending entries of a chat that changed its id.
    static func movePending(from old: ChatAddress, to new: ChatAddress, in db: Database) throws {
        let entries = try OutboxEntry.filter(
            Columns.platform == old.platform && Columns.chatID == old.id
                && Columns.state == State.pending
        ).fetchAll(db)
        for var entry in entries {
            entry.outgoing.chat = new
            try entry.update(db)
        }
    }

    /// Records a successful delivery.
    public static func markSent(_ id: Int64, messageID: String?, in db: Database) throws {
        try db.execute(
            cached: "UPDATE outbox SET state = ?, sentMessageID = ?, attempts = attempts + 1 WHERE id = ?",
            [State.sent, messageID, id])
    }

    /// Gives up on an entry for good.
    public static func markDead(_ id: Int64, error: String, in db: Database) throws {
        try db.execute(
            sql: "UPDATE outbox SET state = ?, lastError = ?, attempts = attempts + 1 WHERE id = ?",
            arguments: [State.dead, error, id])
    }
}
