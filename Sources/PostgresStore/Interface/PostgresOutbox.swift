import Foundation
import GRDB
import PostgresNIO
import SQLiteStore
import TrackerCore
import TrackerStore

/// The outbox, in the `outbox` table; messages in ``OutgoingPayload``'s form, as on SQLite.
struct PostgresOutbox: OutboxStore {
    let session: PostgresSession

    private static let pending = Int64(OutboxEntry.State.pending.rawValue)
    private static let sent = Int64(OutboxEntry.State.sent.rawValue)
    private static let dead = Int64(OutboxEntry.State.dead.rawValue)

    /// The transaction lock every enqueue takes before its id is drawn: a sequence hands out
    /// ids as transactions ask, not as they commit, so without it a delivery worker could read
    /// past an entry whose transaction commits after a later one's. Held until the commit, it
    /// gives entries ids in commit order, as SQLite's single writer does.
    static let idOrderLock: Int64 = 0x6f75_7462_6f78  // "outbox"

    func enqueue(_ outgoing: Outgoing, userExternalID: String?, at date: Date) throws -> Int64 {
        let rows = try session.fetchRows(
            try Self.insert(outgoing, userExternalID: userExternalID, at: date, returningID: true))
        guard let id: Int64 = rows.first?["id"] else {
            throw ColumnMismatch(description: "inserting into outbox returned no id")
        }
        return id
    }

    /// Sends the insert without waiting: a failure surfaces at the transaction's next statement.
    func enqueueWithoutID(_ outgoing: Outgoing, userExternalID: String?, at date: Date) throws {
        session.send(try Self.insert(outgoing, userExternalID: userExternalID, at: date, returningID: false))
    }

    /// The statement queuing `outgoing`. The lock is taken in the statement's one row before
    /// the row's id is drawn.
    private static func insert(
        _ outgoing: Outgoing, userExternalID: String?, at date: Date, returningID: Bool
    ) throws -> PostgresQuery {
        try """
        INSERT INTO "outbox" ("platform", "chatID", "payload", "createdAt", "userExternalID", "sentMessageID")
        SELECT \(outgoing.chat.platform.tag), \(outgoing.chat.id), \(OutgoingPayload.encode(outgoing)),
            \(date.timeIntervalSince1970), \(userExternalID), \(outgoing.editedMessageID)
        FROM (SELECT pg_advisory_xact_lock(\(idOrderLock))) AS "ordered"
        \(unescaped: returningID ? #"RETURNING "id""# : "")
        """
    }

