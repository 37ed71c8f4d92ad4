import Foundation
import SQLiteStore
import TrackerCore
import TrackerStore

/// The chats' state, in the `chat` table, and what moves with a chat to its new address.
struct PostgresChats: ChatStateStore {
    let session: PostgresSession

    func isActive(_ chat: ChatAddress) throws -> Bool {
        try session.fetchRows(
            """
            SELECT "active" FROM "chat" WHERE "platform" = \(chat.platform.tag) AND "chatID" = \(chat.id)
            """
        ).first?["active"] ?? true
    }

    func setActive(_ active: Bool, _ chat: ChatAddress, at date: Date) throws {
        try session.execute(
            """
            INSERT INTO "chat" ("platform", "chatID", "active", "updatedAt")
            VALUES (\(chat.platform.tag), \(chat.id), \(active), \(date.timeIntervalSince1970))
            ON CONFLICT ("platform", "chatID")
            DO UPDATE SET "active" = EXCLUDED."active", "updatedAt" = EXCLUDED."updatedAt"
            """)
    }

    func move(_ old: ChatAddress, to new: ChatAddress, at date: Date) throws {
        try setActive(try isActive(old), new, at: date)
        try session.execute(
            """
            UPDATE "chat" SET "isGroup" = (SELECT "isGroup" FROM "chat"
                WHERE "platform" = \(old.platform.tag) AND "chatID" = \(old.id))
            WHERE "platform" = \(new.platform.tag) AND "chatID" = \(new.id)
            """)
        try session.execute(
            #"DELETE FROM "chat" WHERE "platform" = \#(old.platform.tag) AND "chatID" = \#(old.id)"#)
        try movePending(from: old, to: new)
        try moveGroup(from: old, to: new)
        try movePrivateChats(from: old, to: new)
        try moveMemberNames(from: old, to: new)
    }

    /// Re-addresses the chat's pending outbox entries, whose payload names the chat too.
    private func movePending(from old: ChatAddress, to new: ChatAddress) throws {
        let entries = try session.fetchAll(
            OutboxEntry.self,
            """
            SELECT * FROM "outbox" WHERE "platform" = \(old.platform.tag) AND "chatID" = \(old.id)
                AND "state" = \(OutboxEntry.State.pending.rawValue) ORDER BY "id"
            """)
        for var entry in entries {
            entry.outgoing.chat = new
            try session.update(entry)
        }
    }

    /// Moves the group's settings; its challenges, members, mentions and schedule follow
    /// through the schema's `ON UPDATE CASCADE`. Whatever the new id gathered already (a
    /// command typed in the supergroup before the upgrade was seen) gives way to the group's
    /// history.
    private func moveGroup(from old: ChatAddress, to new: ChatAddress) throws {
        guard try PostgresGroups(session: session).group(old) != nil else { return }
        try session.execute(
            #"DELETE FROM "groupChat" WHERE "platform" = \#(new.platform.tag) AND "chatID" = \#(new.id)"#)
        try session.execute(
            """
            UPDATE "groupChat" SET "chatID" = \(new.id)
            WHERE "platform" = \(old.platform.tag) AND "chatID" = \(old.id)
            """)
    }

    /// Moves the users' private chats. A chat addressed by a user's own id that moves (the
    /// platform opened a room for them) becomes that user's private chat.
    private func movePrivateChats(from old: ChatAddress, to new: ChatAddress) throws {
        try session.execute(
            """
            UPDATE "privateChat" SET "chatID" = \(new.id)
            WHERE "platform" = \(old.platform.tag) AND "chatID" = \(old.id)
            """)
        try session.execute(
            """
            INSERT INTO "privateChat" ("platform", "userExternalID", "chatID")
            SELECT "platform", "externalID", \(new.id) FROM "user"
            WHERE "platform" = \(old.platform.tag) AND "externalID" = \(old.id)
            ON CONFLICT ("platform", "userExternalID") DO UPDATE SET "chatID" = EXCLUDED."chatID"
            """)
    }

    /// Moves the names members show in the chat; a name already recorded under the new id
    /// gives way to the moved one, as SQLite's `UPDATE OR REPLACE` has it.
    private func moveMemberNames(from old: ChatAddress, to new: ChatAddress) throws {
        guard old != new else { return }
        try session.execute(
            """
            DELETE FROM "memberName" WHERE "platform" = \(old.platform.tag) AND "chatID" = \(new.id)
                AND "userID" IN (SELECT "userID" FROM "memberName"
                    WHERE "platform" = \(old.platform.tag) AND "chatID" = \(old.id))
            """)
        try session.execute(
            """
            UPDATE "memberName" SET "chatID" = \(new.id)
            WHERE "platform" = \(old.platform.tag) AND "chatID" = \(old.id)
            """)
    }
}
