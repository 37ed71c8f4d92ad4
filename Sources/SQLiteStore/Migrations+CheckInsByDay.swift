import GRDB

extension Migrations {
    /// v22: a habit's check-ins by day, so that a user's latest day (read with every command)
    /// is one index entry per habit instead of every check-in they ever made.
    static func registerCheckInsByDay(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v22: check-ins by day") { db in
            try db.create(index: "checkIn_byDay", on: "checkIn", columns: ["habitID", "date"])
        }
    }
}
