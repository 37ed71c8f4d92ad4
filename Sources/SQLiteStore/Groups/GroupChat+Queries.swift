import Foundation
import GRDB
import TrackerCore

extension GroupChat {
    /// The group's settings, or `nil` before anyone used a group command there.
    public static func find(_ chat: ChatAddress, in db: Database) throws -> GroupChat? {
        try GroupChat.fetchOne(
            cached: "SELECT * FROM groupChat WHERE platform = ? AND chatID = ?", [chat.platform, chat.id],
            in: db)
    }

    /// The group's settings, created with defaults on first use.
    public static func findOrCreate(_ chat: ChatAddress, now: Date, in db: Database) throws -> GroupChat {
        if let group = try find(chat, in: db) { return group }
        let group = GroupChat(chat: chat, createdAt: now)
        try group.insert(db)
        return group
    }

    /// Moves everything about a group to its new chat id (a Telegram group upgraded to a
    /// supergroup): settings, challenges and their members, mentions and schedule rows follow
    /// through the schema's `ON UPDATE CASCADE`.
    ///
    /// Whatever the new id gathered already (a command typed in the supergroup before the
    /// upgrade was seen) gives way to the group's history.
    static func move(from old: ChatAddress, to new: ChatAddress, in db: Database) throws {
        guard try find(old, in: db) != nil else { return }
        try db.execute(
            sql: "DELETE FROM groupChat WHERE platform = ? AND chatID = ?", arguments: [new.platform, new.id])
        try db.execute(
            sql: "UPDATE groupChat SET chatID = ? WHERE platform = ? AND chatID = ?",
            arguments: [new.id, old.platform, old.id])
    }

    /// Whether the user agreed to be mentioned in this group.
    public static func mentions(_ userID: Int64, in chat: ChatAddress, db: Database) throws -> Bool {
        try Bool.fetchOne(
            cached:
                "SELECT EXISTS (SELECT 1 FROM groupMention WHERE platform = ? AND chatID = ? AND userID = ?)",
            [chat.platform, chat.id, userID], in: db) ?? false
    }

    /// Records whether the user may be mentioned in this group, which must exist.
    public static func setMentions(_ allowed: Bool, userID: Int64, in chat: ChatAddress, db: Database) throws
    {
        if allowed {
            try db.execute(
                sql: "INSERT OR IGNORE INTO groupMention (platform, chatID, userID) VALUES (?, ?, ?)",
                arguments: [chat.platform, chat.id, userID])
        } else {
            try db.execute(
                sql: "DELETE FROM groupMention WHERE platform = ? AND chatID = ? AND userID = ?",
                arguments: [chat.platform, chat.id, userID])
        }
    }
}
