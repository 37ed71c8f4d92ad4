import Foundation
import GRDB
import SQLiteStore
import TrackerCore
import TrackerStore

/// The choices of sent messages, in the `outbox` table.
extension PostgresOutbox {
    func buttonHistory(ofMessage messageID: String, in chat: ChatAddress) throws -> ButtonHistory? {
        let entries = try session.fetchAll(
            OutboxEntry.self,
            """
            SELECT * FROM "outbox"
            WHERE "platform" = \(chat.platform.tag) AND "chatID" = \(chat.id) AND "sentMessageID" = \(messageID)
            AND "state" = \(Int64(OutboxEntry.State.sent.rawValue))
            ORDER BY "id"
            """)
        return ButtonHistory(entries.lazy.compactMap(\.outgoing.reply?.buttons))
    }

    func replies(ofMessage messageID: String, in chat: ChatAddress) throws -> MessageReplies? {
        let entries = try session.fetchAll(
            OutboxEntry.self,
            """
            SELECT * FROM "outbox"
            WHERE "platform" = \(chat.platform.tag) AND "chatID" = \(chat.id) AND "sentMessageID" = \(messageID)
            AND "state" IN (\(Int64(OutboxEntry.State.sent.rawValue)), \(Int64(OutboxEntry.State.pending.rawValue)))
            ORDER BY "id"
            """)
        return MessageReplies(entries.lazy.compactMap(\.outgoing.reply))
    }

    func latestChoices(in chat: ChatAddress, for userExternalID: String) throws
        -> (messageID: String, buttons: ButtonHistory)?
    {
        let sent = try session.fetchRows(
            """
            SELECT "id", "sentMessageID" FROM "outbox"
            WHERE "platform" = \(chat.platform.tag) AND "chatID" = \(chat.id)
            AND "state" = \(Int64(OutboxEntry.State.sent.rawValue)) AND "sentMessageID" IS NOT NULL
            AND ("userExternalID" = \(userExternalID) OR "userExternalID" IS NULL)
            ORDER BY "id" DESC LIMIT \(Int64(LatestChoices.lookback))
            """)
        return try LatestChoices.find(
            among: sent.map { row in (id: row["id"] as Int64, messageID: row["sentMessageID"] as String) },
            firstEntry: { messageID in
                try session.fetchRows(
                    """
                    SELECT MIN("id") FROM "outbox"
                    WHERE "platform" = \(chat.platform.tag) AND "chatID" = \(chat.id) AND "sentMessageID" = \(messageID)
                    """
                ).first.flatMap { $0[0] as Int64? }
            },
            buttons: { try buttonHistory(ofMessage: $0, in: chat) })
    }
}
