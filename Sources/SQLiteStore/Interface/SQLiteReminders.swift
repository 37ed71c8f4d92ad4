import Foundation
import GRDB
import TrackerCore
import TrackerStore

/// The schedules, in the `reminder` and `groupReminder` tables.
struct SQLiteReminders: ReminderStore {
    let db: Database

    /// One user at a time: SQLite's statements are calls, not round trips.
    func refresh(_ users: [Int64: Date]) throws {
        for (userID, now) in users.sorted(by: { $0.key < $1.key }) {
            try ReminderSchedule.refresh(userID: userID, now: now, in: db)
        }
    }

    func refreshGroup(_ chat: ChatAddress, now: Date) throws {
        try GroupSchedule.refresh(chat, now: now, in: db)
    }

    func backfill(platform: Platform, now: Date) throws -> Int {
        try ReminderSchedule.backfill(platform: platform, now: now, in: db)
    }

    func dueUsers(platform: Platform, now: Date, limit: Int) throws -> [Int64] {
        try ReminderSchedule.dueUsers(platform: platform, now: now, limit: limit, in: db)
    }

    func dueReminders(userID: Int64, now: Date) throws -> [UserReminderEntry] {
        try ReminderSchedule.due(userID: userID, now: now, in: db).map { row in
            UserReminderEntry(userID: row.userID, kind: row.kind, itemID: row.itemID, timing: row.timing)
        }
    }

    func dueGroups(platform: Platform, now: Date, limit: Int) throws -> [ChatAddress] {
        try GroupSchedule.due(platform: platform, now: now, limit: limit, in: db).map(\.chat)
    }

    func dueGroupMessages(_ chat: ChatAddress, now: Date) throws -> [GroupMessageEntry] {
        try GroupSchedule.due(chat, now: now, in: db).map { row in
            GroupMessageEntry(chat: row.chat, kind: row.kind, timing: row.timing)
        }
    }

    func move(_ entry: UserReminderEntry, to timing: ScheduleTiming) throws {
        try db.cachedStatement(sql: ScheduledReminder.table.advance).execute(
            arguments: Self.timingArguments(timing) + [entry.userID, entry.kind.rawValue, entry.itemID])
    }

    func delete(_ entry: UserReminderEntry) throws {
        try db.cachedStatement(sql: "DELETE FROM reminder WHERE userID = ? AND kind = ? AND itemID = ?")
            .execute(arguments: [entry.userID, entry.kind.rawValue, entry.itemID])
    }

    func move(_ entry: GroupMessageEntry, to timing: ScheduleTiming) throws {
        try db.cachedStatement(sql: ScheduledGroupReminder.table.advance).execute(
            arguments: Self.timingArguments(timing) + [
                entry.chat.platform, entry.chat.id, entry.kind.rawValue,
            ])
    }

    func delete(_ entry: GroupMessageEntry) throws {
        try db.cachedStatement(
            sql: "DELETE FROM groupReminder WHERE platform = ? AND chatID = ? AND kind = ?"
        )
        .execute(arguments: [entry.chat.platform, entry.chat.id, entry.kind.rawValue])
    }

    func nextFireAt(platform: Platform) throws -> Date? {
        [
            try ScheduledReminder.nextFireAt(platform: platform, in: db),
            try ScheduledGroupReminder.nextFireAt(platform: platform, in: db),
        ].compactMap { $0 }.min()
    }

    /// Every query is a cached statement: compiling SQL would cost more than running it.
    func reminderData(userID: Int64) throws -> UserReminderData? {
        guard
            let user = try User.fetchOne(
                db.cachedStatement(sql: "SELECT * FROM user WHERE id = ?"), arguments: [userID])
        else { return nil }
        let weekStarts = try user.weekStarts(in: db)
        let habits = try Habit.all(of: userID, in: db).filter { $0.completedOn == nil }.map { habit in
            ReminderRules.HabitState(
                habit: habit, log: try habit.currentLog(in: db),
                terms: HabitTerms(of: habit, schedules: try habit.schedules(in: db), weekStarts: weekStarts))
        }
        let routines = try Routine.fetchAll(
            db.cachedStatement(sql: "SELECT * FROM routine WHERE userID = ? ORDER BY time, id"),
            arguments: [userID])
        let pauses = try Pause.fetchAll(
            db.cachedStatement(sql: "SELECT * FROM pause WHERE userID = ? ORDER BY startsOn, id"),
            arguments: [userID])
        return UserReminderData(
            user: user,
            privateChat: try PrivateChat.address(
                platform: user.platform, externalID: user.externalID, in: db),
            habits: habits, openGoals: try Goal.open(of: userID, in: db), routines: routines, pauses: pauses)
    }

    /// `fireAt`, `dueDay` and `lastFiredOn` as the `advance` statements take them.
    private static func timingArguments(_ timing: ScheduleTiming) -> StatementArguments {
        [ScheduleTable.seconds(timing.fireAt), timing.dueDay, timing.lastFiredOn]
    }
}

extension ScheduleRow {
    /// The row's three schedule columns as the store interface gives them.
    public var timing: ScheduleTiming {
        ScheduleTiming(fireAt: fireAt, dueDay: dueDay, lastFiredOn: lastFiredOn)
    }
}
