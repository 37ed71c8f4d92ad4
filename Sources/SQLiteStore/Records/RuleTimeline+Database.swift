import Foundation
import GRDB
import TrackerCore
import TrackerStore

/// The rules over time: a habit's earlier schedules in `habitRule`, a user's earlier week
/// starts in `weekStartChange`, each row the value and the last day it applied. The current
/// value stays in `habit` and `user`.
extension Habit {
    /// The habit's schedule over time, its current schedule last.
    public func schedules(in db: Database) throws -> RuleTimeline<HabitSchedule> {
        guard let id else { return RuleTimeline(schedule) }
        let rows = try Row.fetchAll(
            db.cachedStatement(
                sql: "SELECT through, days, timesPerWeek, unit, target FROM habitRule WHERE habitID = ?"),
            arguments: [id])
        return RuleTimeline(
            schedule, earlier: try rows.map(RuleTimeline<HabitSchedule>.Entry.init(habitRule:)))
    }

    /// Stores `schedules`: its earlier entries as the habit's rows, its current value as the
    /// habit's schedule (the caller updates the habit row).
    public func save(_ schedules: RuleTimeline<HabitSchedule>, in db: Database) throws {
        guard let id else { return }
        try db.execute(sql: "DELETE FROM habitRule WHERE habitID = ?", arguments: [id])
        for entry in schedules.earlier {
            try db.execute(
                sql:
                    "INSERT INTO habitRule (habitID, through, days, timesPerWeek, unit, target) VALUES (?, ?, ?, ?, ?, ?)",
                arguments: [
                    id, entry.through, entry.value.storedDays, entry.value.storedTimesPerWeek,
                    entry.value.measure?.unit, entry.value.dailyTarget,
                ])
        }
    }
}

extension RuleTimeline<HabitSchedule>.Entry {
    /// Reads a `habitRule` row by its columns' names, from either store.
    public init(habitRule row: Row) throws {
        self.init(
            HabitSchedule(
                days: row["days"], timesPerWeek: row["timesperweek"], unit: row["unit"], target: row["target"]
            ),
            through: try row.decode(forColumn: "through"))
    }
}

extension User {
    /// The user's week start over time, the current one last.
    public func weekStarts(in db: Database) throws -> RuleTimeline<Weekday> {
        guard let id else { return RuleTimeline(weekStart) }
        let rows = try Row.fetchAll(
            db.cachedStatement(
                sql: "SELECT through, weekStart, decidedAt FROM weekStartChange WHERE userID = ?"),
            arguments: [id])
        return try weekStarts(from: rows)
    }

    /// The user's week start over time, from their `weekStartChange` rows (each with its
    /// `through`, `weekStart` and `decidedAt`, in seconds since 1970): what every store reads
    /// them into.
    public func weekStarts(from rows: [Row]) throws -> RuleTimeline<Weekday> {
        let earlier = try rows.map { row in
            RuleTimeline<Weekday>.Entry(
                try row.decode(forColumn: "weekStart"), through: try row.decode(forColumn: "through"),
                decidedAt: (try row.decode(Double?.self, forColumn: "decidedAt")).map(
                    Date.init(timeIntervalSince1970:)))
        }
        return RuleTimeline(weekStart, earlier: earlier)
    }

    /// Stores `weekStarts`' earlier entries; its current value is the user's week start (the
    /// caller updates the user row).
    public func save(_ weekStarts: RuleTimeline<Weekday>, in db: Database) throws {
        guard let id else { return }
        try db.execute(sql: "DELETE FROM weekStartChange WHERE userID = ?", arguments: [id])
        for entry in weekStarts.earlier {
            try db.execute(
                sql:
                    "INSERT INTO weekStartChange (userID, through, weekStart, decidedAt) VALUES (?, ?, ?, ?)",
                arguments: [id, entry.through, entry.value, entry.decidedAt?.timeIntervalSince1970])
        }
    }
}
