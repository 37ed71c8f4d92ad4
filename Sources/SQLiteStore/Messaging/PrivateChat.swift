import GRDB
import TrackerCore

/// Where the bot talks to a user privately on their platform: the chat their reminders and
/// other private messages go to.
///
/// On Telegram a user's private chat has the user's own id, so nothing needs recording. On
/// Matrix it is a room of its own (the direct chat), recorded when the user writes to the bot
/// in a private room, or when the bot opens one for them. A user with no recorded chat is
/// addressed by their own id, which a platform that needs a room resolves when it sends.
public enum PrivateChat {
    /// The private chat of the user `externalID` on `platform`. A recorded chat that has
    /// become a group since (a third person joined a Matrix direct chat) is private no more.
    public static func address(platform: Platform, externalID: String, in db: Database) throws -> ChatAddress
    {
        let chatID = try String.fetchOne(
            cached: """
                SELECT privateChat.chatID FROM privateChat
                LEFT JOIN chat ON chat.platform = privateChat.platform AND chat.chatID = privateChat.chatID
                WHERE privateChat.platform = ? AND privateChat.userExternalID = ? AND NOT IFNULL(chat.isGroup, 0)
                """,
            [platform, externalID], in: db)
        return ChatAddress(platform: platform, id: chatID ?? externalID)
    }

    /// Records that user `externalID` talks to the bot privately in `chat`, in the caller's
    /// transaction. Writes only when it changes: most private messages come from chats
    /// already known, and a chat with the user's own id needs no record.
    public static func record(_ chat: ChatAddress, for externalID: String, in db: Database) throws {
        guard chat.id != externalID else {
            try db.execute(
                cached: "DELETE FROM privateChat WHERE platform = ? AND userExternalID = ?",
                [chat.platform, externalID])
            return
        }
        try db.execute(
            cached: """
                INSERT INTO privateChat (platform, userExternalID, chatID) VALUES (?, ?, ?)
                ON CONFLICT (platform, userExternalID) DO UPDATE SET chatID = excluded.chatID
                WHERE chatID IS NOT excluded.chatID
                """,
            [chat.platform, externalID, chat.id])
    }

    /// Follows a chat that moved to a new id. A chat addressed by a user's own id that moves
    /// (the platform opened a room for them) becomes that user's private chat.
    static func move(from old: ChatAddress, to new: ChatAddress, in db: Database) throws {
        try db.execute(
            sql: "UPDATE privateChat SET chatID = ? WHERE platform = ? AND chatID = ?",
            arguments: [new.id, old.platform, old.id])
        try db.execute(
            sql: """
                INSERT INTO privateChat (platform, userExternalID, chatID)
                SELECT platform, externalID, ? FROM user WHERE platform = ? AND externalID = ?
                ON CONFLICT (platform, userExternalID) DO UPDATE SET chatID = excluded.chatID
                """,
            arguments: [new.id, old.platform, old.id])
    }
}
