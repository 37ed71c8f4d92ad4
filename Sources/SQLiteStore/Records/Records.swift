import Foundation
import GRDB
import TrackerCore
import TrackerStore

// The domain structs are the records: the store adds persistence, the core stays free of it.
//
// Users, habits and check-ins are read and written by nearly every command, so they map
// their columns by hand: several times faster than going through `Codable`. The others
// keep the `Codable` mapping. Their column names are looked up in lower case: GRDB finds a
// lower-case name at once and lowercases any other (an allocation) for every column of
// every row.

extension User: FetchableRecord, MutablePersistableRecord {
    /// Users are stored in `user`, one row per platform identity (`platform`, `externalID`).
    public static let databaseTableName = "user"

    /// The table's columns, for the query interface: a renamed column fails to compile.
    public enum Columns {
        /// The row id, never reused: a forgotten user who comes back gets a new one.
        public static let id = Column("id")
        /// The platform the user writes from, such as `telegram`; unique together with `externalID`.
        public static let platform = Column("platform")
        /// The platform's id of the user, as text.
        public static let externalID = Column("externalID")
        /// The name the platform last gave for the user; an empty name never replaces a stored one.
        public static let displayName = Column("displayName")
        /// The zone identifier that decides the user's local days; `UTC` until the user sets one.
        public static let timeZone = Column("timeZone")
        /// The hour (0–6) at which the user's local day starts, in their zone.
        public static let dayStartHour = Column("dayStartHour")
        /// When the user first wrote to the bot, in Unix seconds.
        public static let createdAt = Column("createdAt")
        /// The local time of the daily nudge, as `HH:MM` text; NULL while switched off.
        public static let remindAt = Column("remindAt")
        /// The local time of the evening warning, as `HH:MM` text; NULL while switched off.
        public static let warnAt = Column("warnAt")
        /// The first day of the week in month views, as its ISO number (Monday = 1, Sunday = 7).
        public static let weekStart = Column("weekStart")
        /// How many tips the user was shown, which picks the next one.
        public static let tipsShown = Column("tipsShown")
    }

    /// Decodes a `user` row column by column: several times faster than `Codable`, and every
    /// command reads the user.
    public init(row: Row) throws {
        try self.init(
            id: row.decode(forColumn: "id"), platform: row.decode(forColumn: "platform"),
            externalID: row.decode(forColumn: "externalid"),
            displayName: row.decode(forColumn: "displayname"), timeZone: row.decode(forColumn: "timezone"),
            dayStartHour: row.decode(forColumn: "daystarthour"),
            createdAt: row.decode(forColumn: "createdat"), remindAt: row.decode(forColumn: "remindat"),
            warnAt: row.decode(forColumn: "warnat"),
            weekStart: row.decode(forColumn: "weekstart"), tipsShown: row.decode(forColumn: "tipsshown"))
    }

    /// Writes every column by hand, `createdAt` as Unix seconds like every instant in the store.
    public func encode(to container: inout PersistenceContainer) throws {
        container["id"] = id
        container["platform"] = platform
        container["externalID"] = externalID
        container["displayName"] = displayName
        container["timeZone"] = timeZone
        container["dayStartHour"] = dayStartHour
        container["createdAt"] = createdAt.timeIntervalSince1970
        container["remindAt"] = remindAt
        container["warnAt"] = warnAt
        container["weekStart"] = weekStart
        container["tipsShown"] = tipsShown
    }

    /// Keeps the row id SQLite assigned, so the record can be updated right after `insert`.
    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

extension Goal: FetchableRecord, MutablePersistableRecord, UnixTimeRecord {
    /// Goals are stored in `goal`; deleting their user deletes them.
    public static let databaseTableName = "goal"

    /// The table's columns, for the query interface: a renamed column fails to compile.
    public enum Columns {
        /// The row id, which also orders goals by creation.
        public static let id = Column("id")
        /// The owner; every handler lookup filters on it (see `owned(by:)`).
        public static let userID = Column("userID")
        /// What the user wants to reach, as they typed it.
        public static let title = Column("title")
        /// Why the goal matters to the user; NULL when they gave no reason.
        public static let why = Column("why")
        /// The local day the goal is due, as `YYYY-MM-DD` text; NULL for a goal without one.
        public static let deadline = Column("deadline")
        /// When the goal was added, in Unix seconds.
        public static let createdAt = Column("createdAt")
        /// When the goal was completed, in Unix seconds; NULL while it is open.
        public static let completedAt = Column("completedAt")
    }

    /// Keeps the row id SQLite assigned, so checkpoints can refer to the goal right after `insert`.
    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

extension Checkpoint: FetchableRecord, MutablePersistableRecord, UnixTimeRecord {
    /// Checkpoints are stored in `checkpoint`, unique by goal and position; deleting the goal
    /// deletes them.
    public static let databaseTableName = "checkpoint"
    /// Keeps the row id SQLite assigned, so the record can be updated right after `insert`.
    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

extension Habit: FetchableRecord, MutablePersistableRecord {
    /// Habits are stored in `habit`; deleting one deletes its check-ins and challenge memberships.
    public static let databaseTableName = "habit"

