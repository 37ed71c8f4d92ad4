import Foundation
import GRDB
import SQLiteStore
import TrackerCore
import TrackerStore

/// The users, in the `user`, `weekStartChange` and `reminderTimeOff` tables.
struct PostgresUsers: UserStore {
    let session: PostgresSession
    /// The senders the transaction read ahead, if it did.
    var readAhead: SenderReadAhead? = nil
    /// Ids reserved for new users, which let a first contact's insert go without waiting.
    var ids: ReservedIDs? = nil

    func find(_ id: Int64) throws -> User? {
        try session.fetchOne(User.self, #"SELECT * FROM "user" WHERE "id" = \#(id)"#)
    }

    func findOrCreate(platform: Platform, externalID: String, displayName: String, renaming: Bool, now: Date)
        throws -> User
    {
        if var user = try session.fetchOne(
            User.self,
            #"SELECT * FROM "user" WHERE "platform" = \#(platform.tag) AND "externalID" = \#(externalID)"#)
        {
            if renaming && user.displayName != displayName && !displayName.isEmpty {
                user.displayName = displayName
                try update(user)
            }
            return user
        }
        var user = User(platform: platform, externalID: externalID, displayName: displayName, createdAt: now)
        try session.insert(&user)
        return user
    }

    /// What a sender is read with: the user's row, which holds their languages, and their
    /// latest day (``latestLocalDay(of:)``).
    private static let senderColumns = """
        "user".*, \(latestDay(of: #""user"."id""#)) AS "latestDay"
        """

    /// The latest day the user checked in for or a reminder of theirs fired for, as SQLite's
    /// `User.latestLocalDay(in:)` reads it: each habit's latest is one entry of the
    /// `checkIn_byDay` index, and the reminders are found by their key, which starts with
    /// the user. `GREATEST` ignores a side that is `NULL`.
    private static func latestDay(of userID: String) -> String {
        """
        GREATEST(
            (SELECT MAX((SELECT MAX("date") FROM "checkIn" WHERE "habitID" = "habit"."id"))
                FROM "habit" WHERE "userID" = \(userID)),
            (SELECT MAX("lastFiredOn") FROM "reminder" WHERE "userID" = \(userID)))
        """
    }

    /// One statement for the senders of a batch, their habits, what each habit's check-in
    /// basis is made of (``PostgresHabits/checkInBasis(of:by:)``) and the lists they were last
    /// shown, per platform. Check-ins and rules are read habit by habit (`LATERAL`), by their
    /// indexes: a join the planner may make a scan of the whole table per sender, which it
    /// did while a new database's tables grew faster than their statistics.
    func readAhead(senders: [(platform: Platform, externalID: String)]) throws {
        guard let readAhead else { return }
        for (platform, senders) in Dictionary(grouping: senders, by: \.platform) {
            let externalIDs = Array(Set(senders.map(\.externalID)))
            let rows = try session.fetchRows(
                """
                SELECT \(unescaped: Self.senderColumns),
                    (SELECT json_agg("habit" ORDER BY "id") FROM "habit" WHERE "userID" = "user"."id") AS "habits",
                    (SELECT json_agg("pause" ORDER BY "startsOn", "id") FROM "pause" WHERE "userID" = "user"."id")
                      AS "pauses",
                    (SELECT json_agg("weekStartChange") FROM "weekStartChange" WHERE "userID" = "user"."id")
                      AS "weekStarts",
                    (SELECT json_agg(json_build_object('habitID', "habit"."id", 'date', "date", 'amount', "total"))
                      FROM "habit" CROSS JOIN LATERAL (
                        SELECT "date", SUM("amount")::BIGINT AS "total" FROM "checkIn"
                        WHERE "habitID" = "habit"."id" AND "run" = "habit"."run" GROUP BY "date") AS "day"
                      WHERE "habit"."userID" = "user"."id") AS "days",
                    (SELECT json_agg("habitRule") FROM "habit" CROSS JOIN LATERAL (
                        SELECT * FROM "habitRule" WHERE "habitID" = "habit"."id") AS "habitRule"
                      WHERE "habit"."userID" = "user"."id") AS "rules",
                    (SELECT json_agg("listView") FROM "listView" WHERE "userID" = "user"."id") AS "lists"
                FROM "user" WHERE "platform" = \(platform.tag) AND "externalID" = ANY(\(externalIDs))
                """)
            readAhead.hold(rows, of: externalIDs, on: platform)
            ids?.expect(externalIDs.count - rows.count, for: User.databaseTableName)
            for row in rows {
                guard let id: Int64 = row["id"] else { continue }
                try hold(row, of: id, in: readAhead)
            }
        }
    }

    /// Holds what a sender's row read ahead carries besides the user: their habits, their
    /// lists, and each habit's basis.
    private func hold(_ row: Row, of userID: Int64, in readAhead: SenderReadAhead) throws {
        let habits = try session.rows(of: "habit", json: row["habits"]).map(Habit.init(row:))
        readAhead.hold(habits, of: userID)
        let lists = try session.rows(of: "listView", json: row["lists"]).map(ListView.init(row:))
        readAhead.hold(
            lists: Dictionary(
                lists.map { ($0.kind, ShownList(ids: $0.ids, filter: $0.filter)) },
                uniquingKeysWith: { first, _ in first }),
            of: userID)
        let pauses = try session.rows(of: "pause", json: row["pauses"])
        let weekStarts = try session.rows(of: "weekStartChange", json: row["weekStarts"])
        let days = Dictionary(
            grouping: try session.rows(of: "checkIn", json: row["days"]), by: { $0["habitID"] as Int64? ?? 0 }
        )
        let rules = Dictionary(
            grouping: try session.rows(of: "habitRule", json: row["rules"]),
            by: { $0["habitID"] as Int64? ?? 0 })
        for habit in habits {
            guard let habitID = habit.id else { continue }
            readAhead.hold(
                SenderReadAhead.BasisRows(
                    run: habit.run, pauses: pauses, weekStarts: weekStarts, days: days[habitID] ?? [],
                    rules: rules[habitID] ?? []),
                of: habitID, userID: userID)
        }
    }

    /// One statement for the user, their languages and their latest day, rather than three; none
    /// for the first event of a sender the transaction read ahead.
    func sender(
        platform: Platform, externalID: String, displayName: String, renaming: Bool, now: Date,
        reporting reportedCode: String?
    ) throws -> SenderState {
        let found: Row?
        switch readAhead?.take(externalID, on: platform) {
        case .found(let row): found = row
        case .absent: found = nil
        case nil:
            found = try session.fetchRows(
                """
                SELECT \(unescaped: Self.senderColumns) FROM "user"
                WHERE "platform" = \(platform.tag) AND "externalID" = \(externalID)
                """
            ).first
        }
        guard let row = found else {
            // First contact. The transaction is serializable, so a second look would find no
            // one either; a new row has no languages but the one the platform reports.
            var user = User(
                platform: platform, externalID: externalID, displayName: displayName, createdAt: now)
            if let ids {
                try session.insertWithoutWaiting(&user, ids: ids)
            } else {
                try session.insert(&user)
            }
            // A user made just now has no habits and no lists: their first read of them needs
            // no statement.
            if let id = user.id {
                readAhead?.hold([], of: id)
                readAhead?.hold(lists: [:], of: id)
            }
            return SenderState(
                user: user, languages: try languages(in: nil, of: user.id ?? 0, reporting: reportedCode),
                latestDay: nil)
        }
        var user = try User(row: row)
        if renaming && user.displayName != displayName && !displayName.isEmpty {
            user.displayName = displayName
            try update(user)
        }
        return SenderState(
            user: user, languages: try languages(in: row, of: user.id ?? 0, reporting: reportedCode),
            latestDay: try row.decode(LocalDate?.self, forColumn: "latestDay") ?? nil)
    }

    func latestLocalDay(of user: User) throws -> LocalDate? {
        guard let id = user.id else { return nil }
        let rows = try session.fetchRows("SELECT \(unescaped: Self.latestDay(of: String(id))) AS \"date\"")
        return try rows.first?.decode(LocalDate?.self, forColumn: "date") ?? nil
    }

    func update(_ user: User) throws {
        if let id = user.id { readAhead?.forgetBases(of: id) }
        try session.updateFound(user)
    }

    func weekStarts(of user: User) throws -> RuleTimeline<Weekday> {
        guard let id = user.id else { return RuleTimeline(user.weekStart) }
        return try user.weekStarts(
            from: session.fetchRows(
                #"SELECT "through", "weekStart", "decidedAt" FROM "weekStartChange" WHERE "userID" = \#(id)"#)
        )
    }

    func saveWeekStarts(_ weekStarts: RuleTimeline<Weekday>, of user: User) throws {
        guard let id = user.id else { return }
        readAhead?.forgetBases(of: id)
        try session.execute(#"DELETE FROM "weekStartChange" WHERE "userID" = \#(id)"#)
        for entry in weekStarts.earlier {
            try session.execute(
                """
                INSERT INTO "weekStartChange" ("userID", "through", "weekStart", "decidedAt")
                VALUES (\(id), \(entry.through.iso), \(entry.value.rawValue), \(entry.decidedAt?.timeIntervalSince1970))
                """)
        }
    }

    func export(_ user: User) throws -> UserData {
        try UserData.load(for: user, from: PostgresUserDataReads(session: session))
    }

    func outboxIDs(of user: User) throws -> [Int64] {
        try session.query(
            """
            SELECT "id" FROM "outbox" WHERE "platform" = \(user.platform.tag)
            AND "userExternalID" = \(user.externalID) ORDER BY "id"
            """
        ).map { try $0.decode(Int64.self) }
    }

    func erase(_ user: User) throws {
        try session.execute(
            """
            DELETE FROM "outbox" WHERE "platform" = \(user.platform.tag)
            AND "userExternalID" = \(user.externalID)
            """)
        try session.execute(
            """
            DELETE FROM "privateChat" WHERE "platform" = \(user.platform.tag)
            AND "userExternalID" = \(user.externalID)
            """)
        guard let id = user.id else { return }
        readAhead?.forgetEverything(of: id)
        // The groups the user took part in: their bot messages may name the user.
        try session.execute(
            """
            DELETE FROM "outbox" WHERE ("state" != \(OutboxEntry.State.pending.rawValue) OR "userExternalID" IS NULL)
            AND ("platform", "chatID") IN (
              SELECT "challenge"."platform", "challenge"."chatID" FROM "challengeMember"
                JOIN "challenge" ON "challenge"."id" = "challengeMember"."challengeID"
                WHERE "challengeMember"."userID" = \(id)
              UNION SELECT "platform", "chatID" FROM "groupMention" WHERE "userID" = \(id))
            """)
        try session.execute(#"DELETE FROM "user" WHERE "id" = \#(id)"#)
    }

    func recordTipShown(userID: Int64) throws -> Int {
        let shown = try session.query(
            #"UPDATE "user" SET "tipsShown" = "tipsShown" + 1 WHERE "id" = \#(userID) RETURNING "tipsShown" - 1"#
        )
        return try shown.first.map { Int(try $0.decode(Int64.self)) } ?? 0
    }

    func keepReminderTime(_ time: TimeOfDay, of reminder: SwitchableReminder, userID: Int64) throws {
        try session.execute(
            """
            INSERT INTO "reminderTimeOff" ("userID", "kind", "time") VALUES (\(userID), \(reminder.rawValue), \(time.text))
            ON CONFLICT ("userID", "kind") DO UPDATE SET "time" = EXCLUDED."time"
            """)
    }

    func keptReminderTime(of reminder: SwitchableReminder, userID: Int64) throws -> TimeOfDay? {
        try session.fetchRows(
            """
            SELECT "time" FROM "reminderTimeOff" WHERE "userID" = \(userID) AND "kind" = \(reminder.rawValue)
            """
        ).first?.decode(TimeOfDay.self, forColumn: "time")
    }

    func takeReminderTime(of reminder: SwitchableReminder, userID: Int64) throws -> TimeOfDay? {
        try session.fetchRows(
            """
            DELETE FROM "reminderTimeOff" WHERE "userID" = \(userID) AND "kind" = \(reminder.rawValue)
            RETURNING "time"
            """
        ).first?.decode(TimeOfDay.self, forColumn: "time")
    }

    func languages(of userID: Int64, reporting reportedCode: String?) throws -> UserLanguages {
        let row = try session.fetchRows(
            #"SELECT "language", "platformLanguage" FROM "user" WHERE "id" = \#(userID)"#
        ).first
        return try languages(in: row, of: userID, reporting: reportedCode)
    }

    /// The languages in `row` of the user with `userID` (none without a row), keeping the
    /// code the platform reports when it is one to keep.
    private func languages(in row: Row?, of userID: Int64, reporting reportedCode: String?) throws
        -> UserLanguages
    {
        var languages = UserLanguages(
            chosen: (row?["language"] as String?).flatMap(Language.init(rawValue:)),
            platformCode: row?["platformLanguage"])
        if let code = languages.codeToKeep(reporting: reportedCode) {
            try session.execute(#"UPDATE "user" SET "platformLanguage" = \#(code) WHERE "id" = \#(userID)"#)
            languages.platformCode = code
        }
        return languages
    }

    func chooseLanguage(_ language: Language?, for userID: Int64) throws {
        try session.execute(#"UPDATE "user" SET "language" = \#(language?.tag) WHERE "id" = \#(userID)"#)
    }
}
