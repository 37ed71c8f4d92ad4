import GRDB
import TrackerCore

extension User {
    /// The latest local day the user checked in for. After a move west the clock's local day
    /// can be earlier than that; the user's day never goes back before it, so no check-in is
    /// ever dated in the future. (A run that starts later in the new zone still waits for
    /// its day: nothing was done on it yet.) Each habit's latest is one entry of the
    /// `checkIn_byDay` index.
    public func latestLocalDay(in db: Database) throws -> LocalDate? {
        guard let id else { return nil }
        return try LocalDate.fetchOne(
            db.cachedStatement(
                sql: """
                    SELECT MAX((SELECT MAX(date) FROM checkIn WHERE habitID = habit.id))
                    FROM habit WHERE userID = ?
                    """),
            arguments: [id])
    }
}
