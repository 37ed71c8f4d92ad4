import Foundation
import TrackerCore

/// A pending outbox entry as a delivery worker sends it: its message, ready to go out.
public struct OutboxMessage: Sendable, Hashable {
    /// The entry's id: entries of one chat are sent in increasing id order, and a platform may
    /// derive an idempotency key from it (with ``attempts``) so a resend is not shown twice.
    public var id: Int64
    /// What to do in which chat, with a replacement of an earlier entry already resolved into
    /// an edit of the message it produced, or a plain send when it produced none.
    public var outgoing: Outgoing
    /// Delivery attempts counted so far.
    public var attempts: Int
    /// The platform id of the user the message is about or for; `nil` for nobody's.
    public var userExternalID: String?

    /// A message entry `id` holds, after `attempts` counted attempts.
    public init(id: Int64, outgoing: Outgoing, attempts: Int = 0, userExternalID: String? = nil) {
        self.id = id
        self.outgoing = outgoing
        self.attempts = attempts
        self.userExternalID = userExternalID
    }
}

/// A pending outbox entry's place in its platform's queue, without its message (which is
/// costly to decode and read only when the entry is about to be sent).
public struct OutboxHead: Sendable, Hashable {
    /// The entry's id.
    public var id: Int64
    /// The platform's id of the chat; one chat's entries go out in id order.
    public var chatID: String
    /// Not to be sent before this instant; `nil` to send at once.
    public var notBefore: Date?
    /// Whether the chat is a group, as recorded when it was first seen; groups have their own
    /// rate limit.
    public var isGroup: Bool

    /// The head of entry `id` in chat `chatID`.
    public init(id: Int64, chatID: String, notBefore: Date?, isGroup: Bool) {
        self.id = id
        self.chatID = chatID
        self.notBefore = notBefore
        self.isGroup = isGroup
    }
}
