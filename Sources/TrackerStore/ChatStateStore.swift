import Foundation
import TrackerCore

/// Whether the bot may still write to each chat: a chat becomes inactive when the platform
/// says the bot was blocked or removed, and active again when it writes to the bot. Chats are
/// keyed by their ``ChatAddress``; one never recorded is active.
public protocol ChatStateStore {
    /// Whether `chat` may receive messages; `true` for a chat never recorded.
    func isActive(_ chat: ChatAddress) throws -> Bool

    /// Records that `chat` may (`active`) or may not receive messages, as of `date`; creates
    /// the chat's record when there is none, keeping whether it is a group when there is.
    func setActive(_ active: Bool, _ chat: ChatAddress, at date: Date) throws

    /// Moves everything kept under `old` to `new` (a Telegram group upgraded to a supergroup,
    /// a Matrix user's address resolved to their direct chat), all in this transaction: the
    /// chat's state and kind, its pending outbox entries (keeping their ids, hence their
    /// order), the group's settings, challenges, members and schedule, and the users it is
    /// private to. Afterwards nothing is recorded under `old`. Moving a chat never recorded
    /// records `new` as active.
    func move(_ old: ChatAddress, to new: ChatAddress, at date: Date) throws
}
