import GRDB

extension Migrations {
    /// v14: each user's private chat, where reminders go when it is not the user's own id (a
    /// Matrix direct chat); and Matrix chats' kinds and availability as they should have been.
    static func registerPrivateChats(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v14: private chats") { db in
            try db.create(table: "privateChat") { t in
                t.column("platform", .text).notNull()
                t.column("userExternalID", .text).notNull()
                t.column("chatID", .text).notNull()
                t.primaryKey(["platform", "userExternalID"])
            }
            // A Matrix group used to become private again when it dropped to two members; a
            // room with a group's settings or a challenge has been a group, and is one again.
            try db.execute(
                sql: """
                    UPDATE chat SET isGroup = 1 WHERE platform = 'matrix' AND chatID IN (
                        SELECT chatID FROM groupChat WHERE platform = 'matrix'
                        UNION SELECT chatID FROM challenge WHERE platform = 'matrix')
                    """)
            // Users who already talked to the bot privately: the private chat their commands
            // were last answered in, when it is not the user's own id.
            try db.execute(
                sql: """
                    INSERT INTO privateChat (platform, userExternalID, chatID)
                    SELECT outbox.platform, outbox.userExternalID, outbox.chatID FROM outbox
                    JOIN chat ON chat.platform = outbox.platform AND chat.chatID = outbox.chatID
                    WHERE chat.isGroup = 0 AND outbox.userExternalID IS NOT NULL
                        AND outbox.chatID != outbox.userExternalID
                    ORDER BY outbox.id
                    ON CONFLICT (platform, userExternalID) DO UPDATE SET chatID = excluded.chatID
                    """)
            // Matrix reminders used to be addressed to user ids, which are not rooms: the
            // homeserver's refusal marked those addresses unavailable, which they never were.
            try db.execute(sql: "DELETE FROM chat WHERE platform = 'matrix' AND chatID LIKE '@%'")
        }
    }
}
