import GRDB

extension Migrations {
    /// v23: when each change of a user's week start was decided, so that a habit made after
    /// it follows it on all its days. Rows from before have none: they keep protecting every
    /// habit's week, as they did.
    static func registerWeekStartDecisions(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v23: when week starts were chosen") { db in
            try db.alter(table: "weekStartChange") { t in t.add(column: "decidedAt", .double) }
        }
    }
}
