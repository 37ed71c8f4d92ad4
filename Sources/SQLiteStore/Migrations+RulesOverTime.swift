import GRDB

extension Migrations {
    /// v13: the rules a habit's past days were judged by. A habit's schedule and a user's
    /// week start used to be one value for all time, so an edit re-judged every past day;
    /// each earlier value is now kept with the last day it applied. No rows means the
    /// current value applied on every day, which is what every existing habit had.
    static func registerRulesOverTime(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v13: habit rules and week starts over time") { db in
            try db.create(table: "habitRule") { t in
                t.belongsTo("habit", onDelete: .cascade).notNull()
                // The last local day this schedule applied.
                t.column("through", .text).notNull()
                t.column("days", .integer).notNull()
                t.column("timesPerWeek", .integer)
                t.column("unit", .text)
                t.column("target", .integer).notNull()
                t.primaryKey(["habitID", "through"])
            }
            try db.create(table: "weekStartChange") { t in
                t.belongsTo("user", onDelete: .cascade).notNull()
                // The last local day this week start applied.
                t.column("through", .text).notNull()
                t.column("weekStart", .integer).notNull()
                t.primaryKey(["userID", "through"])
            }
        }
    }
}
