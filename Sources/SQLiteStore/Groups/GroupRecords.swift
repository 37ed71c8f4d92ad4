import Foundation
import GRDB
import TrackerCore
import TrackerStore

// The group domain structs are the records, as for users' data. Local dates are
// `YYYY-MM-DD` text and times `HH:MM` text; instants are Unix seconds (see UnixTimeRecord).

extension GroupChat: FetchableRecord, PersistableRecord, UnixTimeRecord {
    /// Groups are stored in `groupChat`, keyed by platform and chat id; every group table
    /// refers to it with `ON UPDATE CASCADE`, so a group's rows follow a change of its id.
    public static let databaseTableName = "groupChat"
}

extension Challenge: FetchableRecord, MutablePersistableRecord, UnixTimeRecord {
    /// Challenges are stored in `challenge`; a partial unique index allows one running
    /// challenge per group.
    public static let databaseTableName = "challenge"

    /// The table's columns, for the query interface: a renamed column fails to compile.
    public enum Columns {
        /// The row id, which members refer to.
        public static let id = Column("id")
        /// The group's platform; with `chatID`, the `groupChat` row the challenge belongs to.
        public static let platform = Column("platform")
        /// The platform's id of the group.
        public static let chatID = Column("chatID")
        /// The name of the habit every member keeps.
        public static let habitName = Column("habitName")
        /// The challenge's length, in days or (for chosen weekdays and weekly targets) weeks.
        public static let length = Column("length")
        /// The group's local day 1, as `YYYY-MM-DD` text.
        public static let startedOn = Column("startedOn")
        /// The user who started it; NULL once that user is forgotten.
        public static let startedBy = Column("startedBy")
        /// When the challenge was started, in Unix seconds.
        public static let createdAt = Column("createdAt")
        /// The group's local day it ended, as `YYYY-MM-DD` text; NULL while it runs.
        public static let endedOn = Column("endedOn")
        /// The outbox entry that announced the challenge; NULL for one announced before v24.
        public static let announcementOutboxID = Column("announcementOutboxID")
    }

    /// Reads a row column by column: the schedule spans four columns, as a habit's does.
    public init(row: Row) throws {
        try self.init(
            id: row.decode(forColumn: "id"),
            chat: ChatAddress(
                platform: row.decode(forColumn: "platform"), id: row.decode(forColumn: "chatID")),
            habitName: row.decode(forColumn: "habitName"), length: row.decode(forColumn: "length"),
            startedOn: row.decode(forColumn: "startedOn"), startedBy: row.decode(forColumn: "startedBy"),
            createdAt: row.decode(forColumn: "createdAt"),
            endedOn: row.decode(forColumn: "endedOn"),
            schedule: HabitSchedule(
                days: row.decode(forColumn: "days"), timesPerWeek: row.decode(forColumn: "timesPerWeek"),
                unit: row.decode(forColumn: "unit"), target: row.decode(forColumn: "target")))
        announcementOutboxID = try row.decode(forColumn: "announcementOutboxID")
    }

    /// Writes every column by hand, `createdAt` as Unix seconds like every instant in the store.
    public func encode(to container: inout PersistenceContainer) throws {
        container["id"] = id
        container["platform"] = platform
        container["chatID"] = chatID
        container["habitName"] = habitName
        container["length"] = length
        container["startedOn"] = startedOn
        container["startedBy"] = startedBy
        container["createdAt"] = createdAt.timeIntervalSince1970
        container["endedOn"] = endedOn
        container["days"] = schedule.storedDays
        container["timesPerWeek"] = schedule.storedTimesPerWeek
        container["unit"] = schedule.measure?.unit
        container["target"] = schedule.dailyTarget
        container["announcementOutboxID"] = announcementOutboxID
    }

    /// Keeps the row id SQLite assigned, so members can join right after `insert`.
    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

extension ChallengeMember: FetchableRecord, PersistableRecord, UnixTimeRecord {
    /// Memberships are stored in `challengeMember`, keyed by challenge and user; deleting the
    /// challenge, the user or the member's habit deletes them.
    public static let databaseTableName = "challengeMember"

    /// The table's columns, for the query interface: a renamed column fails to compile.
    public enum Columns {
        /// The challenge joined; part of the primary key.
        public static let challengeID = Column("challengeID")
        /// The member; part of the primary key.
        public static let userID = Column("userID")
        /// The member's habit that counts; deleting it is leaving the challenge.
        public static let habitID = Column("habitID")
        /// The member's local day of joining, as `YYYY-MM-DD` text; earlier check-ins do not count.
        public static let joinedOn = Column("joinedOn")
        /// When the member joined, in Unix seconds; orders the members.
        public static let joinedAt = Column("joinedAt")
    }
}
