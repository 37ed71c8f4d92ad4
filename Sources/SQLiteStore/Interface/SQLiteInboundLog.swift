import Foundation
import GRDB
import TrackerStore

/// The inbound keys, in the `inbound` table.
struct SQLiteInboundLog: InboundLogStore {
    let db: Database

    func claim(_ key: String, at date: Date) throws -> Bool { try InboundLog.claim(key, at: date, in: db) }
}
