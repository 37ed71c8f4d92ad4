import Foundation
import GRDB
import TrackerCore

// The group domain structs are the records, as for users' data. Instants are Unix seconds,
// local dates `YYYY-MM-DD` text, times `HH:MM` text.

extension GroupChat: FetchableRecord, PersistableRecord {
    public static let databaseTableName = "groupChat"
    public static let databaseDateEncodingStrategy = DatabaseDateEncodingStrategy.timeIntervalSince1970
}

extension Challenge: FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "challenge"
    public static let databaseDateEncodingStrategy = DatabaseDateEncodingStrategy.timeIntervalSince1970
    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

extension ChallengeMember: FetchableRecord, PersistableRecord {
    public static let databaseTableName = "challengeMember"
    public static let databaseDateEncodingStrategy = DatabaseDateEncodingStrategy.timeIntervalSince1970
}
