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

    /// Whether `chat` is a group, as last recorded; `false` for a chat never recorded, which
    /// can only be a user's private chat.
    func isGroup(_ chat: ChatAddress) throws -> Bool

    /// Whether the bot has queued anything of its own accord in `chat` (a greeting, a group's
    /// summary: an outbox entry about no user), as opposed to answering someone there.
    func hasHeardFromBot(_ chat: ChatAddress) throws -> Bool

    /// Records that `chat` wrote to the bot and whether it is a group, as of `date`. A private
    /// chat that writes becomes active again; a group's message leaves whether it is active
    /// as it was. A chat never recorded is recorded as active.
    func seen(_ chat: ChatAddress, isGroup: Bool, at date: Date) throws

    /// Records that `chat` is now a group or now a private chat, as of `date`, leaving whether
    /// it is active as it was (active for a chat never recorded).
    func setKind(_ chat: ChatAddress, isGroup: Bool, at date: Date) throws

    /// Records that `chat` is an active group, as of `date`: the bot was just added there.
    func addedToGroup(_ chat: ChatAddress, at date: Date) throws

    /// Records that the user `externalID` of `chat`'s platform talks to the bot privately in
    /// `chat`, replacing the chat recorded before. A chat with the user's own id needs no
    /// record: recording it forgets the one there was.
    func recordPrivateChat(_ chat: ChatAddress, for externalID: String) throws

    /// Records each of `chats` as ``seen(_:isGroup:at:)`` does; a chat given twice is recorded
    /// as its last entry says.
    func seen(_ chats: [(chat: ChatAddress, isGroup: Bool)], at date: Date) throws

    /// Records each pair as ``recordPrivateChat(_:for:)`` does, in order: of a user given
    /// twice, the last chat stays.
    func recordPrivateChats(_ chats: [(chat: ChatAddress, externalID: String)]) throws
}

extension ChatStateStore {
    /// Records the chats one by one: for a store where a statement costs little.
    public func seen(_ chats: [(chat: ChatAddress, isGroup: Bool)], at date: Date) throws {
        for (chat, isGroup) in chats { try seen(chat, isGroup: isGroup, at: date) }
    }

    /// Records the private chats one by one: for a store where a statement costs little.
    public func recordPrivateChats(_ chats: [(chat: ChatAddress, externalID: String)]) throws {
        for (chat, externalID) in chats { try recordPrivateChat(chat, for: externalID) }
    }
}
