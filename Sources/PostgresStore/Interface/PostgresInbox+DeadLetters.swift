import Foundation
import GRDB
import TrackerStore

/// The dead letters are numbered by `inboundDeadLetter`'s identity column, which migration
/// “v19: dead letter ids” added: SQLite numbers them by row id.
extension PostgresInbox {
    func deadLetters() throws -> [SetAsideLetter] {
        try session.fetchRows(#"SELECT * FROM "inboundDeadLetter" ORDER BY "id""#).map(Self.event)
    }

    func deadLetter(_ number: Int64) throws -> SetAsideLetter? {
        try session.fetchRows(#"SELECT * FROM "inboundDeadLetter" WHERE "id" = \#(number)"#).first
            .map(Self.event)
    }

    func dropDeadLetter(_ number: Int64) throws -> Bool {
        try session.execute(#"DELETE FROM "inboundDeadLetter" WHERE "id" = \#(number)"#) == 1
    }

    func releaseDeadLetter(_ number: Int64) throws -> Bool {
        let deleted = try session.fetchRows(
            #"DELETE FROM "inboundDeadLetter" WHERE "id" = \#(number) RETURNING "key""#)
        guard let key: String = deleted.first?["key"] else { return false }
        try session.execute(#"DELETE FROM "inbound" WHERE "key" = \#(key)"#)
        try session.execute(#"DELETE FROM "inboundSuspect" WHERE "key" = \#(key)"#)
        return true
    }

    private static func event(_ row: Row) -> SetAsideLetter {
        SetAsideLetter(
            number: row["id"], key: row["key"], source: row["source"], raw: row["raw"],
            reason: row["reason"], createdAt: Date(timeIntervalSince1970: row["createdAt"]))
    }
}
