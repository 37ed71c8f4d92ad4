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
    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

extension ChallengeMember: FetchableRecord, PersistableRecord, UnixTimeRecord {
    public static let databaseTableName = "challengeMember"
}
