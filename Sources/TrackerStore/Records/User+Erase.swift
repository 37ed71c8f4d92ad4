import GRDB
import TrackerCore

extension User {
    /// Deletes the user and every row that belongs to them: goals and checkpoints, habits
    /// and check-ins, to-dos, routines, their steps and completions, pauses, remembered
    /// lists (all by the schema's cascades from `user`), and the outbox entries of their
    /// messages on every chat.
    ///
    /// Ids are never reused, so the same person coming back later is a new user.
    public static func erase(_ user: User, in db: Database) throws {
        try db.execute(
            sql: "DELETE FROM outbox WHERE platform = ? AND userExternalID = ?",
            arguments: [user.platform, user.externalID])
        guard let id = user.id else { return }
        _ = try User.deleteOne(db, key: id)
    }
}
