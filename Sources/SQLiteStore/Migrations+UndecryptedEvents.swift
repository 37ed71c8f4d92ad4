import GRDB

extension Migrations {
    /// v21: Matrix events kept until their room key arrives (``MatrixUndecryptedEvent``).
    static func registerUndecryptedEvents(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v21: undecrypted events") { db in
            try db.create(table: "matrixUndecryptedEvent") { t in
                t.primaryKey("eventID", .text)
                t.column("roomID", .text).notNull()
                t.column("sender", .text).notNull()
                t.column("senderKey", .text).notNull()
                t.column("sessionID", .text).notNull()
                t.column("requestID", .text).notNull()
                // The encrypted event as it came, in JSON.
                t.column("event", .blob).notNull()
                // Milliseconds, the event's `origin_server_ts`.
                t.column("sentAt", .integer).notNull()
                // Unix seconds.
                t.column("receivedAt", .double).notNull()
            }
            try db.create(
                index: "matrixUndecryptedEvent_by_session", on: "matrixUndecryptedEvent",
                columns: ["roomID", "senderKey", "sessionID"])
        }
    }
}
