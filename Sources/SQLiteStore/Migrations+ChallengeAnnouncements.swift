import GRDB

extension Migrations {
    /// v24: the outbox entry that announced each challenge, which a typed join or leave
    /// rewrites with the members. Challenges from before have none.
    static func registerChallengeAnnouncements(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v24: challenge announcements") { db in
            try db.alter(table: "challenge") { t in t.add(column: "announcementOutboxID", .integer) }
        }
    }
}
