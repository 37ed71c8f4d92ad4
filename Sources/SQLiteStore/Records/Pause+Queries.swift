import GRDB
import TrackerCore

extension Pause {
    /// Every pause of a user, past ones included, by first day.
    public static func all(of userID: Int64, in db: Database) throws -> [Pause] {
        try Pause.fetchAll(
            cached: "SELECT * FROM pause WHERE userID = ? ORDER BY startsOn, id", [userID], in: db)
    }

    /// Applies the changes computed by ``PauseRules/changes(endingPausesBefore:in:)``.
    public static func apply(_ changes: [PauseChange], in db: Database) throws {
        for change in changes {
            switch change {
            case .shorten(var pause, let endsOn):
                pause.endsOn = endsOn
                try pause.update(db)
            case .remove(let pause):
                try pause.delete(db)
            }
        }
    }
}
