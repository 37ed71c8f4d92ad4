import Foundation
import GRDB
import TrackerStore

/// The dead letters are numbered by their row ids: `inboundDeadLetter` has no id column.
extension SQLiteInbox {
    func deadLetters() throws -> [SetAsideLetter] {
        try Row.fetchAll(db, sql: "SELECT rowid, * FROM inboundDeadLetter ORDER BY rowid").map(Self.event)
    }

    func deadLetter(_ number: Int64) throws -> SetAsideLetter? {
        try Row.fetchOne(
            db, sql: "SELECT rowid, * FROM inboundDeadLetter WHERE rowid = ?", arguments: [number]
        )
        .map(Self.event)
    }

    func dropDeadLetter(_ number: Int64) throws -> Bool {
        try db.execute(sql: "DELETE FROM inboundDeadLetter WHERE rowid = ?", arguments: [number])
        return db.changesCount == 1
    }

    func releaseDeadLetter(_ number: Int64) throws -> Bool {
        guard
            let key = try String.fetchOne(
                db, sql: "SELECT key FROM inboundDeadLetter WHERE rowid = ?", arguments: [number])
        else { return false }
        try db.execute(sql: "DELETE FROM inbound WHERE key = ?", arguments: [key])
        try db.execute(sql: "DELETE FROM inboundSuspect WHERE key = ?", arguments: [key])
        return try dropDeadLetter(number)
    }

    private static func event(_ row: Row) -> SetAsideLetter {
        SetAsideLetter(
            number: row["rowid"], key: row["key"], source: row["source"], raw: row["raw"],
            reason: row["reason"], createdAt: Date(timeIntervalSince1970: row["createdAt"]))
    }
}
