import Foundation
import SQLiteStore
import TrackerCore
import TrackerStore

/// The pauses, in the `pause` table.
struct PostgresPauses: PauseStore {
    let session: PostgresSession

    func all(of userID: Int64) throws -> [Pause] {
        try session.fetchAll(
            Pause.self, #"SELECT * FROM "pause" WHERE "userID" = \#(userID) ORDER BY "startsOn", "id""#)
    }

    func insert(_ pause: inout Pause) throws { try session.insert(&pause) }

    func apply(_ changes: [PauseChange]) throws {
        for change in changes {
            switch change {
            case .shorten(var pause, let endsOn):
                pause.endsOn = endsOn
                try session.updateFound(pause)
            case .remove(let pause):
                try session.execute(#"DELETE FROM "pause" WHERE "id" = \#(pause.id)"#)
            }
        }
    }
}
