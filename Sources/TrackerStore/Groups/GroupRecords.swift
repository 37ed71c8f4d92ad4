import Foundation
import GRDB
import TrackerCore

// The group domain structs are the records, as for users' data. Local dates are
// `YYYY-MM-DD` text and times `HH:MM` text; instants are Unix seconds (UTC), through GRDB's
// per-column date strategy, which is the one GRDB 7 asks records for.

extension GroupChat: FetchableRecord, PersistableRecord {
    public static let databaseTableName = "groupChat"
    public static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy {
        .timeIntervalSince1970
    }
}

extension Challenge: FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "challenge"
    public static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy {
        .timeIntervalSince1970
    }
    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

extension ChallengeMember: FetchableRecord, PersistableRecord {
    public static let databaseTableName = "challengeMember"
    public static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy {
        .timeIntervalSince1970
    }
}
