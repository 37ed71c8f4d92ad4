import Foundation
import GRDB
import TrackerCore

/// Keeps the `reminder` table in step with users' settings and items, and answers the
/// scheduler's questions about it.
///
/// Every change that moves or creates a reminder (reminder times, zone, day boundary,
/// pauses, habits, goal deadlines, routines) calls ``refresh(userID:now:in:)`` in the same
/// transaction as the change, so the schedule is never out of date after a commit.
public enum ReminderSchedule {
    /// Recomputes a user's reminder rows: one per reminder they should have, due at its next
    /// occurrence after `now` that is not paused and not on a day it already fired for.
    /// Rows the user should no longer have are deleted; a user who no longer exists has none.
    /// A row that is already due stays due, for the scheduler to fire or skip.
    public static func refresh(userID: Int64, now: Date, in db: Database) throws {
        guard let user = try User.fetchOne(cached: "SELECT * FROM user WHERE id = ?", [userID], in: db) else {
            try db.execute(cached: "DELETE FROM reminder WHERE userID = ?", [userID])
            return
        }
        let existing = try rows(of: userID, in: db)
        let plan = ScheduleRefresh.userReminders(
            of: user, hasActiveHabits: try hasActiveHabits(userID, in: db),
            hasGoalDeadlines: try hasGoalDeadlines(userID, in: db),
            routines: try Routine.all(of: userID, in: db),
            pauses: try Pause.all(of: userID, in: db), existing: existing.mapValues(\.refreshEntry), now: now)
        for (key, entry) in plan.writes {
            try upsert(
                ScheduledReminder(
                    userID: userID, kind: key.kind, itemID: key.itemID, platform: user.platform,
                    fireAt: entry.fireAt, dueDay: entry.dueDay, lastFiredOn: entry.lastFiredOn),
                in: db)
        }
        for key in plan.deletes {
            try existing[key]?.delete(db)
        }
    }

    private static func upsert(_ row: ScheduledReminder, in db: Database) throws {
        try db.execute(
            cached: """
                INSERT INTO reminder (userID, kind, itemID, platform, fireAt, dueDay, lastFiredOn)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (userID, kind, itemID) DO UPDATE SET platform = excluded.platform,
                fireAt = excluded.fireAt, dueDay = excluded.dueDay, lastFiredOn = excluded.lastFiredOn
                """,
            [
                row.userID, row.kind.rawValue, row.itemID, row.platform, ScheduleTable.seconds(row.fireAt),
                row.dueDay, row.lastFiredOn,
            ])
    }

    /// A user's rows by kind and item.
    public static func rows(of userID: Int64, in db: Database) throws -> [ScheduledReminder.Key:
        ScheduledReminder]
    {
        let rows = try ScheduledReminder.fetchAll(
            cached: "SELECT * FROM reminder WHERE userID = ?", [userID], in: db)
        return Dictionary(rows.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The users owning the `limit` earliest rows of `platform` due at `now`, in the order of
    /// those rows (a user with several due rows appears as often). Reads only the index.
    public static func dueUsers(platform: Platform, now: Date, limit: Int, in db: Database) throws -> [Int64]
    {
        try Int64.fetchAll(
            db.cachedStatement(
                sql: "SELECT userID FROM reminder WHERE platform = ? AND fireAt <= ? ORDER BY fireAt LIMIT ?"),
            arguments: [platform, ScheduleTable.seconds(now), limit])
    }

    /// A user's rows due at `now`.
    public static func due(userID: Int64, now: Date, in db: Database) throws -> [ScheduledReminder] {
        try ScheduledReminder.fetchAll(
            db.cachedStatement(sql: "SELECT * FROM reminder WHERE userID = ? AND fireAt <= ?"),
            arguments: [userID, ScheduleTable.seconds(now)])
    }

    /// Schedules the users of `platform` who have something to be reminded of but no rows
    /// yet: those who were using the bot before the schedule existed.
    /// - Returns: how many users got rows.
    @discardableResult
    public static func backfill(platform: Platform, now: Date, in db: Database) throws -> Int {
        let ids = try Int64.fetchAll(
            db,
            sql: """
                SELECT id FROM user WHERE platform = ?
                AND NOT EXISTS (SELECT 1 FROM reminder WHERE reminder.userID = user.id)
                AND (EXISTS (SELECT 1 FROM habit WHERE habit.userID = user.id AND habit.completedOn IS NULL)
                  OR EXISTS (SELECT 1 FROM routine WHERE routine.userID = user.id)
                  OR EXISTS (SELECT 1 FROM goal WHERE goal.userID = user.id
                             AND goal.completedAt IS NULL AND goal.deadline IS NOT NULL))
                """,
            arguments: [platform])
        for id in ids { try refresh(userID: id, now: now, in: db) }
        return ids.count
    }

    private static func hasActiveHabits(_ userID: Int64, in db: Database) throws -> Bool {
        try Bool.fetchOne(
            db.cachedStatement(
                sql: "SELECT EXISTS (SELECT 1 FROM habit WHERE userID = ? AND completedOn IS NULL)"),
            arguments: [userID]) ?? false
    }

    private static func hasGoalDeadlines(_ userID: Int64, in db: Database) throws -> Bool {
        try Bool.fetchOne(
            db.cachedStatement(
                sql:
                    "SELECT EXISTS (SELECT 1 FROM goal WHERE userID = ? AND completedAt IS NULL AND deadline IS NOT NULL)"
            ),
            arguments: [userID]) ?? false
    }
}
