import Foundation
import GRDB
import TrackerCore
import TrackerStore

/// A dead letter as an operator sees it: an inbound update the crash guard set aside
/// (``InboundDeadLetter``, id `in-<n>`) or an outbox entry that could not be delivered
/// (``OutboxEntry/State/dead``, id `out-<n>`, its outbox id).
public struct DeadLetter: Sendable, Hashable {
    /// Which kind, and which one of it.
    public enum ID: Sendable, Hashable, CustomStringConvertible, Comparable {
        /// An inbound dead letter, by its row number.
        case inbound(Int64)
        /// An undeliverable outbox entry, by its outbox id.
        case outbound(Int64)

        /// Reads `in-3` or `out-12`; `nil` for anything else.
        public init?(_ text: String) {
            let parts = text.lowercased().split(separator: "-", maxSplits: 1)
            guard parts.count == 2, let number = Int64(parts[1]), number > 0 else { return nil }
            switch parts[0] {
            case "in": self = .inbound(number)
            case "out": self = .outbound(number)
            default: return nil
            }
        }

        /// `in-<n>` or `out-<n>`.
        public var description: String {
            switch self {
            case .inbound(let number): "in-\(number)"
            case .outbound(let number): "out-\(number)"
            }
        }
    }

    /// The letter's id.
    public var id: ID
    /// The platform it came from or was for.
    public var platform: String
    /// When it was set aside, or queued.
    public var createdAt: Date
    /// Why it is dead: the crash guard's reason, or the last delivery error.
    public var reason: String
    /// What it holds: the update as the platform sent it, or the message's text.
    public var content: String
    /// The chat an outbound letter was for; `nil` for an inbound one.
    public var chatID: String?
    /// Delivery attempts made; 0 for an inbound one.
    public var attempts: Int

    /// Every dead letter, inbound first, each kind oldest first.
    public static func all(in db: Database) throws -> [DeadLetter] {
        let inbound = try Row.fetchAll(db, sql: "SELECT rowid, * FROM inboundDeadLetter ORDER BY rowid")
            .map(inboundLetter)
        let outbound = try OutboxEntry.filter(OutboxEntry.Columns.state == OutboxEntry.State.dead)
            .order(OutboxEntry.Columns.id).fetchAll(db).map(outboundLetter)
        return inbound + outbound
    }

    /// The dead letter with `id`, or `nil` when there is none (or the entry is not dead).
    public static func find(_ id: ID, in db: Database) throws -> DeadLetter? {
        switch id {
        case .inbound(let number):
            try Row.fetchOne(
                db, sql: "SELECT rowid, * FROM inboundDeadLetter WHERE rowid = ?", arguments: [number]
            )
            .map(inboundLetter)
        case .outbound(let number):
            try OutboxEntry.filter(
                OutboxEntry.Columns.id == number && OutboxEntry.Columns.state == OutboxEntry.State.dead
            ).fetchOne(db).map(outboundLetter)
        }
    }

    /// Deletes the dead letter `id`.
    /// - Returns: whether there was one.
    public static func drop(_ id: ID, in db: Database) throws -> Bool {
        switch id {
        case .inbound(let number):
            try db.execute(sql: "DELETE FROM inboundDeadLetter WHERE rowid = ?", arguments: [number])
        case .outbound(let number):
            try db.execute(
                sql: "DELETE FROM outbox WHERE id = ? AND state = ?",
                arguments: [number, OutboxEntry.State.dead])
        }
        return db.changesCount == 1
    }

    /// What putting a set-aside update back into the inbox came to.
    public enum Readmission: Sendable, Hashable {
        /// It is in the inbox again, under its inbound key, for the running bot to apply once.
        case readmitted(key: String)
        /// There is no such dead letter.
        case missing
        /// It was set aside as the platform sent it, before the inbox kept events: it cannot
        /// be applied again.
        case notAnEvent
    }

    /// Puts the set-aside update `in-<number>` back into the inbox, so that the bot applies
    /// it once through its runtime, and forgets that it was set aside: its claim in the
    /// inbound log (which kept it from being applied), its crash count and the letter. If it
    /// crashes the bot twice again, it is set aside again.
    public static func readmit(inboundID number: Int64, at date: Date, in db: Database) throws -> Readmission
    {
        guard
            let row = try Row.fetchOne(
                db, sql: "SELECT key, source, raw FROM inboundDeadLetter WHERE rowid = ?", arguments: [number]
            )
        else { return .missing }
        let (key, source, raw): (String, String, String) = (row["key"], row["source"], row["raw"])
        guard let event = try? JSONDecoder().decode(PlatformEvent.self, from: Data(raw.utf8)) else {
            return .notAnEvent
        }
        try db.execute(sql: "DELETE FROM inbound WHERE key = ?", arguments: [key])
        try db.execute(sql: "DELETE FROM inboundSuspect WHERE key = ?", arguments: [key])
        try db.execute(sql: "DELETE FROM inboundDeadLetter WHERE rowid = ?", arguments: [number])
        _ = try InboxEntry.admit([(key, event)], source: Platform(source), at: date, in: db)
        return .readmitted(key: key)
    }

    /// Queues the undeliverable outbox entry `id` again, as a new pending entry with no
    /// attempts, and removes the dead one.
    ///
    /// A new entry, because a running delivery worker reads each outbox row once, by
    /// increasing id: it picks the copy up within its next round, where it would never see
    /// an old row turned back to pending.
    /// - Returns: the new entry's id, or `nil` when `id` is no dead entry.
    public static func requeue(outboxID id: Int64, at date: Date, in db: Database) throws -> Int64? {
        try db.execute(
            sql: """
                INSERT INTO outbox (platform, chatID, payload, createdAt, userExternalID)
                SELECT platform, chatID, payload, ?, userExternalID FROM outbox WHERE id = ? AND state = ?
                """, arguments: [date.timeIntervalSince1970, id, OutboxEntry.State.dead])
        guard db.changesCount == 1 else { return nil }
        let copy = db.lastInsertedRowID
        try db.execute(sql: "DELETE FROM outbox WHERE id = ?", arguments: [id])
        return copy
    }

    private static func inboundLetter(_ row: Row) -> DeadLetter {
        DeadLetter(
            id: .inbound(row["rowid"]), platform: StatusReport.platform(ofSource: row["source"]),
            createdAt: Date(timeIntervalSince1970: row["createdAt"]), reason: row["reason"],
            content: row["raw"],
            chatID: nil, attempts: 0)
    }

    private static func outboundLetter(_ entry: OutboxEntry) -> DeadLetter {
        DeadLetter(
            id: .outbound(entry.id ?? 0), platform: entry.outgoing.chat.platform.tag,
            createdAt: entry.createdAt,
            reason: entry.lastError ?? "no error recorded",
            content: entry.outgoing.reply?.text.plain ?? entry.outgoing.attachment?.fileName
                ?? "(no text)",
            chatID: entry.outgoing.chat.id, attempts: entry.attempts)
    }
}