    /// Decodes a `habit` row column by column: several times faster than `Codable`, and nearly
    /// every command reads habits.
    public init(row: Row) throws {
        try self.init(
            id: row.decode(forColumn: "id"), userID: row.decode(forColumn: "userid"),
            name: row.decode(forColumn: "name"), length: row.decode(forColumn: "length"),
            run: row.decode(forColumn: "run"),
            runStartedOn: row.decode(forColumn: "runstartedon"),
            completedOn: row.decode(forColumn: "completedon"), createdAt: row.decode(forColumn: "createdat"),
            schedule: HabitSchedule(
                days: row.decode(forColumn: "days"), timesPerWeek: row.decode(forColumn: "timesperweek"),
                unit: row.decode(forColumn: "unit"), target: row.decode(forColumn: "target")))
    }

    /// Writes every column by hand, `createdAt` as Unix seconds like every instant in the store.
    public func encode(to container: inout PersistenceContainer) throws {
        container["id"] = id
        container["userID"] = userID
        container["name"] = name
        container["length"] = length
        container["run"] = run
        container["runStartedOn"] = runStartedOn
        container["completedOn"] = completedOn
        container["createdAt"] = createdAt.timeIntervalSince1970
        container["days"] = schedule.storedDays
        container["timesPerWeek"] = schedule.storedTimesPerWeek
        container["unit"] = schedule.measure?.unit
        container["target"] = schedule.dailyTarget
    }

    /// Keeps the row id SQLite assigned, so check-ins can refer to the habit right after `insert`.
    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

extension Todo: FetchableRecord, MutablePersistableRecord, UnixTimeRecord {
    /// To-dos are stored in `todo`; deleting their user deletes them.
    public static let databaseTableName = "todo"

    /// The table's columns, for the query interface: a renamed column fails to compile.
    public enum Columns {
        /// The row id, which also orders to-dos by creation.
        public static let id = Column("id")
        /// The owner; every handler lookup filters on it (see `owned(by:)`).
        public static let userID = Column("userID")
        /// The task, as the user typed it.
        public static let text = Column("text")
        /// When the to-do was added, in Unix seconds.
        public static let createdAt = Column("createdAt")
        /// When the to-do was marked done, in Unix seconds; NULL while it is open.
        public static let doneAt = Column("doneAt")
        /// Whether `/todo demo` imported it, so that `/todo demo clear` removes exactly those.
        public static let isDemo = Column("isDemo")
    }

    /// Keeps the row id SQLite assigned, so the record can be updated right after `insert`.
    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

extension Routine: FetchableRecord, MutablePersistableRecord, UnixTimeRecord {
    /// Routines are stored in `routine`; deleting one deletes its steps and their completions.
    public static let databaseTableName = "routine"

    /// The table's columns, for the query interface: a renamed column fails to compile.
    public enum Columns {
        /// The row id; also a routine reminder's `itemID`.
        public static let id = Column("id")
        /// The owner; every handler lookup filters on it.
        public static let userID = Column("userID")
        /// The routine's name, such as "Morning".
        public static let title = Column("title")
        /// The weekdays the routine is due on, as a bitmask integer (Monday = bit 0); never 0.
        public static let days = Column("days")
        /// The local time the routine starts, as `HH:MM` text; also how `/routines` orders them.
        public static let time = Column("time")
        /// When the routine was added, in Unix seconds.
        public static let createdAt = Column("createdAt")
    }

    /// Keeps the row id SQLite assigned, so steps can refer to the routine right after `insert`.
    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

extension RoutineStep: FetchableRecord, MutablePersistableRecord, UnixTimeRecord {
    /// Routine steps are stored in `routineStep`, unique by routine and position; deleting the
    /// routine deletes them.
    public static let databaseTableName = "routineStep"

    /// The table's columns, for the query interface: a renamed column fails to compile.
    public enum Columns {
        /// The row id, which completions refer to; replacing a routine's steps gives them new ids.
        public static let id = Column("id")
        /// The routine the step belongs to.
        public static let routineID = Column("routineID")
        /// The step's 1-based place within its routine.
        public static let position = Column("position")
        /// What the step asks the user to do.
        public static let title = Column("title")
    }

    /// Keeps the row id SQLite assigned, so completions can refer to the step right after `insert`.
    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

extension Pause: FetchableRecord, MutablePersistableRecord, UnixTimeRecord {
    /// Pauses are stored in `pause`, and kept after they end (see ``Pause``).
    public static let databaseTableName = "pause"
    /// Keeps the row id SQLite assigned, so the pause can be shortened or removed later.
    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

/// One day a routine's step was done.
public struct StepCompletion: Sendable, Hashable, Codable, FetchableRecord, PersistableRecord {
    /// Completions are stored in `stepCompletion`, keyed by step and day; deleting the step
    /// deletes them.
    public static let databaseTableName = "stepCompletion"

    /// The table's columns, for the query interface: a renamed column fails to compile.
    public enum Columns {
        /// The step done; part of the primary key.
        public static let stepID = Column("stepID")
        /// The local day it was done, as `YYYY-MM-DD` text; part of the primary key.
        public static let date = Column("date")
    }

    /// The ``RoutineStep`` that was done.
    public var stepID: Int64
    /// The user's local day it was done on, by their zone and day boundary.
    public var date: LocalDate

    /// A completion of step `stepID` on local day `date`; nothing is stored until it is inserted.
    public init(stepID: Int64, date: LocalDate) {
        self.stepID = stepID
        self.date = date
    }
}
