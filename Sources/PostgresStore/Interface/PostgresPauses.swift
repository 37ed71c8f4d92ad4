import Foundation
import SQLiteStore
import TrackerCore
import TrackerStore

struct PostgresPauses: PauseStore {
    let session: PostgresSession

    func all(of userID: Int64) throws -> [Pause] {
        try session.fetchAll(
            Pause.self, #"SELECT * FROM "pause" WHERE "userID" = \#(userID) ORDER BY "startsOn", "id""#)
    }

    func insert(_ pause: inout Pause) throws { try session.insert(&pause) }

    func apply(_ changes: [PauseChange]) throws { throw PostgresStoreUnsupported(area: "Pauses") }
}
