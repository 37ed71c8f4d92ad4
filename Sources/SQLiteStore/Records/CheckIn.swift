import Foundation
import GRDB
import TrackerCore

/// One check-in of a habit, in one of its runs: a day checked in, or one amount of a
/// measurable habit (a day may have several), with an optional note.
public struct CheckIn: Sendable, Hashable, Codable, FetchableRecord, PersistableRecord {
    /// Check-ins are stored in `checkIn`, one row per check-in, in the order made; deleting
    /// the habit deletes them.
    public static let databaseTableName = "checkIn"

    /// The table's columns, for the query interface: a renamed column fails to compile.
    public enum Columns {
        /// The row id, in the order check-ins were made: the last amount of a day is its
        /// highest id.
        public static let id = Column("id")
        /// The habit checked in.
        public static let habitID = Column("habitID")
        /// The habit's run the check-in belongs to.
        public static let run = Column("run")
        /// The local day checked in, as `YYYY-MM-DD` text.
        public static let date = Column("date")
        /// The amount: 1 for a habit without amounts.
        public static let amount = Column("amount")
        /// The user's note on the check-in; NULL without one.
        public static let note = Column("note")
        /// When the check-in was made, in Unix seconds.
        public static let createdAt = Column("createdAt")
    }

    /// The row id; `nil` until stored.
    public var id: Int64?
    /// The ``Habit`` checked in.
    public var habitID: Int64
    /// The habit's ``Habit/run`` when checked in: a reset starts a new run, and the check-ins of
    /// earlier runs stay with those.
    public var run: Int
    /// The user's local day checked in, by their zone and day boundary; not `createdAt`'s UTC day.
    public var date: LocalDate
    /// The amount checked in: 1 for a habit without amounts, otherwise what the user typed.
    public var amount: Int
    /// What the user wrote below the command, if anything.
    public var note: String?
    /// When the check-in was made; the day it counts for is `date`.
    public var createdAt: Date

    /// A check-in of habit `habitID`, run `run`, for local day `date`; store it with
    /// ``record(in:)``.
    public init(
        id: Int64? = nil, habitID: Int64, run: Int, date: LocalDate, amount: Int = 1, note: String? = nil,
        createdAt: Date
    ) {
        self.id = id
        self.habitID = habitID
        self.run = run
        self.date = date
        self.amount = amount
        self.note = note
        self.createdAt = createdAt
    }

    /// Decodes a `checkIn` row column by column: several times faster than `Codable`, on the
    /// path of every habit view.
    public init(row: Row) throws {
        try self.init(
            id: row.decode(forColumn: "id"), habitID: row.decode(forColumn: "habitID"),
            run: row.decode(forColumn: "run"), date: row.decode(forColumn: "date"),
            amount: row.decode(forColumn: "amount"), note: row.decode(forColumn: "note"),
            createdAt: row.decode(forColumn: "createdAt"))
    }

    /// Records the check-in with a cached statement: half the cost of `insert(db)`, and it is
    /// what most commands do.
    public func record(in db: Database) throws {
        try db.execute(
            cached:
                "INSERT INTO checkIn (habitID, run, date, amount, note, createdAt) VALUES (?, ?, ?, ?, ?, ?)",
            [habitID, run, date, amount, note, createdAt.timeIntervalSince1970])
    }

    /// Writes every column by hand, `createdAt` as Unix seconds like every instant in the store.
    public func encode(to container: inout PersistenceContainer) throws {
        container["id"] = id
        container["habitID"] = habitID
        container["run"] = run
        container["date"] = date
        container["amount"] = amount
        container["note"] = note
        container["createdAt"] = createdAt.timeIntervalSince1970
    }
}
