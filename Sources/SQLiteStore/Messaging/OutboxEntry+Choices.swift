import GRDB
import TrackerCore
import TrackerStore

/// The buttons of messages already sent, for platforms without inline buttons (Matrix): there
/// a message lists its choices, and a reaction on it or a typed letter presses one. The
/// outbox keeps every sent message, so a press after a restart finds the same choices.
extension OutboxEntry {
    /// The buttons of the message the platform knows as `messageID` in `chat`, as sent and
    /// after each delivered edit; `nil` when no sent entry produced that message.
    public static func buttonHistory(ofMessage messageID: String, in chat: ChatAddress, db: Database) throws
        -> ButtonHistory?
    {
        let entries = try OutboxEntry.fetchAll(
            db.cachedStatement(
                sql: """
                    SELECT * FROM outbox
                    WHERE platform = ? AND chatID = ? AND sentMessageID = ? AND state = ?
                    ORDER BY id
                    """),
            arguments: [chat.platform, chat.id, messageID, State.sent])
        return ButtonHistory(entries.lazy.compactMap(\.outgoing.reply?.buttons))
    }

    /// What message `messageID` in `chat` showed when sent, and shows as its latest entry,
    /// delivered or not, has it.
    public static func replies(ofMessage messageID: String, in chat: ChatAddress, db: Database) throws
        -> MessageReplies?
    {
        let entries = try OutboxEntry.fetchAll(
            db.cachedStatement(
                sql: """
                    SELECT * FROM outbox
                    WHERE platform = ? AND chatID = ? AND sentMessageID = ? AND state IN (?, ?)
                    ORDER BY id
                    """),
            arguments: [chat.platform, chat.id, messageID, State.sent, State.pending])
        return MessageReplies(entries.lazy.compactMap(\.outgoing.reply))
    }

    /// The choices of the latest message sent in `chat` to `userExternalID` (or to nobody in
    /// particular, such as a group's announcement), with the platform's id of the message and
    /// the buttons it has had; `nil` when that message shows no buttons.
    public static func latestChoices(in chat: ChatAddress, for userExternalID: String, db: Database) throws
        -> (messageID: String, buttons: ButtonHistory)?
    {
        let sent = try Row.fetchAll(
            db.cachedStatement(
                sql: """
                    SELECT id, sentMessageID FROM outbox
                    WHERE platform = ? AND chatID = ? AND state = ? AND sentMessageID IS NOT NULL
                    AND (userExternalID = ? OR userExternalID IS NULL)
                    ORDER BY id DESC LIMIT ?
                    """),
            arguments: [chat.platform, chat.id, State.sent, userExternalID, LatestChoices.lookback])
        return try LatestChoices.find(
            among: sent.map { row in (id: row[0] as Int64, messageID: row[1] as String) },
            firstEntry: { messageID in
                try Int64.fetchOne(
                    db.cachedStatement(
                        sql:
                            "SELECT MIN(id) FROM outbox WHERE platform = ? AND chatID = ? AND sentMessageID = ?"
                    ),
                    arguments: [chat.platform, chat.id, messageID])
            },
            buttons: { try buttonHistory(ofMessage: $0, in: chat, db: db) })
    }
}
