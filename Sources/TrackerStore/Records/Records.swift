import Foundation
import GRDB
import TrackerCore

// The domain structs are the records: the store adds persistence, the core stays free of it.
//
// Users, habits and check-ins are read and written by nearly every command, so they map
// their columns by hand: several times faster than going through `Codable`. The others
// keep the `Codable` mapping.

extension User: FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "user"

    /// The table's columns, for the query interface: a renamed column fails to compile.
    public enum Columns {
        public static let id = Column("id")
        public static let platform = Column("platform")
        public static let externalID = Column("externalID")
        public static let displayName = Column("displayName")
        public static let timeZone = Column("timeZone")
        public static let dayStartHour = Column("dayStartHour")
        public static let createdAt = Column("createdAt")
        public static let remindAt = Column("remindAt")
        public static let warnAt = Column("warnAt")
        public static let weekStart = Column("weekStart")
        public static let tipsShown = Column("tipsShown")
    }

    public init(row: Row) throws {
        try self.init(
            id: row.decode(forColumn: "id"), platform: row.decode(forColumn: "platform"),
            externalID: row.decode(forColumn: "externalID"),
            displayName: row.decode(forColumn: "displayName"), timeZone: row.decode(forColumn: "timeZone"),
            dayStartHour: row.decode(forColumn: "dayStartHour"),
            createdAt: row.decode(forColumn: "createdAt"), remindAt: row.decode(forColumn: "remindAt"),
            warnAt: row.decode(forColumn: "warnAt"),
            weekStart: row.decode(forColumn: "weekStart"), tipsShown: row.decode(forColumn: "tipsShown"))
    }

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

    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

extension Goal: FetchableRecord, MutablePersistableRecord, UnixTimeRecord {
    public static let databaseTableName = "goal"

    /// The table's columns, for the query interface: a renamed column fails to compile.
    public enum Columns {
        public static let id = Column("id")
        public static let userID = Column("userID")
        public static let title = Column("title")
        public static let why = Column("why")
        public static let deadline = Column("deadline")
        public static let createdAt = Column("createdAt")
        public static let completedAt = Column("completedAt")
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

extension Checkpoint: FetchableRecord, MutablePersistableRecord, UnixTimeRecord {
    public static let databaseTableName = "checkpoint"
    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

extension Habit: FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "habit"

    public init(row: Row) throws {
        try self.init(
            id: row.decode(forColumn: "id"), userID: row.decode(forColumn: "userID"),
            name: row.decode(forColumn: "name"), length: row.decode(forColumn: "length"),
            run: row.decode(forColumn: "run"),
            runStartedOn: row.decode(forColumn: "runStartedOn"),
            completedOn: row.decode(forColumn: "completedOn"), createdAt: row.decode(forColumn: "createdAt"))
    }

    public func encode(to container: inout PersistenceContainer) throws {
        container["id"] = id
        container["userID"] = userID
        container["name"] = name
        container["length"] = length
        container["run"] = run
        container["runStartedOn"] = runStartedOn
        container["completedOn"] = completedOn
        container["createdAt"] = createdAt.timeIntervalSince1970
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

extension Todo: FetchableRecord, MutablePersistableRecord, UnixTimeRecord {
    public static let databaseTableName = "todo"

    /// The table's columns, for the query interface: a renamed column fails to compile.
    public enum Columns {
        public static let id = Column("id")
        public static let userID = Column("userID")
        public static let text = Column("text")
        public static let createdAt = Column("createdAt")
        public static let doneAt = Column("doneAt")
        public static let isDemo = Column("isDemo")
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

extension Routine: FetchableRecord, MutablePersistableRecord, UnixTimeRecord {
    public static let databaseTableName = "routine"

    /// The table's columns, for the query interface: a renamed column fails to compile.
    public enum Columns {
        public static let id = Column("id")
        public static let userID = Column("userID")
        public static let title = Column("title")
        public static let days = Column("days")
        public static let time = Column("time")
        public static let createdAt = Column("createdAt")
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

extension RoutineStep: FetchableRecord, MutablePersistableRecord, UnixTimeRecord {
    public static let databaseTableName = "routineStep"

    /// The table's columns, for the query interface: a renamed column fails to compile.
    public enum Columns {
        public static let id = Column("id")
        public static let routineID = Column("routineID")
        public static let position = Column("position")
        public static let title = Column("title")
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

extension Pause: FetchableRecord, MutablePersistableRecord, UnixTimeRecord {
    public static let databaseTableName = "pause"
    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

/// One day a routine's step was done.
public struct StepCompletion: Sendable, Hashable, Codable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "stepCompletion"

    /// The table's columns, for the query interface: a renamed column fails to compile.
    public enum Columns {
        public static let stepID = Column("stepID")
        public static let date = Column("date")
    }

    public var stepID: Int64
    public var date: LocalDate

    public init(stepID: Int64, date: LocalDate) {
        self.stepID = stepID
        self.date = date
    }
}

/// One day checked in for a habit, in one of its runs.
public struct CheckIn: Sendable, Hashable, Codable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "checkIn"

    /// The table's columns, for the query interface: a renamed column fails to compile.
    public enum Columns {
        public static let habitID = Column("habitID")
        public static let run = Column("run")
        public static let date = Column("date")
        public static let createdAt = Column("createdAt")
    }

    public var habitID: Int64
    public var run: Int
    public var date: LocalDate
    public var createdAt: Date

    public init(habitID: Int64, run: Int, date: LocalDate, createdAt: Date) {
        self.habitID = habitID
        self.run = run
        self.date = date
        self.createdAt = createdAt
    }

    public init(row: Row) throws {
        try self.init(
            habitID: row.decode(forColumn: "habitID"), run: row.decode(forColumn: "run"),
            date: row.decode(forColumn: "date"), createdAt: row.decode(forColumn: "createdAt"))
    }

    /// Records the check-in with a cached statement: half the cost of `insert(db)`, and it is
    /// what most commands do.
    public func record(in db: Database) throws {
        try db.execute(
            cached: "INSERT INTO checkIn (habitID, run, date, createdAt) VALUES (?, ?, ?, ?)",
            [habitID, run, date, createdAt.timeIntervalSince1970])
    }

    public func encode(to container: inout PersistenceContainer) throws {
        container["habitID"] = habitID
        container["run"] = run
        container["date"] = date
        container["createdAt"] = createdAt.timeIntervalSince1970
    }
}
