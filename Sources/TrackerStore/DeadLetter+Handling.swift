import Foundation
import TrackerCore

/// What an operator does with dead letters, through the store interface, so that it works on
/// every store alike.
extension DeadLetter {
    /// Every dead letter, inbound first, each kind oldest first.
    public static func all(in tx: any StoreTransaction) throws -> [DeadLetter] {
        try tx.inbox.deadLetters().map(DeadLetter.init) + tx.outbox.deadMessages().map(DeadLetter.init)
    }

    /// The dead letter with `id`, or `nil` when there is none (or the entry is not dead).
    public static func find(_ id: ID, in tx: any StoreTransaction) throws -> DeadLetter? {
        switch id {
        case .inbound(let number): try tx.inbox.deadLetter(number).map(DeadLetter.init)
        case .outbound(let outboxID): try tx.outbox.deadMessage(outboxID).map(DeadLetter.init)
        }
    }

    /// Deletes the dead letter `id`.
    /// - Returns: whether there was one.
    public static func drop(_ id: ID, in tx: any StoreTransaction) throws -> Bool {
        switch id {
        case .inbound(let number): try tx.inbox.dropDeadLetter(number)
        case .outbound(let outboxID): try tx.outbox.dropDeadMessage(outboxID)
        }
    }

    /// What putting a set-aside event back into the inbox came to.
    public enum Readmission: Sendable, Hashable {
        /// It is in the inbox again, under its inbound key, for the running bot to apply once.
        case readmitted(key: String)
        /// There is no such dead letter.
        case missing
        /// It was set aside as the platform sent it, before the inbox kept events: it cannot
        /// be applied again.
        case notAnEvent
    }

    /// Puts the set-aside event `in-<number>` back into the inbox, so that the bot applies it
    /// once through its runtime, and forgets that it was set aside: its claim in the inbound
    /// log (which kept it from being applied), its crash count and the letter. If it crashes
    /// the bot twice again, it is set aside again.
    public static func readmit(inboundNumber number: Int64, at date: Date, in tx: any StoreTransaction)
        throws -> Readmission
    {
        guard let letter = try tx.inbox.deadLetter(number) else { return .missing }
        guard let event = try? JSONDecoder().decode(PlatformEvent.self, from: Data(letter.raw.utf8)) else {
            return .notAnEvent
        }
        _ = try tx.inbox.releaseDeadLetter(number)
        _ = try tx.inbox.admit([(letter.key, event)], source: Platform(letter.source), at: date)
        return .readmitted(key: letter.key)
    }

    /// Queues the undeliverable outbox entry `id` again, as a new pending entry with no
    /// attempts, and removes the dead one.
    ///
    /// A new entry, because a running delivery worker reads each outbox entry once, by
    /// increasing id: it picks the copy up within its next round, where it would never see
    /// an old entry turned back to pending.
    /// - Returns: the new entry's id, or `nil` when `id` is no dead entry.
    public static func requeue(outboxID id: Int64, at date: Date, in tx: any StoreTransaction) throws
        -> Int64?
    {
        guard let message = try tx.outbox.deadMessage(id) else { return nil }
        let copy = try tx.outbox.enqueue(message.outgoing, userExternalID: message.userExternalID, at: date)
        _ = try tx.outbox.dropDeadMessage(id)
        return copy
    }
}
