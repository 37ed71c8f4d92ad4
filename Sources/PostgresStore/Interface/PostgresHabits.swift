import Foundation
import GRDB
import SQLiteStore
import TrackerCore
import TrackerStore

/// The habits, in the `habit`, `habitRule` and `checkIn` tables; deleting a habit takes its
/// check-ins, earlier schedules and challenge memberships along by their foreign keys.
struct PostgresHabits: HabitStore {
    let session: PostgresSession
    /// The habits the transaction read ahead with their users, if it did; every change of a
    /// habit drops its user's.
    var readAhead: SenderReadAhead? = nil

    func all(of userID: Int64) throws -> [Habit] {
        if let held = readAhead?.takeHabits(of: userID) { return held }
        return try session.fetchAll(
            Habit.self, "SELECT * FROM \"habit\" WHERE \"userID\" = \(userID) ORDER BY \"id\"")
    }

    func find(_ id: Int64, of userID: Int64) throws -> Habit? {
        try session.fetchOne(
            Habit.self, "SELECT * FROM \"habit\" WHERE \"userID\" = \(userID) AND \"id\" = \(id)")
    }

    func insert(_ habit: inout Habit) throws {
        readAhead?.forgetHabits(of: habit.userID)
        try session.insert(&habit)
    }

    func update(_ habit: Habit) throws {
        readAhead?.forgetHabits(of: habit.userID)
        try session.updateFound(habit)
    }

    func delete(_ habit: Habit) throws {
        readAhead?.forgetHabits(of: habit.userID)
        guard let id = habit.id else { return }
        try session.execute("DELETE FROM \"habit\" WHERE \"id\" = \(id)")
    }

    func schedules(of habit: Habit) throws -> RuleTimeline<HabitSchedule> {
        guard let id = habit.id else { return RuleTimeline(habit.schedule) }
        let rows = try session.fetchRows(
            """
            SELECT "through", "days", "timesPerWeek", "unit", "target" FROM "habitRule"
            WHERE "habitID" = \(id)
            """)
        return RuleTimeline(
            habit.schedule, earlier: try rows.map(RuleTimeline<HabitSchedule>.Entry.init(habitRule:)))
    }

    func saveSchedules(_ schedules: RuleTimeline<HabitSchedule>, of habit: Habit) throws {
        guard let id = habit.id else { return }
        readAhead?.forgetBasis(ofHabit: id)
        try session.execute("DELETE FROM \"habitRule\" WHERE \"habitID\" = \(id)")
        for entry in schedules.earlier {
            let schedule = entry.value
            try session.execute(
                """
                INSERT INTO "habitRule" ("habitID", "through", "days", "timesPerWeek", "unit", "target")
                VALUES (\(id), \(entry.through.iso), \(schedule.storedDays), \(schedule.storedTimesPerWeek),
                \(schedule.measure?.unit), \(schedule.dailyTarget))
                """)
        }
    }

    // SUM of a BIGINT is a NUMERIC; day totals are bounded well inside BIGINT, so they come
    // back as one, the integer SQLite gives.
    func currentLog(of habit: Habit) throws -> HabitLog {
        guard let id = habit.id else { return HabitLog() }
        return try HabitLog(
            dayTotals: session.fetchRows(
                """
                SELECT "date", SUM("amount")::BIGINT AS "total" FROM "checkIn" WHERE "habitID" = \(id) AND "run" = \(habit.run)
                GROUP BY "date"
                """))
    }

