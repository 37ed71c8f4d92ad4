import Foundation
import GRDB
import TrackerCore

// Query helpers named after what handlers ask for. Every user-facing lookup is scoped to
// one user, so a forged id can never reach another user's rows.

extension User {
    /// Changes the name of the user `externalID`, if they are one, to `displayName`.
    public static func rename(platform: Platform, externalID: String, to displayName: String, in db: Database)
        throws
    {
        guard !displayName.isEmpty else { return }
        try db.execute(
            cached:
                "UPDATE user SET displayName = ? WHERE platform = ? AND externalID = ? AND displayName != ?",
            [displayName, platform, externalID, displayName])
    }

    /// The user with this platform identity, created with defaults on first contact, named
    /// `displayName`.
    /// - Parameter renaming: whether an existing user's name becomes `displayName`; `false`
    ///   for a name that is not the user's own (the one they show in a group).
    public static func findOrCreate(
        platform: Platform, externalID: String, displayName: String, renaming: Bool = true, now: Date,
        in db: Database
    ) throws -> User {
        if var user = try User.fetchOne(
            cached: "SELECT * FROM user WHERE platform = ? AND externalID = ?", [platform, externalID], in: db
        ) {
            if renaming && user.displayName != displayName && !displayName.isEmpty {
                user.displayName = displayName
                try user.update(db)
            }
            return user
        }
        var user = User(platform: platform, externalID: externalID, displayName: displayName, createdAt: now)
        // A cached statement costs half of `insert(db)`, on the path of everyone's first message.
        try db.execute(
            cached: """
                INSERT INTO user (platform, externalID, displayName, timeZone, dayStartHour, createdAt,
                remindAt, warnAt, weekStart, tipsShown) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
            [
                user.platform, user.externalID, user.displayName, user.timeZone, user.dayStartHour,
                user.createdAt.timeIntervalSince1970, user.remindAt, user.warnAt, user.weekStart,
                user.tipsShown,
            ])
        user.id = db.lastInsertedRowID
        return user
    }

    /// The user with this platform identity, or `nil` before their first message.
    public static func find(platform: Platform, externalID: String, in db: Database) throws -> User? {
        try User.fetchOne(
            cached: "SELECT * FROM user WHERE platform = ? AND externalID = ?", [platform, externalID], in: db
        )
    }

    /// Counts one more tip shown to the user.
    /// - Returns: how many tips they had been shown before this one.
    public static func recordTipShown(userID: Int64, in db: Database) throws -> Int {
        let shown = try Int.fetchOne(cached: "SELECT tipsShown FROM user WHERE id = ?", [userID], in: db) ?? 0
        try db.execute(cached: "UPDATE user SET tipsShown = tipsShown + 1 WHERE id = ?", [userID])
        return shown
    }
}

extension Goal {
    /// Open goals of a user, in the order `/goals` shows them: by deadline, then those
    /// without one, each by creation.
    public static func open(of userID: Int64, in db: Database) throws -> [Goal] {
        try Goal.fetchAll(
            cached: """
                SELECT * FROM goal WHERE userID = ? AND completedAt IS NULL
                ORDER BY deadline IS NULL, deadline, id
                """, [userID], in: db)
    }

    /// Completed goals of a user, newest first.
    public static func completed(of userID: Int64, in db: Database) throws -> [Goal] {
        try Goal.all().owned(by: userID).completed()
            .order(Columns.completedAt.desc, Columns.id.desc)
            .fetchAll(db)
    }

    /// Every goal of a user, open and completed, by creation.
    public static func all(of userID: Int64, in db: Database) throws -> [Goal] {
        try Goal.all().owned(by: userID).order(Columns.id).fetchAll(db)
    }

    /// The goal with this id if it belongs to `userID`, else `nil`: a forged id reaches nothing.
    public static func owned(by userID: Int64, id: Int64, in db: Database) throws -> Goal? {
        try Goal.fetchOne(cached: "SELECT * FROM goal WHERE userID = ? AND id = ?", [userID, id], in: db)
    }

    /// The goal's checkpoints in position order; none for a goal not inserted yet.
    public func checkpoints(in db: Database) throws -> [Checkpoint] {
        guard let id else { return [] }
        return try Checkpoint.fetchAll(
            cached: "SELECT * FROM checkpoint WHERE goalID = ? ORDER BY position", [id], in: db)
    }
}

extension Habit {
    /// Habits not deleted, in creation order; completed programs stay listed.
    public static func all(of userID: Int64, in db: Database) throws -> [Habit] {
        try Habit.fetchAll(cached: "SELECT * FROM habit WHERE userID = ? ORDER BY id", [userID], in: db)
    }

    /// The habit with this id if it belongs to `userID`, else `nil`: a forged id reaches nothing.
    public static func owned(by userID: Int64, id: Int64, in db: Database) throws -> Habit? {
        try Habit.fetchOne(cached: "SELECT * FROM habit WHERE userID = ? AND id = ?", [userID, id], in: db)
    }

    /// Days checked in during the current run.
    public func currentCheckIns(in db: Database) throws -> Set<LocalDate> {
        guard let id else { return [] }
        return Set(
            try LocalDate.fetchAll(
                cached: "SELECT date FROM checkIn WHERE habitID = ? AND run = ?", [id, run], in: db))
    }

    /// Every day ever checked in, across runs.
    public func allCheckIns(in db: Database) throws -> Set<LocalDate> {
        guard let id else { return [] }
        return Set(
            try LocalDate.fetchAll(
                db, CheckIn.select(CheckIn.Columns.date).filter(CheckIn.Columns.habitID == id)))
    }

    /// The current run's amounts, totalled per day.
    public func currentLog(in db: Database) throws -> HabitLog {
        guard let id else { return HabitLog() }
        return try Self.log(
            db.cachedStatement(
                sql:
                    "SELECT date, SUM(amount) AS total FROM checkIn WHERE habitID = ? AND run = ? GROUP BY date"
            ),
            [id, run])
    }

    /// Every amount ever checked in, across runs, totalled per day: what the best streak
    /// is judged on.
    public func allLog(in db: Database) throws -> HabitLog {
        guard let id else { return HabitLog() }
        return try Self.log(
            db.cachedStatement(
                sql: "SELECT date, SUM(amount) AS total FROM checkIn WHERE habitID = ? GROUP BY date"),
            [id])
    }

    private static func log(_ statement: Statement, _ arguments: StatementArguments) throws -> HabitLog {
        try HabitLog(dayTotals: Row.fetchAll(statement, arguments: arguments))
    }
}

extension HabitLog {
    /// The log of rows of a `date` and its `total`, as either store sums them.
    public init(dayTotals rows: [Row]) throws {
        var totals: [LocalDate: Int] = [:]
        for row in rows {
            let day: LocalDate = try row.decode(forColumn: "date")
            totals[day] = try row.decode(forColumn: "total")
        }
        self.init(totals: totals)
    }
}

extension Todo {
    /// A user's to-dos as `/todos` lists them: open first, then done, each oldest first.
    public static func listed(of userID: Int64, in db: Database) throws -> [Todo] {
        try Todo.fetchAll(
            cached: "SELECT * FROM todo WHERE userID = ? ORDER BY doneAt IS NOT NULL, id", [userID], in: db)
    }

    /// How many of the user's to-dos are not done yet: what the limit on open items counts.
    public static func openCount(of userID: Int64, in db: Database) throws -> Int {
        try Int.fetchOne(
            cached: "SELECT COUNT(*) FROM todo WHERE userID = ? AND doneAt IS NULL", [userID], in: db) ?? 0
    }

    /// Open to-dos, oldest first.
    public static func open(of userID: Int64, in db: Database) throws -> [Todo] {
        try Todo.all().owned(by: userID).open().order(Columns.id).fetchAll(db)
    }

    /// The to-do with this id if it belongs to `userID`, else `nil`: a forged id reaches nothing.
    public static func owned(by userID: Int64, id: Int64, in db: Database) throws -> Todo? {
        try Todo.fetchOne(cached: "SELECT * FROM todo WHERE userID = ? AND id = ?", [userID, id], in: db)
    }
}
