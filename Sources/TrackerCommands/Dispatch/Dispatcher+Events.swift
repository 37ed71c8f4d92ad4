import Foundation
import GRDB
import SQLiteStore
import TrackerCore

/// A value a platform keeps to resume where it stopped (Telegram's update offset, a Matrix
/// `next_batch`), stored in the same transaction as the events it confirms.
public struct PlatformCheckpoint: Sendable, Hashable {
    /// The ``PlatformState`` key it is stored under.
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
    /// Stores the checkpoint, and `date` as its platform's last commit, in `db`'s transaction.
    func store(at date: Date, in db: Database) throws {
        try PlatformState.setCheckpoint(key, to: value, at: date, in: db)
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
        return try await database.write { db in
            let applied = try apply(events, in: db)
            if let checkpoint { try checkpoint.store(at: clock.now(), in: db) }
            try crashGuard?.finish(in: db)
            return applied
        }
    }

    /// The same as ``apply(_:checkpoint:crashGuard:)-(_,_,_)`` for a caller that is not
    /// asynchronous (the console).
    @discardableResult
    public func apply(
        _ events: [PlatformEvent], checkpoint: PlatformCheckpoint?, crashGuard: CrashGuard? = nil
    ) throws -> Int {
        try database.write { db in
            let applied = try apply(events, in: db)
            if let checkpoint { try checkpoint.store(at: clock.now(), in: db) }
            try crashGuard?.finish(in: db)
            return applied
        }
    }

    /// Sets an event aside (``setAside(key:inboundKey:raw:chat:callbackID:senderID:crashGuard:in:)``)
    /// in a transaction of its own, together with the platform's checkpoint past it.
    public func setAside(
        key: String, inboundKey: String, raw: String, chat: ChatAddress?, callbackID: String? = nil,
        senderID: String?, crashGuard: CrashGuard, checkpoint: PlatformCheckpoint?
    ) async throws {
        try await database.write { db in
            try setAside(
                key: key, inboundKey: inboundKey, raw: raw, chat: chat, callbackID: callbackID,
                senderID: senderID,
                crashGuard: crashGuard, in: db)
            if let checkpoint { try checkpoint.store(at: clock.now(), in: db) }
        }
    }

    /// The same as the asynchronous form, for a caller that is not asynchronous (the console).
    public func setAside(
        key: String, inboundKey: String, raw: String, chat: ChatAddress?, callbackID: String? = nil,
        senderID: String?, crashGuard: CrashGuard, checkpoint: PlatformCheckpoint?
    ) throws {
        try database.write { db in
            try setAside(
                key: key, inboundKey: inboundKey, raw: raw, chat: chat, callbackID: callbackID,
                senderID: senderID,
                crashGuard: crashGuard, in: db)
            if let checkpoint { try checkpoint.store(at: clock.now(), in: db) }
        }
    }

    /// Applies a platform's events inside a transaction the caller owns, as
    /// ``apply(_:in:)-([PreparedEvent],_)`` does with nothing read beforehand.
    @discardableResult
    public func apply(_ events: [PlatformEvent], in db: Database) throws -> Int {
        try apply(events.map { PreparedEvent($0) }, in: db)
    }

    /// Applies a platform's prepared events inside a transaction the caller owns: what the
    /// adapters could not decide first (``resolve(_:in:)-([PreparedEvent],_)``), then what each
    /// means to its chat, then the commands and presses.
    @discardableResult
    public func apply(_ events: [PreparedEvent], in db: Database) throws -> Int {
        let now = clock.now()
        var incoming: [(incoming: Incoming, action: Action?)] = []
        for prepared in try resolve(events, in: db) {
            switch prepared.event {
            case .incoming(let event):
                incoming.append((event, prepared.action))
            case .membership(let chat, let active):
                try ChatState.setActive(active, chat, at: now, in: db)
            case .addedToGroup(let chat):
                try ChatState.addedToGroup(chat, at: now, in: db)
                try greet(group: chat, in: db)
            case .migrated(let old, let new):
                try ChatState.migrate(old, to: new, at: now, in: db)
            case .chatKind(let chat, let isGroup):
                try ChatState.setKind(chat, isGroup: isGroup, at: now, in: db)
            case .memberLeft(let chat, let userID):
                try memberLeft(userID, chat, in: db)
            case .renamed(let chat, let member):
                try renamed(member, in: chat, db: db)
            case .unreadableChat(let chat):
                // Said once per chat: the claim of this key is the memory of having said it.
                if try InboundLog.claim("unreadable:\(chat)", at: now, in: db) {
                    try OutboxEntry.enqueue(
                        Outgoing(chat: chat, reply: StartReplies.unreadableChat), userExternalID: nil,
                        at: now, in: db)
                }
            case .ignored, .members, .joined:
                // Member counts and joins are resolved into the events above.
                break
            }
        }
        for chat in Set(incoming.map { ChatSeen(chat: $0.incoming.chat, isGroup: $0.incoming.isGroup) }) {
            try ChatState.seen(chat.chat, isGroup: chat.isGroup, at: now, in: db)
        }
        // Where someone writes to the bot privately is where their reminders go.
        for (event, _) in incoming where !event.isGroup {
            try PrivateChat.record(event.chat, for: event.sender.id, in: db)
        }
        return try apply(incoming, in: db)
    }
}

extension Dispatcher {
    /// Follows a member's new name in `chat`: in a group, the name that group shows of them;
    /// in a private chat, their own name.
    fileprivate func renamed(_ member: Sender, in chat: ChatAddress, db: Database) throws {
        if try ChatState.isGroup(chat, in: db) {
            try MemberName.record(member.displayName, of: member.id, in: chat, db: db)
        } else {
            try User.rename(platform: chat.platform, externalID: member.id, to: member.displayName, in: db)
        }
    }
}

/// A chat and its kind, as one event of a batch showed it.
private struct ChatSeen: Hashable {
    var chat: ChatAddress
    var isGroup: Bool
}
