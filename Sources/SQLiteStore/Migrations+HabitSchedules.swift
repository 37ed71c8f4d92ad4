import GRDB
import TrackerCore

extension Migrations {
    /// v10 and v11: habits (and challenges) with chosen weekdays, weekly targets and amounts,
    /// and check-ins with amounts and notes. Every existing row keeps the strict daily program.
    static func registerHabitSchedules(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v11: habit schedules, amounts and notes") { db in
            // Every existing habit keeps the strict daily program: all seven days, no weekly
            // target, no unit, a target of one check-in.
            try db.alter(table: "habit") { t in
                t.add(column: "days", .integer).notNull().defaults(to: WeekdaySet.daily.rawValue)
                // NULL unless the habit has a weekly target (1–7).
                t.add(column: "timesPerWeek", .integer)
                // NULL unless the habit is measurable.
                t.add(column: "unit", .text)
                t.add(column: "target", .integer).notNull().defaults(to: 1)
            }
            // A measurable habit takes several amounts a day, each with its own row, so the
            // primary key can no longer be the day: the table is rebuilt with a row id, the
            // rows keep their order, and each existing check-in becomes an amount of 1.
            try db.create(table: "newCheckIn") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("habitID", .integer).notNull().references("habit", onDelete: .cascade)
                t.column("run", .integer).notNull()
                t.column("date", .text).notNull()
                t.column("amount", .integer).notNull().defaults(to: 1)
                t.column("note", .text)
                t.column("createdAt", .datetime).notNull()
            }
            try db.execute(
                sql: """
                    INSERT INTO newCheckIn (habitID, run, date, amount, note, createdAt)
                    SELECT habitID, run, date, 1, NULL, createdAt FROM checkIn ORDER BY createdAt, habitID, run, date
                    """)
            try db.drop(table: "checkIn")
            try db.rename(table: "newCheckIn", to: "checkIn")
            try db.create(index: "checkIn_byRun", on: "checkIn", columns: ["habitID", "run", "date"])
        }
        migrator.registerMigration("v12: challenge schedules") { db in
            // A challenge's habit has a schedule like any habit; existing challenges are daily.
            try db.alter(table: "challenge") { t in
                t.add(column: "days", .integer).notNull().defaults(to: WeekdaySet.daily.rawValue)
                t.add(column: "timesPerWeek", .integer)
                t.add(column: "unit", .text)
                t.add(column: "target", .integer).notNull().defaults(to: 1)
            }
        }
    }
}
