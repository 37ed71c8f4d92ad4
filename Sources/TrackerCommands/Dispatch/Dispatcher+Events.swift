import Foundation
import TrackerCore
import TrackerStore

/// A value a platform keeps to resume where it stopped (Telegram's update offset, a Matrix
/// `next_batch`), stored in the same transaction as the events it confirms.
public struct PlatformCheckpoint: Sendable, Hashable {
    /// The key it is stored under (``CheckpointStore``).
    public var key: String
    /// The value to resume from.
    public var value: String

    /// A checkpoint storing `value` under `key`.
    public init(key: String, value: String) {
        self.key = key
        self.value = value
    }
}

extension PlatformCheckpoint {
    /// Stores the checkpoint, and `date` as its platform's last commit, in `tx`.
    func store(at date: Date, in tx: any StoreTransaction) throws {
        try tx.checkpoints.setCheckpoint(key, to: value, at: date)
    }
}

extension Dispatcher {
    /// Applies a platform's batch of events in one transaction, with the checkpoint that
    /// confirms them and the end of the crash guard's attempt: a crash at any instant loses
    /// no event and applies none twice.
    ///
    /// Adapters translate and ask the platform what they must (admin status) before calling
    /// this; they never open transactions themselves.
    /// - Returns: how many commands and presses were new and applied.
    /// - Parameter isAdmin: asks the platform whether a sender administers a group, for the
    ///   group commands that need it (``GroupPermissions/prepare(_:isAdmin:)``), before the
    ///   transaction; `nil` leaves every sender's status unknown.
    @discardableResult
    public func apply(
        _ events: [PlatformEvent], checkpoint: PlatformCheckpoint?, crashGuard: CrashGuard? = nil,
        isAdmin: (@Sendable (ChatAddress, Sender) async -> Bool?)? = nil
    ) async throws -> Int {
        let events = await GroupPermissions.prepare(events) { chat, sender in await isAdmin?(chat, sender) }
        return try await store.write { tx in
            let applied = try apply(events, in: tx)
            if let checkpoint { try checkpoint.store(at: clock.now(), in: tx) }
            try crashGuard?.finish(in: tx)
            return applied
        }
    }

    /// The same as ``apply(_:checkpoint:crashGuard:)-(_,_,_)`` for a caller that is not
    /// asynchronous (the console).
    @discardableResult
    public func apply(
        _ events: [PlatformEvent], checkpoint: PlatformCheckpoint?, crashGuard: CrashGuard? = nil
    ) throws -> Int {
        try store.write { tx in
            let applied = try apply(events, in: tx)
            if let checkpoint { try checkpoint.store(at: clock.now(), in: tx) }
            try crashGuard?.finish(in: tx)
            return applied
        }
    }

    /// Sets an event aside (``setAside(key:inboundKey:raw:chat:callbackID:senderID:crashGuard:in:)``)
    /// in a transaction of its own, together with the platform's checkpoint past it.
    public func setAside(
        key: String, inboundKey: String, raw: String, chat: ChatAddress?, callbackID: String? = nil,
        senderID: String?, crashGuard: CrashGuard, checkpoint: PlatformCheckpoint?
    ) async throws {
        try await store.write { tx in
            try setAside(
                key: key, inboundKey: inboundKey, raw: raw, chat: chat, callbackID: callbackID,
                senderID: senderID,
                crashGuard: crashGuard, in: tx)
            if let checkpoint { try checkpoint.store(at: clock.now(), in: tx) }
        }
    }

    /// The same as the asynchronous form, for a caller that is not asynchronous (the console).
    public func setAside(
        key: String, inboundKey: String, raw: String, chat: ChatAddress?, callbackID: String? = nil,
        senderID: String?, crashGuard: CrashGuard, checkpoint: PlatformCheckpoint?
    ) throws {
        try store.write { tx in
            try setAside(
                key: key, inboundKey: inboundKey, raw: raw, chat: chat, callbackID: callbackID,
                senderID: senderID,
                crashGuard: crashGuard, in: tx)
            if let checkpoint { try checkpoint.store(at: clock.now(), in: tx) }
        }
    }

    /// Applies a platform's events inside a transaction the caller owns, as
    /// ``apply(_:in:)-([PreparedEvent],_)`` does with nothing read beforehand.
    @discardableResult
    public func apply(_ events: [PlatformEvent], in tx: any StoreTransaction) throws -> Int {
        try apply(events.map { PreparedEvent($0) }, in: tx)
    }

    /// Applies a platform's prepared events inside a transaction the caller owns: what the
    /// adapters could not decide first (``resolve(_:in:)-([PreparedEvent],_)``), then what each
    /// means to its chat, then the commands and presses.
    @discardableResult
    public func apply(_ events: [PreparedEvent], in tx: any StoreTransaction) throws -> Int {
        let now = clock.now()
        var incoming: [(incoming: Incoming, action: Action?)] = []
        for prepared in try resolve(events, in: tx) {
            switch prepared.event {
            case .incoming(let event):
                incoming.append((event, prepared.action))
            case .membership(let chat, let active):
                try tx.chats.setActive(active, chat, at: now)
            case .addedToGroup(let chat):
                try tx.chats.addedToGroup(chat, at: now)
                try greet(group: chat, in: tx)
            case .migrated(let old, let new):
                try tx.chats.move(old, to: new, at: now)
            case .chatKind(let chat, let isGroup):
                try tx.chats.setKind(chat, isGroup: isGroup, at: now)
            case .memberLeft(let chat, let userID):
                try memberLeft(userID, chat, in: tx)
            case .renamed(let chat, let member):
                try renamed(member, in: chat, tx: tx)
            case .undecryptable(let chat, let senderID, let messageID, let key):
                try askToSendAgain(chat, senderID: senderID, messageID: messageID, key: key, in: tx)
            case .ignored, .members, .joined:
                // Member counts and joins are resolved into the events above.
                break
            }
        }
        let seen = Set(incoming.map { ChatSeen(chat: $0.incoming.chat, isGroup: $0.incoming.isGroup) })
        try tx.chats.seen(seen.map { ($0.chat, $0.isGroup) }, at: now)
        // Where someone writes to the bot privately is where their reminders go.
        try tx.chats.recordPrivateChats(
            incoming.filter { !$0.incoming.isGroup }.map { ($0.incoming.chat, $0.incoming.sender.id) })
        return try apply(incoming, in: tx)
    }
}

extension Dispatcher {
    /// Follows a member's new name in `chat`: in a group, the name that group shows of them;
    /// in a private chat, their own name.
    fileprivate func renamed(_ member: Sender, in chat: ChatAddress, tx: any StoreTransaction) throws {
        if try tx.chats.isGroup(chat) {
            try tx.groups.recordMemberName(member.displayName, of: member.id, in: chat)
        } else {
            try tx.users.rename(platform: chat.platform, externalID: member.id, to: member.displayName)
        }
    }
}

/// A chat and its kind, as one event of a batch showed it.
private struct ChatSeen: Hashable {
    var chat: ChatAddress
    var isGroup: Bool
}
