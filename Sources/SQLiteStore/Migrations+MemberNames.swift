import GRDB

extension Migrations {
    /// v16: the name each member shows in each group, which may differ from group to group
    /// (a Matrix room nickname); a group shows its members by these.
    static func registerMemberNames(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v16: members' names in groups") { db in
            try db.create(table: "memberName") { t in
                t.column("platform", .text).notNull()
                t.column("chatID", .text).notNull()
                // Forgetting the user forgets the names they showed.
                t.column("userID", .integer).notNull().references("user", onDelete: .cascade)
                t.column("name", .text).notNull()
                t.primaryKey(["platform", "chatID", "userID"])
            }
            try db.create(index: "memberName_byUser", on: "memberName", columns: ["userID"])
        }
    }
}
