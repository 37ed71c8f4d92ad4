import GRDB
import TrackerCore

extension User {
    /// The ids of the outbox entries that are `user`'s; the console named the pictures it
    /// drew after them (`reply-<id>.png`) before pictures were named after their user.
    public static func outboxIDs(of user: User, in db: Database) throws -> [Int64] {
        try Int64.fetchAll(
            db, sql: "SELECT id FROM outbox WHERE platform = ? AND userExternalID = ? ORDER BY id",
            arguments: [user.platform, user.externalID])
    }

    /// Deletes the user and every row that belongs to them: goals and checkpoints, habits
    /// and check-ins, to-dos, routines, their steps and completions, pauses, remembered
    /// lists, challenge memberships, mention opt-ins and the names they showed in groups (all
    /// by the schema's cascades from `user`; challenges they started stay, without their
    /// name), the outbox entries of their messages on every chat, and which chat is their
    /// private one.
    ///
    /// Group messages may name the user too (summaries, leaderboards), so in every group
    /// where they took part the bot's delivered and dead-lettered messages go, and so do the
    /// group-wide ones still waiting; other members' pending replies stay.
    ///
    /// Ids are never reused, so the same person coming back later is a new user.
    public static func erase(_ user: User, in db: Database) throws {
        try db.execute(
            sql: "DELETE FROM outbox WHERE platform = ? AND userExternalID = ?",
            arguments: [user.platform, user.externalID])
        try db.execute(
            sql: "DELETE FROM privateChat WHERE platform = ? AND userExternalID = ?",
            arguments: [user.platform, user.externalID])
        guard let id = user.id else { return }
        try db.execute(
            sql: """
                DELETE FROM outbox WHERE (state != ? OR userExternalID IS NULL) AND (platform, chatID) IN (
                  SELECT challenge.platform, challenge.chatID FROM challengeMember
                    JOIN challenge ON challenge.id = challengeMember.challengeID WHERE challengeMember.userID = ?
                  UNION SELECT platform, chatID FROM groupMention WHERE userID = ?)
                """,
            arguments: [OutboxEntry.State.pending, id, id])
        _ = try User.deleteOne(db, key: id)
    }
}
