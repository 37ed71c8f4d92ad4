import GRDB

extension Migrations {
    /// v15: the reactions that pressed a toggle (a routine's step) where buttons are reactions
    /// (Matrix), so that taking the reaction back presses it again.
    static func registerReactionPresses(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v15: reactions that pressed toggles") { db in
            try db.create(table: "reactionPress") { t in
                t.column("platform", .text).notNull()
                // The reaction's platform id, which its removal names.
                t.column("eventID", .text).notNull()
                // Forgetting the user forgets their presses.
                t.column("userID", .integer).notNull().references("user", onDelete: .cascade)
                t.column("chatID", .text).notNull()
                t.column("messageID", .text).notNull()
                t.column("data", .text).notNull()
                // Unix seconds; old presses are pruned.
                t.column("createdAt", .double).notNull()
                t.primaryKey(["platform", "eventID"])
            }
            try db.create(index: "reactionPress_byAge", on: "reactionPress", columns: ["createdAt"])
        }
    }
}
