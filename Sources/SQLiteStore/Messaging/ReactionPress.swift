import Foundation
import GRDB
import TrackerCore

/// A reaction that pressed a toggle button (a routine's step) on a platform whose buttons are
/// reactions (Matrix), remembered so that taking the reaction back presses the button again:
/// once a reaction is removed, the platform no longer says what it was.
public struct ReactionPress: Sendable, Hashable {
    /// The chat of the message the reaction was on.
    public var chat: ChatAddress
    /// The platform's id of the reaction, which its removal names.
    public var eventID: String
    /// The platform's id of the message the reaction was on.
    public var messageID: String
    /// The data of the button it pressed.
    public var data: String

    /// How long a press is remembered: a toggle acts on one day's checklist, so a reaction
    /// taken back a week later has nothing left to untick.
    public static let keptFor: TimeInterval = 7 * 24 * 3600

    /// The press of the button with `data` on message `messageID` in `chat` by reaction `eventID`.
    public init(chat: ChatAddress, eventID: String, messageID: String, data: String) {
        self.chat = chat
        self.eventID = eventID
        self.messageID = messageID
        self.data = data
    }

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
