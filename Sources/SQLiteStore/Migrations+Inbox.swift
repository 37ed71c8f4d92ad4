import GRDB

extension Migrations {
    /// v17: the inbox, where a platform's events are kept from their arrival, when the platform
    /// is told they are received, until they are applied on another task.
    static func registerInbox(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v17: durable inbox") { db in
            try db.create(table: "inbox") { t in
                // The order of arrival, which is the order of application.
                t.autoIncrementedPrimaryKey("id")
                t.column("source", .text).notNull()
                // The inbound key of a command or press; a key made from the batch's checkpoint
                // for anything else. A redelivered event is admitted once.
                t.column("key", .text).notNull().unique()
                // The `PlatformEvent` as JSON.
                t.column("event", .text).notNull()
                // Unix seconds.
                t.column("receivedAt", .double).notNull()
            }
            try db.create(index: "inbox_bySource", on: "inbox", columns: ["source", "id"])
        }
    }
}
