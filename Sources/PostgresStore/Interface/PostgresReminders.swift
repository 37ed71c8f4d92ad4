import Foundation
import GRDB
import SQLiteStore
import TrackerCore
import TrackerStore

/// The schedules, in the `reminder` and `groupReminder` tables. What a refresh writes is
/// ``ScheduleRefresh``'s plan, as on SQLite; this reads its inputs and writes the result.
struct PostgresReminders: ReminderStore {
    let session: PostgresSession

    /// Three statements for any number of users: one reads what every plan is made from (each
    /// user's row, what their reminders depend on, and their reminders, routines and pauses
    /// as JSON), one writes every plan's entries, and one deletes what the plans drop; only
    /// the read waits.
    func refresh(_ users: [Int64: Date]) throws {
        guard !users.isEmpty else { return }
        let ids = users.keys.sorted()
        let rows = try session.fetchRows(
            """
            SELECT "user".*,
              EXISTS (SELECT 1 FROM "habit" WHERE "userID" = "user"."id" AND "completedOn" IS NULL)
                AS "hasActiveHabits",
              EXISTS (SELECT 1 FROM "goal" WHERE "userID" = "user"."id" AND "completedAt" IS NULL
                AND "deadline" IS NOT NULL) AS "hasGoalDeadlines",
              (SELECT json_agg("reminder") FROM "reminder" WHERE "userID" = "user"."id") AS "reminders",
              (SELECT json_agg("routine" ORDER BY "time", "id") FROM "routine" WHERE "userID" = "user"."id")
                AS "routines",
              (SELECT json_agg("pause" ORDER BY "startsOn", "id") FROM "pause" WHERE "userID" = "user"."id")
                AS "pauses"
            FROM "user" WHERE "id" = ANY(\(ids))
            """)
        var writes: [ReminderWrite] = []
        var deletes: [(userID: Int64, key: ScheduleRefresh.ReminderKey)] = []
        var found = Set<Int64>()
        for row in rows {
            let user = try User(row: row)
            guard let userID = user.id, let now = users[userID] else { continue }
            found.insert(userID)
            let existing = try session.rows(of: "reminder", json: row["reminders"]).map(
                ScheduledReminder.init(row:))
            let plan = ScheduleRefresh.userReminders(
                of: user, hasActiveHabits: row["hasActiveHabits"], hasGoalDeadlines: row["hasGoalDeadlines"],
                routines: try session.rows(of: "routine", json: row["routines"]).map(Routine.init(row:)),
                pauses: try session.rows(of: "pause", json: row["pauses"]).map(Pause.init(row:)),
                existing: Dictionary(
                    existing.map { ($0.key, $0.refreshEntry) }, uniquingKeysWith: { first, _ in first }),
                now: now)
            writes += plan.writes.map {
                ReminderWrite(userID: userID, platform: user.platform, key: $0, entry: $1)
            }
            deletes += plan.deletes.map { (userID, $0) }
        }
        let gone = ids.filter { !found.contains($0) }
        if !gone.isEmpty {
            session.send(#"DELETE FROM "reminder" WHERE "userID" = ANY(\#(gone))"#)
        }
        if !writes.isEmpty { write(writes) }
        if !deletes.isEmpty {
            session.send(
                """
                DELETE FROM "reminder" WHERE ("userID", "kind", "itemID") IN (
                    SELECT * FROM unnest(\(deletes.map(\.userID)), \(deletes.map { Int64($0.key.kind.rawValue) }),
                        \(deletes.map(\.key.itemID))))
                """)
        }
    }

    /// One entry of a refresh's plans.
    private struct ReminderWrite {
        let userID: Int64
        let platform: Platform
        let key: ScheduleRefresh.ReminderKey
        let entry: ScheduleRefresh.Entry
    }

    /// Upserts `writes` in one statement. Nothing reads what it returns: it goes without
    /// waiting, and a failure surfaces at the transaction's next statement. Arrays of bound
    /// values hold no NULL, so a day last fired on goes with a flag for "none".
    private func write(_ writes: [ReminderWrite]) {
        session.send(
            """
            INSERT INTO "reminder" ("userID", "kind", "itemID", "platform", "fireAt", "dueDay", "lastFiredOn")
            SELECT "userID", "kind", "itemID", "platform", "fireAt", "dueDay",
                CASE WHEN "hasFired" THEN "lastFiredOn" END
            FROM unnest(
                \(writes.map(\.userID)), \(writes.map { Int64($0.key.kind.rawValue) }), \(writes.map(\.key.itemID)),
                \(writes.map(\.platform.tag)), \(writes.map { Self.seconds($0.entry.fireAt) }),
                \(writes.map(\.entry.dueDay.iso)), \(writes.map { $0.entry.lastFiredOn?.iso ?? "" }),
                \(writes.map { $0.entry.lastFiredOn != nil }))
                AS "write" ("userID", "kind", "itemID", "platform", "fireAt", "dueDay", "lastFiredOn", "hasFired")
            ON CONFLICT ("userID", "kind", "itemID") DO UPDATE SET "platform" = EXCLUDED."platform",
                "fireAt" = EXCLUDED."fireAt", "dueDay" = EXCLUDED."dueDay",
                "lastFiredOn" = EXCLUDED."lastFiredOn"
            """)
    }

    func refreshGroup(_ chat: ChatAddress, now: Date) throws {
        let existing = try session.fetchAll(
            ScheduledGroupReminder.self,
            #"SELECT * FROM "groupReminder" WHERE "platform" = \#(chat.platform.tag) AND "chatID" = \#(chat.id)"#
        )
        let groups = PostgresGroups(session: session)
        let group = try groups.group(chat)
        let challenge = try group == nil ? nil : groups.running(in: chat)
        let plan = ScheduleRefresh.groupMessages(
            of: group, hasRunningChallenge: challenge != nil,
            hasMentionableMembers: try challenge.map(groups.hasMentionableMembers(of:)) ?? false,
            existing: Dictionary(
                existing.map { ($0.kind, $0.refreshEntry) }, uniquingKeysWith: { first, _ in first }),
            now: now)
        for (kind, entry) in plan.writes.sorted(by: { $0.key < $1.key }) {
            try session.execute(
                """
                INSERT INTO "groupReminder" ("platform", "chatID", "kind", "fireAt", "dueDay", "lastFiredOn")
                VALUES (\(chat.platform.tag), \(chat.id), \(Int64(kind.rawValue)), \(Self.seconds(entry.fireAt)),
                    \(entry.dueDay.iso), \(entry.lastFiredOn?.iso))
                ON CONFLICT ("platform", "chatID", "kind") DO UPDATE SET "fireAt" = EXCLUDED."fireAt",
                    "dueDay" = EXCLUDED."dueDay", "lastFiredOn" = EXCLUDED."lastFiredOn"
                """)
        }
        for kind in plan.deletes {
            try deleteGroupMessage(chat, kind: kind)
        }
    }

    func backfill(platform: Platform, now: Date) throws -> Int {
        let ids = try session.fetchRows(
            """
            SELECT "id" FROM "user" WHERE "platform" = \(platform.tag)
            AND NOT EXISTS (SELECT 1 FROM "reminder" WHERE "reminder"."userID" = "user"."id")
            AND (EXISTS (SELECT 1 FROM "habit" WHERE "habit"."userID" = "user"."id" AND "habit"."completedOn" IS NULL)
              OR EXISTS (SELECT 1 FROM "routine" WHERE "routine"."userID" = "user"."id")
              OR EXISTS (SELECT 1 FROM "goal" WHERE "goal"."userID" = "user"."id"
                         AND "goal"."completedAt" IS NULL AND "goal"."deadline" IS NOT NULL))
            ORDER BY "id"
            """
        ).map { $0["id"] as Int64 }
        try refresh(Dictionary(uniqueKeysWithValues: ids.map { ($0, now) }))
        return ids.count
    }

    func dueUsers(platform: Platform, now: Date, limit: Int) throws -> [Int64] {
        try session.fetchRows(
            """
            SELECT "userID" FROM "reminder" WHERE "platform" = \(platform.tag) AND "fireAt" <= \(Self.seconds(now))
            ORDER BY "fireAt", "userID" LIMIT \(Int64(limit))
            """
        ).map { $0["userID"] as Int64 }
    }

    func dueReminders(userID: Int64, now: Date) throws -> [UserReminderEntry] {
        try session.fetchAll(
            ScheduledReminder.self,
            """
            SELECT * FROM "reminder" WHERE "userID" = \(userID) AND "fireAt" <= \(Self.seconds(now))
            ORDER BY "kind", "itemID"
            """
        ).map { UserReminderEntry(userID: $0.userID, kind: $0.kind, itemID: $0.itemID, timing: $0.timing) }
    }

    func dueGroups(platform: Platform, now: Date, limit: Int) throws -> [ChatAddress] {
        try session.fetchAll(
            ScheduledGroupReminder.self,
            """
            SELECT * FROM "groupReminder" WHERE "platform" = \(platform.tag) AND "fireAt" <= \(Self.seconds(now))
            ORDER BY "fireAt", "chatID", "kind" LIMIT \(Int64(limit))
            """
        ).map(\.chat)
    }

    func dueGroupMessages(_ chat: ChatAddress, now: Date) throws -> [GroupMessageEntry] {
        try session.fetchAll(
            ScheduledGroupReminder.self,
            """
            SELECT * FROM "groupReminder" WHERE "platform" = \(chat.platform.tag) AND "chatID" = \(chat.id)
                AND "fireAt" <= \(Self.seconds(now))
            ORDER BY "kind"
            """
        ).map { GroupMessageEntry(chat: $0.chat, kind: $0.kind, timing: $0.timing) }
    }

    func move(_ entry: UserReminderEntry, to timing: ScheduleTiming) throws {
        try session.execute(
            """
            UPDATE "reminder" SET "fireAt" = \(Self.seconds(timing.fireAt)), "dueDay" = \(timing.dueDay.iso),
                "lastFiredOn" = \(timing.lastFiredOn?.iso)
            WHERE "userID" = \(entry.userID) AND "kind" = \(Int64(entry.kind.rawValue)) AND "itemID" = \(entry.itemID)
            """)
    }

    func delete(_ entry: UserReminderEntry) throws {
        try deleteReminder(
            userID: entry.userID, key: ScheduleRefresh.ReminderKey(kind: entry.kind, itemID: entry.itemID))
    }

    private func deleteReminder(userID: Int64, key: ScheduleRefresh.ReminderKey) throws {
        session.send(
            """
            DELETE FROM "reminder"
            WHERE "userID" = \(userID) AND "kind" = \(Int64(key.kind.rawValue)) AND "itemID" = \(key.itemID)
            """)
    }

    func move(_ entry: GroupMessageEntry, to timing: ScheduleTiming) throws {
        try session.execute(
            """
            UPDATE "groupReminder" SET "fireAt" = \(Self.seconds(timing.fireAt)), "dueDay" = \(timing.dueDay.iso),
                "lastFiredOn" = \(timing.lastFiredOn?.iso)
            WHERE "platform" = \(entry.chat.platform.tag) AND "chatID" = \(entry.chat.id)
                AND "kind" = \(Int64(entry.kind.rawValue))
            """)
    }

    func delete(_ entry: GroupMessageEntry) throws {
        try deleteGroupMessage(entry.chat, kind: entry.kind)
    }

    private func deleteGroupMessage(_ chat: ChatAddress, kind: GroupReminderKind) throws {
        try session.execute(
            """
            DELETE FROM "groupReminder"
            WHERE "platform" = \(chat.platform.tag) AND "chatID" = \(chat.id) AND "kind" = \(Int64(kind.rawValue))
            """)
    }

    func nextFireAt(platform: Platform) throws -> Date? {
        let next: Int64? = try session.fetchRows(
            """
            SELECT LEAST((SELECT MIN("fireAt") FROM "reminder" WHERE "platform" = \(platform.tag)),
                (SELECT MIN("fireAt") FROM "groupReminder" WHERE "platform" = \(platform.tag))) AS "next"
            """
        ).first?["next"]
        return next.map { Date(timeIntervalSince1970: TimeInterval($0)) }
    }

    /// Reads each part through the store of its area, in this transaction.
    func reminderData(userID: Int64) throws -> UserReminderData? {
        let users = PostgresUsers(session: session)
        guard let user = try users.find(userID) else { return nil }
        let weekStarts = try users.weekStarts(of: user)
        let habits = PostgresHabits(session: session)
        let states = try habits.all(of: userID).filter { $0.completedOn == nil }.map { habit in
            ReminderRules.HabitState(
                habit: habit, log: try habits.currentLog(of: habit),
                terms: HabitTerms(
                    of: habit, schedules: try habits.schedules(of: habit), weekStarts: weekStarts))
        }
        let privateChat: String? = try session.fetchRows(
            """
            SELECT "privateChat"."chatID" FROM "privateChat"
            LEFT JOIN "chat" ON "chat"."platform" = "privateChat"."platform"
                AND "chat"."chatID" = "privateChat"."chatID"
            WHERE "privateChat"."platform" = \(user.platform.tag)
                AND "privateChat"."userExternalID" = \(user.externalID)
                AND NOT COALESCE("chat"."isGroup", FALSE)
            """
        ).first?["chatID"]
        return UserReminderData(
            user: user, privateChat: ChatAddress(platform: user.platform, id: privateChat ?? user.externalID),
            habits: states, openGoals: try PostgresGoals(session: session).open(of: userID),
            routines: try PostgresRoutines(session: session).all(of: userID),
            pauses: try PostgresPauses(session: session).all(of: userID))
    }

    /// How the schedule tables store an instant: whole seconds since 1970, rounded down.
    private static func seconds(_ date: Date) -> Int64 { Int64(date.timeIntervalSince1970.rounded(.down)) }
}
