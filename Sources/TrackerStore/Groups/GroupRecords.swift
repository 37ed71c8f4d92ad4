import Foundation
import GRDB
import TrackerCore

// The group domain structs are the records, as for users' data. Local dates are
// `YYYY-MM-DD` text and times `HH:MM` text; instants are Unix seconds (see UnixTimeRecord).

extension GroupChat: FetchableRecord, PersistableRecord, UnixTimeRecord {
    public static let databaseTableName = "groupChat"
}

extension Challenge: FetchableRecord, MutablePersistableRecord, UnixTimeRecord {
    public static let databaseTableName = "challenge"

    /// The table's columns, for the query interface: a renamed column fails to compile.
    public enum Columns {
        public static let id = Column("id")
        public static let platform = Column("platform")
        public static let chatID = Column("chatID")
        public static let habitName = Column("habitName")
        public static let length = Column("length")
        public static let startedOn = Column("startedOn")
        public static let startedBy = Column("startedBy")
        public static let createdAt = Column("createdAt")
        public static let endedOn = Column("endedOn")
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

extension ChallengeMember: FetchableRecord, PersistableRecord, UnixTimeRecord {
    public static let databaseTableName = "challengeMember"

    /// The table's columns, for the query interface: a renamed column fails to compile.
    public enum Columns {
        public static let challengeID = Column("challengeID")
        public static let userID = Column("userID")
        public static let habitID = Column("habitID")
        public static let joinedOn = Column("joinedOn")
        public static let joinedAt = Column("joinedAt")
    }
}
