import Foundation
import SQLiteStore
import TrackerCore
import TrackerStore

/// The pauses, in the `pause` table.
struct PostgresPauses: PauseStore {
    let session: PostgresSession
    /// The check-in bases the transaction read ahead, if it did; a change of a user's pauses
    /// drops theirs.
    var readAhead: SenderReadAhead? = nil

    func all(of userID: Int64) throws -> [Pause] {
        try session.fetchAll(
            Pause.self, #"SELECT * FROM "pause" WHERE "userID" = \#(userID) ORDER BY "startsOn", "id""#)
    }

    func insert(_ pause: inout Pause) throws {
        readAhead?.forgetBases(of: pause.userID)
        try session.insert(&pause)
    }

    func apply(_ changes: [PauseChange]) throws {
        for change in changes {
            switch change {
            case .shorten(var pause, let endsOn):
                readAhead?.forgetBases(of: pause.userID)
                pause.endsOn = endsOn
                try session.updateFound(pause)
            case .remove(let pause):
                readAhead?.forgetBases(of: pause.userID)
                try session.execute(#"DELETE FROM "pause" WHERE "id" = \#(pause.id)"#)
            }
        }
    }
}
