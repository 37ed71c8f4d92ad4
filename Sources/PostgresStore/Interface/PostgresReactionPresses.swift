import Foundation
import GRDB
import TrackerCore
import TrackerStore

/// The reactions that pressed toggles, in the `reactionPress` table.
struct PostgresReactionPresses: ReactionPressStore {
    let session: PostgresSession

    func remember(_ press: ReactionPress, by userExternalID: String, at now: Date) throws {
        let (platform, chat) = (press.chat.platform.tag, press.chat.id)
        try session.execute(
            """
            INSERT INTO "reactionPress" ("platform", "eventID", "userID", "chatID", "messageID", "data", "createdAt")
            SELECT \(platform), \(press.eventID), "id", \(chat), \(press.messageID), \(press.data),
                \(now.timeIntervalSince1970)
            FROM "user" WHERE "platform" = \(platform) AND "externalID" = \(userExternalID)
            ON CONFLICT DO NOTHING
            """)
        try session.execute(
            """
            DELETE FROM "reactionPress" WHERE "createdAt" < \(now.timeIntervalSince1970 - ReactionPress.keptFor)
            """)
    }

    func press(ofReaction eventID: String, in chat: ChatAddress, by userExternalID: String) throws
        -> ReactionPress?
    {
        try session.fetchRows(
            """
            SELECT "reactionPress"."messageID", "reactionPress"."data" FROM "reactionPress"
            JOIN "user" ON "user"."id" = "reactionPress"."userID"
            WHERE "reactionPress"."platform" = \(chat.platform.tag) AND "reactionPress"."eventID" = \(eventID)
            AND "reactionPress"."chatID" = \(chat.id) AND "user"."externalID" = \(userExternalID)
            """
        ).first.map {
            ReactionPress(chat: chat, eventID: eventID, messageID: $0["messageID"], data: $0["data"])
        }
    }
}
