import Foundation
import TrackerCore

/// The messages waiting to be delivered, and those delivered or given up on: producers
/// (commands, the scheduler, jobs) queue them inside their transaction, and each platform's
/// delivery worker sends its own in the order they were queued.
public protocol OutboxStore {
    /// Queues `outgoing` to be sent after every entry queued before it for the same chat.
    ///
    /// - Parameter userExternalID: the platform id of the user the message is about, so that
    ///   forgetting the user removes it.
    /// - Returns: the new entry's id, which grows with every entry queued.
    @discardableResult
    func enqueue(_ outgoing: Outgoing, userExternalID: String?, at date: Date) throws -> Int64

    /// Queues `outgoing` as ``enqueue(_:userExternalID:at:)`` does, for a caller with no use
    /// for the new entry's id: a store whose statements are round trips need not wait.
    func enqueueWithoutID(_ outgoing: Outgoing, userExternalID: String?, at date: Date) throws

    /// The message entry `id` holds, whether sent, pending or given up on; `nil` when there
    /// is no such entry (its user was forgotten).
    func outgoing(_ id: Int64) throws -> Outgoing?

    // Delivery: a platform's worker reads its pending entries and records each result. An
    // entry is pending until it is marked sent or dead; only forgetting its user deletes it.

    /// `platform`'s pending entries with an id above `afterID`, by increasing id, at most
    /// `limit`: a worker reads each entry once, as it is committed, then keeps its own queue.
    /// Entries committed later always get larger ids than those already read.
    func pendingHeads(platform: Platform, afterID: Int64, limit: Int) throws -> [OutboxHead]

    /// The entries among `ids` that are still pending, by increasing id, each ready to send
    /// (``OutboxMessage/outgoing``); ids of entries settled or deleted meanwhile are left out.
    func pendingMessages(_ ids: [Int64]) throws -> [OutboxMessage]

    /// Records that entry `id` was delivered, as the platform's message `messageID` (what a
    /// later replacement edits; `nil` when nothing was sent, only a button press answered),
    /// and counts the attempt. Does nothing when there is no such entry.
    func markSent(_ id: Int64, messageID: String?) throws

    /// Records each of `sends` as ``markSent(_:messageID:)`` does, in order.
    func markSent(_ sends: [(id: Int64, messageID: String?)]) throws

    /// Leaves entry `id` pending, not to be sent before `notBefore`, with `reason` as its last
    /// error; counts an attempt only when `countingAttempt` (a rate limit is not the send's
    /// fault). Does nothing when there is no such entry.
    func postpone(_ id: Int64, until notBefore: Date, countingAttempt: Bool, reason: String) throws

    /// Gives up on entry `id` for good, keeping it as a dead letter with `reason`, and counts
    /// the attempt. Does nothing when there is no such entry.
    func markDead(_ id: Int64, reason: String) throws

    /// Gives up on every pending entry of `chat` (it blocked or removed the bot), keeping them
    /// as dead letters with `reason`; attempts are not counted. Other chats' entries and the
    /// chat's settled ones are left as they are.
    func markPendingDead(in chat: ChatAddress, reason: String) throws

    /// How far behind `platform`'s delivery is: its pending entries, when the oldest of them
    /// was queued, and its dead letters. Cheap enough to read at every metrics scrape.
    func backlog(platform: Platform) throws -> OutboxBacklog

    // Choices: on a platform without inline buttons (Matrix) a sent message lists its
    // choices, and a reaction on it or a typed key presses one.

    /// The buttons of the message the platform knows as `messageID` in `chat`: as each sent
    /// entry with that message id (the send, then its delivered edits) has them; `nil` when no
    /// sent entry produced that message.
    func buttonHistory(ofMessage messageID: String, in chat: ChatAddress) throws -> ButtonHistory?

    /// What the message the platform knows as `messageID` in `chat` showed when it was sent,
    /// and what it shows now: the reply of the latest entry that sent or edits it, also an
    /// edit not yet delivered, so that two presses on one message in quick succession each
    /// build on the other; `nil` when no entry sent or edits that message.
    func replies(ofMessage messageID: String, in chat: ChatAddress) throws -> MessageReplies?

    /// The choices of the latest message first sent in `chat` to `userExternalID` or to nobody
    /// in particular (a group's announcement), among the chat's latest 20 sent entries for
    /// them, with the platform's id of the message and the buttons it has had; `nil` when there
    /// is none or that message shows no buttons.
    func latestChoices(in chat: ChatAddress, for userExternalID: String) throws
        -> (messageID: String, buttons: ButtonHistory)?

    // The entries given up on, as an operator handles them (``DeadLetter``).

    /// Every entry given up on, every platform's, by increasing id.
    func deadMessages() throws -> [DeadMessage]

    /// Entry `id` when it was given up on; `nil` when there is no such entry or it is not dead.
    func deadMessage(_ id: Int64) throws -> DeadMessage?

    /// Deletes entry `id` when it was given up on; a pending or sent entry stays.
    /// - Returns: whether it was deleted.
    func dropDeadMessage(_ id: Int64) throws -> Bool
}

/// One platform message as the outbox has it (``OutboxStore/replies(ofMessage:in:)``).
public struct MessageReplies: Sendable, Hashable {
    /// The reply as the message was first sent.
    public var first: Reply
    /// The reply as its latest edit has it; the first, when it was never edited.
    public var latest: Reply

    /// The replies of the entries that sent and edited one message, oldest first; `nil`
    /// when none had a reply.
    public init?(_ replies: some Sequence<Reply>) {
        var iterator = replies.makeIterator()
        guard let first = iterator.next() else { return nil }
        self.first = first
        latest = first
        while let next = iterator.next() { latest = next }
    }
}

extension OutboxStore {
    /// Queues as ``enqueue(_:userExternalID:at:)`` does: for a store where a statement costs
    /// little.
    public func enqueueWithoutID(_ outgoing: Outgoing, userExternalID: String?, at date: Date) throws {
        try enqueue(outgoing, userExternalID: userExternalID, at: date)
    }

    /// Records the sends one by one: for a store where a statement costs little.
    public func markSent(_ sends: [(id: Int64, messageID: String?)]) throws {
        for (id, messageID) in sends { try markSent(id, messageID: messageID) }
    }
}
