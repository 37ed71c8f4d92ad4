import Foundation
import TrackerCore
import TrackerStore

/// The names members showed in a group they left, in the `memberName` table.
extension PostgresGroups {
    func forgetMemberName(of externalID: String, in chat: ChatAddress) throws {
        try session.execute(
            """
            DELETE FROM "memberName" WHERE "platform" = \(chat.platform.tag) AND "chatID" = \(chat.id)
                AND "userID" IN (SELECT "id" FROM "user" WHERE "platform" = \(chat.platform.tag)
                    AND "externalID" = \(externalID))
            """)
    }
}
