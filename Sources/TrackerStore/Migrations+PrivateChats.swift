import GRDB

extension Migrations {
    /// v14: each user's private chat, where reminders go when it is not the user's own id (a
    /// Matrix direct chat).
    static func registerPrivateChats(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v14: private chats") { db in
            try db.create(table: "privateChat") { t in
                t.column("platform", .text).notNull()
                t.column("userExternalID", .text).notNull()
                t.column("chatID", .text).notNull()
                t.primaryKey(["platform", "userExternalID"])
            }
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
