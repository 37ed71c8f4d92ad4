import Foundation
import GRDB
import TrackerCore

/// Whether the bot may still write to a chat.
///
/// A chat becomes inactive when the platform says the bot was blocked or removed, and
/// active again when the chat writes to the bot. Nothing is sent to an inactive chat.
public enum ChatState {
    /// Marks `chat` active or inactive.
    public static func setActive(_ active: Bool, _ chat: ChatAddress, at date: Date, in db: Database) throws {
        try db.execute(
            cached: """
                INSERT INTO chat (platform, chatID, active, updatedAt) VALUES (?, ?, ?, ?)
                ON CONFLICT (platform, chatID) DO UPDATE SET active = excluded.active, updatedAt = excluded.updatedAt
                """,
            [chat.platform, chat.id, active, date.timeIntervalSince1970])
    }

    /// Records that `chat` wrote to the bot and what kind of chat it is, in the caller's
    /// transaction. A private chat that writes can be written to again; a group message
    /// says nothing about whether the bot may still write there.
    public static func seen(_ chat: ChatAddress, isGroup: Bool, at date: Date, in db: Database) throws {
        // Writes only when something changed: most messages come from chats already known.
        try db.execute(
            cached: """
                INSERT INTO chat (platform, chatID, active, updatedAt, isGroup) VALUES (?, ?, 1, ?, ?)
                ON CONFLICT (platform, chatID) DO UPDATE
                SET active = (active OR NOT excluded.isGroup), isGroup = excluded.isGroup, updatedAt = excluded.updatedAt
                WHERE isGroup IS NOT excluded.isGroup OR (NOT active AND NOT excluded.isGroup)
                """,
            [chat.platform, chat.id, date.timeIntervalSince1970, isGroup])
    }

    /// Records that `chat` is now a group, or now a private chat, leaving whether the bot may
    /// write there as it is.
    public static func setKind(_ chat: ChatAddress, isGroup: Bool, at date: Date, in db: Database) throws {
        try db.execute(
            cached: """
                INSERT INTO chat (platform, chatID, active, updatedAt, isGroup) VALUES (?, ?, 1, ?, ?)
                ON CONFLICT (platform, chatID) DO UPDATE SET isGroup = excluded.isGroup, updatedAt = excluded.updatedAt
                """,
            [chat.platform, chat.id, date.timeIntervalSince1970, isGroup])
    }

    /// Records that `chat` is a group the bot may write to: it was just added there.
    public static func addedToGroup(_ chat: ChatAddress, at date: Date, in db: Database) throws {
        try db.execute(
            cached: """
                INSERT INTO chat (platform, chatID, active, updatedAt, isGroup) VALUES (?, ?, 1, ?, 1)
                ON CONFLICT (platform, chatID) DO UPDATE SET active = 1, isGroup = 1, updatedAt = excluded.updatedAt
                """,
            [chat.platform, chat.id, date.timeIntervalSince1970])
    }

    /// Whether `chat` is a group, as recorded when it was first seen; `false` for a chat never
    /// seen, which can only be a user's private chat.
    public static func isGroup(_ chat: ChatAddress, in db: Database) throws -> Bool {
        try Bool.fetchOne(
            cached: "SELECT isGroup FROM chat WHERE platform = ? AND chatID = ?", [chat.platform, chat.id],
            in: db)
            ?? false
    }

    /// Whether the bot has said anything of its own accord in `chat` (a greeting, a group's
    /// summary), as opposed to answering someone there.
    public static func hasHeardFromBot(_ chat: ChatAddress, in db: Database) throws -> Bool {
        try Bool.fetchOne(
            cached: """
                SELECT EXISTS (SELECT 1 FROM outbox WHERE platform = ? AND chatID = ? AND userExternalID IS NULL)
                """,
            [chat.platform, chat.id], in: db) ?? false
    }

    /// Whether `chat` may receive messages; chats never seen are active.
    public static func isActive(_ chat: ChatAddress, in db: Database) throws -> Bool {
        try Bool.fetchOne(
            cached: "SELECT active FROM chat WHERE platform = ? AND chatID = ?", [chat.platform, chat.id],
            in: db)
            ?? true
    }

    /// Moves a chat to a new id (a Telegram group upgraded to a supergroup, a Matrix user's
    /// address resolved to their direct chat): its state, its pending messages, the group's
    /// settings, challenges, mentions and schedule, and the users it is private to follow.
    public static func migrate(_ old: ChatAddress, to new: ChatAddress, at date: Date, in db: Database) throws
    {
        try setActive(try isActive(old, in: db), new, at: date, in: db)
        try db.execute(
            sql:
                "UPDATE chat SET isGroup = (SELECT isGroup FROM chat WHERE platform = ? AND chatID = ?) WHERE platform = ? AND chatID = ?",
            arguments: [old.platform, old.id, new.platform, new.id])
        try db.execute(
            sql: "DELETE FROM chat WHERE platform = ? AND chatID = ?", arguments: [old.platform, old.id])
        try OutboxEntry.movePending(from: old, to: new, in: db)
        try GroupChat.move(from: old, to: new, in: db)
        try PrivateChat.move(from: old, to: new, in: db)
        try MemberName.move(from: old, to: new, in: db)
    }
}
