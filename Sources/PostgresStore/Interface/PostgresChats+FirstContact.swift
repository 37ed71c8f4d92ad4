import Foundation
import GRDB
import TrackerCore
import TrackerStore

/// The chats' kinds and first contact, and the users' private chats, in the `chat`,
/// `privateChat` and `outbox` tables.
extension PostgresChats {
    func isGroup(_ chat: ChatAddress) throws -> Bool {
        let rows = try session.fetchRows(
            "SELECT \"isGroup\" FROM \"chat\" WHERE \"platform\" = \(chat.platform.tag) AND \"chatID\" = \(chat.id)"
        )
        return rows.first.flatMap { $0[0] as Bool? } ?? false
    }

    func hasHeardFromBot(_ chat: ChatAddress) throws -> Bool {
        try session.fetchRows(
            """
            SELECT EXISTS (SELECT 1 FROM "outbox" WHERE "platform" = \(chat.platform.tag)
                AND "chatID" = \(chat.id) AND "userExternalID" IS NULL)
            """
        ).first.map { $0[0] as Bool } ?? false
    }

    func seen(_ chat: ChatAddress, isGroup: Bool, at date: Date) throws {
        // Writes only when something changed: most messages come from chats already known.
        try session.execute(
            """
            INSERT INTO "chat" ("platform", "chatID", "active", "updatedAt", "isGroup")
            VALUES (\(chat.platform.tag), \(chat.id), TRUE, \(date.timeIntervalSince1970), \(isGroup))
            ON CONFLICT ("platform", "chatID") DO UPDATE
            SET "active" = ("chat"."active" OR NOT EXCLUDED."isGroup"), "isGroup" = EXCLUDED."isGroup",
                "updatedAt" = EXCLUDED."updatedAt"
            WHERE "chat"."isGroup" IS DISTINCT FROM EXCLUDED."isGroup"
                OR (NOT "chat"."active" AND NOT EXCLUDED."isGroup")
            """)
    }

    func setKind(_ chat: ChatAddress, isGroup: Bool, at date: Date) throws {
        try session.execute(
            """
            INSERT INTO "chat" ("platform", "chatID", "active", "updatedAt", "isGroup")
            VALUES (\(chat.platform.tag), \(chat.id), TRUE, \(date.timeIntervalSince1970), \(isGroup))
            ON CONFLICT ("platform", "chatID") DO UPDATE
            SET "isGroup" = EXCLUDED."isGroup", "updatedAt" = EXCLUDED."updatedAt"
            """)
    }

    func addedToGroup(_ chat: ChatAddress, at date: Date) throws {
        try session.execute(
            """
            INSERT INTO "chat" ("platform", "chatID", "active", "updatedAt", "isGroup")
            VALUES (\(chat.platform.tag), \(chat.id), TRUE, \(date.timeIntervalSince1970), TRUE)
            ON CONFLICT ("platform", "chatID") DO UPDATE
            SET "active" = TRUE, "isGroup" = TRUE, "updatedAt" = EXCLUDED."updatedAt"
            """)
    }

    func recordPrivateChat(_ chat: ChatAddress, for externalID: String) throws {
        guard chat.id != externalID else {
            try session.execute(
                """
                DELETE FROM "privateChat" WHERE "platform" = \(chat.platform.tag) AND "userExternalID" = \(externalID)
                """)
            return
        }
        try session.execute(
            """
            INSERT INTO "privateChat" ("platform", "userExternalID", "chatID")
            VALUES (\(chat.platform.tag), \(externalID), \(chat.id))
            ON CONFLICT ("platform", "userExternalID") DO UPDATE SET "chatID" = EXCLUDED."chatID"
            WHERE "privateChat"."chatID" IS DISTINCT FROM EXCLUDED."chatID"
            """)
    }
}
