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
        session.send(
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
            session.send(
                """
                DELETE FROM "privateChat" WHERE "platform" = \(chat.platform.tag) AND "userExternalID" = \(externalID)
                """)
            return
        }
        session.send(
            """
            INSERT INTO "privateChat" ("platform", "userExternalID", "chatID")
            VALUES (\(chat.platform.tag), \(externalID), \(chat.id))
            ON CONFLICT ("platform", "userExternalID") DO UPDATE SET "chatID" = EXCLUDED."chatID"
            WHERE "privateChat"."chatID" IS DISTINCT FROM EXCLUDED."chatID"
            """)
    }

    func seen(_ chats: [(chat: ChatAddress, isGroup: Bool)], at date: Date) throws {
        // One row per chat: a statement may not update a row twice.
        var kinds: [ChatAddress: Bool] = [:]
        for (chat, isGroup) in chats { kinds[chat] = isGroup }
        guard !kinds.isEmpty else { return }
        let entries = Array(kinds)
        session.send(
            """
            INSERT INTO "chat" ("platform", "chatID", "active", "updatedAt", "isGroup")
            SELECT "platform", "chatID", TRUE, \(date.timeIntervalSince1970), "isGroup"
            FROM unnest(\(entries.map(\.key.platform.tag)), \(entries.map(\.key.id)), \(entries.map(\.value)))
                AS "seen"("platform", "chatID", "isGroup")
            ON CONFLICT ("platform", "chatID") DO UPDATE
            SET "active" = ("chat"."active" OR NOT EXCLUDED."isGroup"), "isGroup" = EXCLUDED."isGroup",
                "updatedAt" = EXCLUDED."updatedAt"
            WHERE "chat"."isGroup" IS DISTINCT FROM EXCLUDED."isGroup"
                OR (NOT "chat"."active" AND NOT EXCLUDED."isGroup")
            """)
    }

    func recordPrivateChats(_ chats: [(chat: ChatAddress, externalID: String)]) throws {
        // Each user's last chat decides: a statement may not update a row twice.
        var last: [PrivateChatOwner: String] = [:]
        for (chat, externalID) in chats {
            last[PrivateChatOwner(platform: chat.platform.tag, externalID: externalID)] = chat.id
        }
        let forgotten = last.filter { $0.key.externalID == $0.value }.map(\.key)
        let recorded = last.filter { $0.key.externalID != $0.value }
        if !forgotten.isEmpty {
            session.send(
                """
                DELETE FROM "privateChat"
                WHERE ("platform", "userExternalID") IN (
                    SELECT * FROM unnest(\(forgotten.map(\.platform)), \(forgotten.map(\.externalID))))
                """)
        }
        if !recorded.isEmpty {
            session.send(
                """
                INSERT INTO "privateChat" ("platform", "userExternalID", "chatID")
                SELECT * FROM unnest(
                    \(recorded.map(\.key.platform)), \(recorded.map(\.key.externalID)), \(recorded.map(\.value)))
                ON CONFLICT ("platform", "userExternalID") DO UPDATE SET "chatID" = EXCLUDED."chatID"
                WHERE "privateChat"."chatID" IS DISTINCT FROM EXCLUDED."chatID"
                """)
        }
    }
}

/// A user whose private chat is recorded: the platform's tag and the user's id there.
private struct PrivateChatOwner: Hashable {
    var platform: String
    var externalID: String
}
