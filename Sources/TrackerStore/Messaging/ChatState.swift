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

    /// Whether `chat` may receive messages; chats never seen are active.
    public static func isActive(_ chat: ChatAddress, in db: Database) throws -> Bool {
        try Bool.fetchOne(
            cached: "SELECT active FROM chat WHERE platform = ? AND chatID = ?", [chat.platform, chat.id],
            in: db)
            ?? true
    }

    /// Moves a chat to a new id (a Telegram group upgraded to a supergroup): its state, its
    /// pending messages, and the group's settings, challenges, mentions and schedule follow.
    public static func migrate(_ old: ChatAddress, to new: ChatAddress, at date: Date, in db: Database) throws
    {
        try setActive(try isActive(old, in: db), new, at: date, in: db)
        try db.execute(
            sql: "DELETE FROM chat WHERE platform = ? AND chatID = ?", arguments: [old.platform, old.id])
        try OutboxEntry.movePending(from: old, to: new, in: db)
        try GroupChat.move(from: old, to: new, in: db)
    }
}
