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

    /// The message entry `id` holds, whether sent, pending or given up on; `nil` when there
    /// is no such entry (its user was forgotten).
    func outgoing(_ id: Int64) throws -> Outgoing?

    /// Whether `chat` may receive messages: `false` once it blocked or removed the bot (and
    /// until it comes back); `true` for a chat never seen.
    func isChatActive(_ chat: ChatAddress) throws -> Bool
}
