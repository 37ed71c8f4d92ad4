import GRDB
import TrackerCore

extension User {
    /// The latest local day the user checked in for, or a reminder of theirs fired for.
    /// After a move west, or an earlier day boundary, the clock's local day can be earlier
    /// than that; the user's day never goes back before it, so no check-in is ever dated in
    /// the future, and a day the bot already judged and told (a run's break, at the day's
    /// start) is not reopened. (A run that starts later in the new zone still waits for its
    /// day: nothing was done on it yet.) Each habit's latest is one entry of the
    /// `checkIn_byDay` index; the reminders are found by their key, which starts with the
    /// user.
    public func latestLocalDay(in db: Database) throws -> LocalDate? {
        guard let id else { return nil }
        return try LocalDate.fetchOne(
            db.cachedStatement(
                sql: """
                    SELECT MAX(day) FROM (
                        SELECT (SELECT MAX(date) FROM checkIn WHERE habitID = habit.id) AS day
                        FROM habit WHERE userID = ?
                        UNION ALL SELECT lastFiredOn FROM reminder WHERE userID = ?)
                    """),
            arguments: [id, id])
    }
}
