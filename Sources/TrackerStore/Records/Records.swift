import Foundation
import GRDB
import TrackerCore

// The domain structs are the records: the store adds persistence, the core stays free of it.

extension User: FetchableRecord, MutablePersistableRecord, UnixTimeRecord {
    public static let databaseTableName = "user"
    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

extension Goal: FetchableRecord, MutablePersistableRecord, UnixTimeRecord {
    public static let databaseTableName = "goal"
    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

extension Checkpoint: FetchableRecord, MutablePersistableRecord, UnixTimeRecord {
    public static let databaseTableName = "checkpoint"
    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

extension Habit: FetchableRecord, MutablePersistableRecord, UnixTimeRecord {
    public static let databaseTableName = "habit"
    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

extension Todo: FetchableRecord, MutablePersistableRecord, UnixTimeRecord {
    public static let databaseTableName = "todo"
    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

extension Routine: FetchableRecord, MutablePersistableRecord, UnixTimeRecord {
    public static let databaseTableName = "routine"
    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

extension RoutineStep: FetchableRecord, MutablePersistableRecord, UnixTimeRecord {
    public static let databaseTableName = "routineStep"
    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

extension Pause: FetchableRecord, MutablePersistableRecord, UnixTimeRecord {
    public static let databaseTableName = "pause"
    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

/// One day a routine's step was done.
public struct StepCompletion: Sendable, Hashable, Codable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "stepCompletion"
    public var stepID: Int64
    public var date: LocalDate

    public init(stepID: Int64, date: LocalDate) {
        self.stepID = stepID
        self.date = date
    }
}

/// One day checked in for a habit, in one of its runs.
public struct CheckIn: Sendable, Hashable, Codable, FetchableRecord, PersistableRecord, UnixTimeRecord {
    public static let databaseTableName = "checkIn"
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
}