    func outgoing(_ id: Int64) throws -> Outgoing? {
        try session.fetchOne(OutboxEntry.self, #"SELECT * FROM "outbox" WHERE "id" = \#(id)"#)?.outgoing
    }

    func pendingHeads(platform: Platform, afterID: Int64, limit: Int) throws -> [OutboxHead] {
        try session.fetchRows(
            """
            SELECT "outbox"."id", "outbox"."chatID", "outbox"."notBefore",
                COALESCE("chat"."isGroup", FALSE) AS "isGroup"
            FROM "outbox"
            LEFT JOIN "chat" ON "chat"."platform" = "outbox"."platform" AND "chat"."chatID" = "outbox"."chatID"
            WHERE "outbox"."platform" = \(platform.tag) AND "outbox"."state" = \(Self.pending)
                AND "outbox"."id" > \(afterID)
            ORDER BY "outbox"."id" LIMIT \(Int64(limit))
            """
        ).map {
            OutboxHead(id: $0["id"], chatID: $0["chatID"], notBefore: $0["notBefore"], isGroup: $0["isGroup"])
        }
    }

    func pendingMessages(_ ids: [Int64]) throws -> [OutboxMessage] {
        guard !ids.isEmpty else { return [] }
        let entries = try session.fetchAll(
            OutboxEntry.self,
            #"SELECT * FROM "outbox" WHERE "id" = ANY(\#(ids)) AND "state" = \#(Self.pending) ORDER BY "id""#)
        return try entries.compactMap { entry in
            guard let id = entry.id else { return nil }
            return OutboxMessage(
                id: id, outgoing: try resolvingReplacement(entry.outgoing), attempts: entry.attempts,
                userExternalID: entry.userExternalID)
        }
    }

    /// `outgoing` with a replacement of an earlier entry resolved by what that entry was sent as.
    private func resolvingReplacement(_ outgoing: Outgoing) throws -> Outgoing {
        guard case .replace(let original) = outgoing.delivery else { return outgoing }
        let messageID: String? = try session.fetchRows(
            #"SELECT "sentMessageID" FROM "outbox" WHERE "id" = \#(original) AND "state" = \#(Self.sent)"#
        ).first?["sentMessageID"]
        return outgoing.resolvingReplacement(sentMessageID: messageID)
    }

    func markSent(_ id: Int64, messageID: String?) throws {
        session.send(
            """
            UPDATE "outbox" SET "state" = \(Self.sent), "sentMessageID" = \(messageID), "attempts" = "attempts" + 1
            WHERE "id" = \(id)
            """)
    }

    func markSent(_ sends: [(id: Int64, messageID: String?)]) throws {
        // A statement updates a row once: an entry given twice is recorded one send at a time.
        guard sends.count > 1, Set(sends.map(\.id)).count == sends.count else {
            for (id, messageID) in sends { try markSent(id, messageID: messageID) }
            return
        }
        // The message ids go as text with a flag for "none", as arrays of bound values hold no NULL.
        session.send(
            """
            UPDATE "outbox" SET "state" = \(Self.sent),
                "sentMessageID" = CASE WHEN "sent"."hasMessage" THEN "sent"."messageID" END,
                "attempts" = "attempts" + 1
            FROM unnest(\(sends.map(\.id)), \(sends.map { $0.messageID ?? "" }), \(sends.map { $0.messageID != nil }))
                AS "sent" ("id", "messageID", "hasMessage")
            WHERE "outbox"."id" = "sent"."id"
            """)
    }

    func postpone(_ id: Int64, until notBefore: Date, countingAttempt: Bool, reason: String) throws {
        session.send(
            """
            UPDATE "outbox" SET "notBefore" = \(notBefore.timeIntervalSince1970),
                "attempts" = "attempts" + \(Int64(countingAttempt ? 1 : 0)), "lastError" = \(reason)
            WHERE "id" = \(id)
            """)
    }

    func markDead(_ id: Int64, reason: String) throws {
        session.send(
            """
            UPDATE "outbox" SET "state" = \(Self.dead), "lastError" = \(reason), "attempts" = "attempts" + 1
            WHERE "id" = \(id)
            """)
    }

    func markPendingDead(in chat: ChatAddress, reason: String) throws {
        try session.execute(
            """
            UPDATE "outbox" SET "state" = \(Self.dead), "lastError" = \(reason)
            WHERE "platform" = \(chat.platform.tag) AND "chatID" = \(chat.id) AND "state" = \(Self.pending)
            """)
    }

    func backlog(platform: Platform) throws -> OutboxBacklog {
        let row = try session.fetchRows(
            """
            SELECT (SELECT COUNT(*) FROM "outbox" WHERE "platform" = \(platform.tag) AND "state" = \(Self.pending))
                AS "pending",
            (SELECT "createdAt" FROM "outbox" WHERE "platform" = \(platform.tag) AND "state" = \(Self.pending)
                ORDER BY "id" LIMIT 1) AS "oldest",
            (SELECT COUNT(*) FROM "outbox" WHERE "platform" = \(platform.tag) AND "state" = \(Self.dead)) AS "dead"
            """)[0]
        return OutboxBacklog(
            pending: row["pending"],
            oldestPendingSince: (row["oldest"] as Double?).map(Date.init(timeIntervalSince1970:)),
            dead: row["dead"])
    }
}
