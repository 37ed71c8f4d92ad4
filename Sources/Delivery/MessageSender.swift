import TrackerCore
import TrackerStore

/// Sends outbox messages to one chat platform. Implemented by each platform adapter; the
/// ``DeliveryWorker`` handles order, rate limits and retries around it.
public protocol MessageSender: Sendable {
    /// The platform (``ChatAddress/platform``) whose outbox this sender delivers.
    var platform: Platform { get }

    /// Delivers one outbox entry's message: answers its button press, sends or edits its reply.
    ///
    /// The message's ``OutboxMessage/id`` and ``OutboxMessage/attempts`` let a platform make
    /// the send idempotent (a Matrix transaction id), so a resend after a crash is not doubled.
    /// - Returns: the platform's id of the message sent or edited, or `nil` when there was
    ///   none (only a button press was answered).
    func deliver(_ message: OutboxMessage) async throws(DeliveryFailure) -> String?
}

/// Why a delivery failed, classified by what the worker should do next.
public enum DeliveryFailure: Error, Sendable, Hashable {
    /// The platform asked to wait before writing to this chat again.
    case rateLimited(retryAfter: Duration)
    /// The platform limits the bot's account as a whole and asked it to wait before sending
    /// anything, to any chat (a Matrix homeserver's `429`).
    case accountRateLimited(retryAfter: Duration)
    /// A network fault or server error: retry later with backoff.
    case transient(String)
    /// The bot was blocked, removed or the chat deactivated: stop writing to it.
    case chatUnavailable(String)
    /// The chat changed its id (a group became a supergroup); send there instead.
    case chatMoved(to: String)
    /// The message can never be sent as it is.
    case rejected(String)
}
