import GRDB
import TrackerCore
import TrackerStore

/// The pauses, in the `pause` table.
struct SQLitePauses: PauseStore {
    let db: Database

    func all(of userID: Int64) throws -> [Pause] { try Pause.all(of: userID, in: db) }

    func insert(_ pause: inout Pause) throws { try pause.insert(db) }

    func apply(_ changes: [PauseChange]) throws { try Pause.apply(changes, in: db) }
}
