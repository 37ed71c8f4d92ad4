import GRDB
import TrackerCore

/// The buttons of messages already sent, for platforms without inline buttons (Matrix): there
/// a message lists its choices, and a reaction on it or a typed letter presses one. The
/// outbox keeps every sent message, so a press after a restart finds the same choices.
extension OutboxEntry {
    /// How many of a chat's latest sent messages a typed choice letter looks through for one
    /// with buttons: a letter typed long after its message is not a choice.
    public static let choiceLookback = 20

    /// The buttons of the message the platform knows as `messageID` in `chat`, as last sent or
    /// edited; `nil` when no sent entry produced that message.
    public static func buttons(ofMessage messageID: String, in chat: ChatAddress, db: Database) throws
        -> [[Button]]?
    {
        let entries = try OutboxEntry.fetchAll(
            db.cachedStatement(
                sql: """
                    SELECT * FROM outbox
                    WHERE platform = ? AND chatID = ? AND sentMessageID = ? AND state = ?
                    ORDER BY id DESC
                    """),
            arguments: [chat.platform, chat.id, messageID, State.sent])
        return entries.lazy.compactMap(\.outgoing.reply).first?.buttons
    }

    /// The choices of the latest message sent in `chat` to `userExternalID` (or to nobody in
    /// particular, such as a group's announcement), as last edited, with the platform's id of
    /// the message; `nil` when that message has no buttons.
    public static func latestChoices(in chat: ChatAddress, for userExternalID: String, db: Database) throws
        -> (messageID: String, buttons: [[Button]])?
    {
        let sent = try Row.fetchAll(
            db.cachedStatement(
                sql: """
                    SELECT id, sentMessageID FROM outbox
                    WHERE platform = ? AND chatID = ? AND state = ? AND sentMessageID IS NOT NULL
                    AND (userExternalID = ? OR userExternalID IS NULL)
                    ORDER BY id DESC LIMIT ?
                    """),
            arguments: [chat.platform, chat.id, State.sent, userExternalID, choiceLookback])
        for row in sent {
            let (id, messageID): (Int64, String) = (row[0], row[1])
            // An edit changes an earlier message in place: the latest message is the latest
            // one first sent, whatever was edited since.
            let first = try Int64.fetchOne(
                db.cachedStatement(
                    sql: "SELECT MIN(id) FROM outbox WHERE platform = ? AND chatID = ? AND sentMessageID = ?"),
                arguments: [chat.platform, chat.id, messageID])
            guard first == id else { continue }
            guard let buttons = try buttons(ofMessage: messageID, in: chat, db: db),
                buttons.contains(where: { !$0.isEmpty })
            else { return nil }
            return (messageID, buttons)
        }
        return nil
    }
}
