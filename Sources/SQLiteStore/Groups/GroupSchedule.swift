import Foundation
import GRDB
import TrackerCore

/// Keeps the `groupReminder` table in step with groups' settings and challenges, like
/// ``ReminderSchedule`` does for users, and answers the scheduler's questions about it.
///
/// Every change that moves or creates a group's message (its summary time or zone, a
/// challenge starting or ending, a member joining, leaving or opting in to mentions) calls
/// ``refresh(_:now:in:)`` in the same transaction as the change.
public enum GroupSchedule {
    /// Recomputes a group's rows: one per message it should get, due at its next occurrence
    /// after `now` on a day it has not come for yet. Rows it should no longer have are deleted.
    public static func refresh(_ chat: ChatAddress, now: Date, in db: Database) throws {
        let existing = try rows(of: chat, in: db)
        let group = try GroupChat.find(chat, in: db)
        let challenge = try group == nil ? nil : Challenge.running(in: chat, db: db)
        let plan = ScheduleRefresh.groupMessages(
            of: group, hasRunningChallenge: challenge != nil,
            hasMentionableMembers: try challenge?.hasMentionableMembers(in: db) ?? false,
            existing: existing.mapValues(\.refreshEntry), now: now)
        for (kind, entry) in plan.writes.sorted(by: { $0.key < $1.key }) {
            try ScheduledGroupReminder(
                chat: chat, kind: kind, fireAt: entry.fireAt, dueDay: entry.dueDay,
                lastFiredOn: entry.lastFiredOn
            ).save(db)
        }
        for kind in plan.deletes {
            try existing[kind]?.delete(db)
        }
    }

    /// A group's rows by kind.
    public static func rows(of chat: ChatAddress, in db: Database) throws -> [GroupReminderKind:
        ScheduledGroupReminder]
    {
        let rows = try ScheduledGroupReminder.fetchAll(
            db, sql: "SELECT * FROM groupReminder WHERE platform = ? AND chatID = ?",
            arguments: [chat.platform, chat.id])
        return Dictionary(rows.map { ($0.kind, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Rows of `platform` due at `now`, earliest first, at most `limit`.
    public static func due(platform: Platform, now: Date, limit: Int, in db: Database) throws
        -> [ScheduledGroupReminder]
    {
        try ScheduledGroupReminder.fetchAll(
            db.cachedStatement(
                sql: "SELECT * FROM groupReminder WHERE platform = ? AND fireAt <= ? ORDER BY fireAt LIMIT ?"),
            arguments: [platform, ScheduleTable.seconds(now), limit])
    }

    /// A group's rows due at `now`, by kind.
    public static func due(_ chat: ChatAddress, now: Date, in db: Database) throws -> [ScheduledGroupReminder]
    {
        try ScheduledGroupReminder.fetchAll(
            db.cachedStatement(
                sql:
                    "SELECT * FROM groupReminder WHERE platform = ? AND chatID = ? AND fireAt <= ? ORDER BY kind"
            ),
            arguments: [chat.platform, chat.id, ScheduleTable.seconds(now)])
    }
}