    func checkInBasis(of habit: Habit, by user: User) throws -> CheckInBasis {
        // An unsaved habit or user has nothing stored under it: the separate reads answer.
        guard let id = habit.id, let userID = user.id else {
            return CheckInBasis(
                pauses: try user.id.map(PostgresPauses(session: session).all(of:)) ?? [],
                weekStarts: try PostgresUsers(session: session).weekStarts(of: user),
                log: try currentLog(of: habit),
                schedules: try schedules(of: habit))
        }
        // What was read ahead is the owner's: a basis asked for by someone else is read here.
        if habit.userID == userID, let held = readAhead?.takeBasis(of: id, run: habit.run) {
            return try basis(
                of: habit, by: user, pauses: held.pauses, weekStarts: held.weekStarts, days: held.days,
                rules: held.rules)
        }
        // The four reads in one statement, each as JSON rows; a day's total goes as a check-in's
        // amount, a column whose type the decoding knows.
        let row = try session.fetchRows(
            """
            SELECT
              (SELECT json_agg("pause" ORDER BY "startsOn", "id") FROM "pause" WHERE "userID" = \(userID))
                AS "pauses",
              (SELECT json_agg("weekStartChange") FROM "weekStartChange" WHERE "userID" = \(userID))
                AS "weekStarts",
              (SELECT json_agg(json_build_object('date', "date", 'amount', "total")) FROM (
                SELECT "date", SUM("amount")::BIGINT AS "total" FROM "checkIn"
                WHERE "habitID" = \(id) AND "run" = \(habit.run) GROUP BY "date") AS "day") AS "days",
              (SELECT json_agg("habitRule") FROM "habitRule" WHERE "habitID" = \(id)) AS "rules"
            """
        ).first
        return try basis(
            of: habit, by: user, pauses: session.rows(of: "pause", json: row?["pauses"]),
            weekStarts: session.rows(of: "weekStartChange", json: row?["weekStarts"]),
            days: session.rows(of: "checkIn", json: row?["days"]),
            rules: session.rows(of: "habitRule", json: row?["rules"]))
    }

    /// The basis made of its rows; `days` holds each day's total as a check-in's `date` and
    /// `amount`, columns whose types the decoding knows.
    private func basis(
        of habit: Habit, by user: User, pauses: [Row], weekStarts: [Row], days: [Row], rules: [Row]
    )
        throws -> CheckInBasis
    {
        CheckInBasis(
            pauses: try pauses.map(Pause.init(row:)),
            weekStarts: try user.weekStarts(from: weekStarts),
            log: try HabitLog(
                dayTotals: days.map {
                    Row(["date": $0["date"] as DatabaseValue, "total": $0["amount"] as DatabaseValue])
                }),
            schedules: RuleTimeline(
                habit.schedule, earlier: try rules.map(RuleTimeline<HabitSchedule>.Entry.init(habitRule:))))
    }

    func allLog(of habit: Habit) throws -> HabitLog {
        guard let id = habit.id else { return HabitLog() }
        return try HabitLog(
            dayTotals: session.fetchRows(
                "SELECT \"date\", SUM(\"amount\")::BIGINT AS \"total\" FROM \"checkIn\" WHERE \"habitID\" = \(id) GROUP BY \"date\""
            ))
    }

    /// Nothing reads what recording returns: it goes without waiting, and a failure surfaces at
    /// the transaction's next statement.
    func record(_ checkIn: CheckIn) throws {
        readAhead?.forgetBasis(ofHabit: checkIn.habitID)
        session.send(
            """
            INSERT INTO "checkIn" ("habitID", "run", "date", "amount", "note", "createdAt")
            VALUES (\(checkIn.habitID), \(checkIn.run), \(checkIn.date.iso), \(checkIn.amount), \(checkIn.note),
            \(checkIn.createdAt.timeIntervalSince1970))
            """)
    }

    func lastCheckIn(of habit: Habit, on day: LocalDate) throws -> CheckIn? {
        guard let id = habit.id else { return nil }
        return try session.fetchOne(
            CheckIn.self,
            """
            SELECT * FROM "checkIn" WHERE "habitID" = \(id) AND "run" = \(habit.run) AND "date" = \(day.iso)
            ORDER BY "id" DESC LIMIT 1
            """)
    }

    func recentCheckIns(of habit: Habit, limit: Int) throws -> [CheckIn] {
        guard let id = habit.id else { return [] }
        // A negative limit is none, as on SQLite; PostgreSQL's LIMIT NULL is none.
        let bound: Int64? = limit < 0 ? nil : Int64(limit)
        return try session.fetchAll(
            CheckIn.self,
            "SELECT * FROM \"checkIn\" WHERE \"habitID\" = \(id) ORDER BY \"id\" DESC LIMIT \(bound)")
    }

    func remove(_ checkIn: CheckIn) throws -> Bool {
        guard let id = checkIn.id else { return false }
        readAhead?.forgetBasis(ofHabit: checkIn.habitID)
        return try session.execute("DELETE FROM \"checkIn\" WHERE \"id\" = \(id)") > 0
    }

    func addNote(_ note: String, to checkIn: CheckIn) throws {
        guard let id = checkIn.id else { return }
        try session.execute(
            "UPDATE \"checkIn\" SET \"note\" = \(checkIn.note(adding: note)) WHERE \"id\" = \(id)")
    }
}
