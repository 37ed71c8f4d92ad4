import Foundation
import GRDB
import TrackerCore
import TrackerStore

/// The statements of the reactions that pressed toggles (``ReactionPressStore``).
extension ReactionPress {
    /// Remembers `press` by the user `userExternalID` (nothing when the platform has no such
    /// user yet: they own no toggles), and forgets presses older than ``keptFor``.
    public static func remember(
        _ press: ReactionPress, by userExternalID: String, at now: Date, in db: Database
    )
        throws
    {
        try db.execute(
            sql: """
                INSERT OR IGNORE INTO reactionPress (platform, eventID, userID, chatID, messageID, data, createdAt)
                SELECT ?, ?, id, ?, ?, ?, ? FROM user WHERE platform = ? AND externalID = ?
                """,
            arguments: [
                press.chat.platform, press.eventID, press.chat.id, press.messageID, press.data,
                now.timeIntervalSince1970, press.chat.platform, userExternalID,
            ])
        try db.execute(
            sql: "DELETE FROM reactionPress WHERE createdAt < ?",
            arguments: [now.timeIntervalSince1970 - keptFor])
    }

    /// The press that the reaction `eventID` in `chat` made, if `userExternalID` made it.
    public static func find(eventID: String, in chat: ChatAddress, by userExternalID: String, db: Database)
        throws -> ReactionPress?
    {
        let row = try Row.fetchOne(
            db,
            sql: """
                SELECT reactionPress.messageID, reactionPress.data FROM reactionPress
                JOIN user ON user.id = reactionPress.userID
                WHERE reactionPress.platform = ? AND reactionPress.eventID = ? AND reactionPress.chatID = ?
                AND user.externalID = ?
                """,
            arguments: [chat.platform, eventID, chat.id, userExternalID])
        return row.map { ReactionPress(chat: chat, eventID: eventID, messageID: $0[0], data: $0[1]) }
    }
}
