import Foundation
import GRDB
import TrackerCore

extension CheckIn: FetchableRecord, PersistableRecord {
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

    /// Decodes a `checkIn` row column by column: several times faster than `Codable`, on the
    /// path of every habit view.
    public init(row: Row) throws {
        // Lower-case column names: the lookup GRDB makes without lowercasing them again.
        try self.init(
            id: row.decode(forColumn: "id"), habitID: row.decode(forColumn: "habitid"),
            run: row.decode(forColumn: "run"), date: row.decode(forColumn: "date"),
            amount: row.decode(forColumn: "amount"), note: row.decode(forColumn: "note"),
            createdAt: row.decode(forColumn: "createdat"))
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
