import Foundation
import SQLiteStore
import TrackerCore
import TrackerStore

struct PostgresPauses: PauseStore {
    let session: PostgresSession

    func all(of userID: Int64) throws -> [Pause] { throw PostgresStoreUnsupported(area: "Pauses") }

    func insert(_ pause: inout Pause) throws { try session.insert(&pause) }

    func apply(_ changes: [PauseChange]) throws { throw PostgresStoreUnsupported(area: "Pauses") }
}
