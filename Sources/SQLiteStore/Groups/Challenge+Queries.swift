import Foundation
import GRDB
import TrackerCore

extension Challenge {
    /// The group's running challenge, if any.
    public static func running(in chat: ChatAddress, db: Database) throws -> Challenge? {
        try Challenge.fetchOne(
            cached: "SELECT * FROM challenge WHERE platform = ? AND chatID = ? AND endedOn IS NULL",
            [chat.platform, chat.id], in: db)
    }

    /// The group's most recently ended challenge, if any: what `/board` shows between
    /// challenges.
    public static func lastEnded(in chat: ChatAddress, db: Database) throws -> Challenge? {
        try Challenge.fetchOne(
            cached: """
                SELECT * FROM challenge WHERE platform = ? AND chatID = ? AND endedOn IS NOT NULL
                ORDER BY endedOn DESC, id DESC LIMIT 1
                """,
            [chat.platform, chat.id], in: db)
    }

    /// The challenge with this id in this group, running or ended; scoped to the group so a
    /// forged id can never reach another group's challenge.
    public static func find(id: Int64, in chat: ChatAddress, db: Database) throws -> Challenge? {
        try Challenge.fetchOne(
            cached: "SELECT * FROM challenge WHERE id = ? AND platform = ? AND chatID = ?",
            [id, chat.platform, chat.id], in: db)
    }

    /// The members, in the order they joined.
    public func members(in db: Database) throws -> [ChallengeMember] {
        guard let id else { return [] }
        return try ChallengeMember.fetchAll(
            cached: "SELECT * FROM challengeMember WHERE challengeID = ? ORDER BY joinedAt, userID", [id],
            in: db)
    }

    /// The user's membership, if they are in this challenge.
    public func member(_ userID: Int64, in db: Database) throws -> ChallengeMember? {
        guard let id else { return nil }
        return try ChallengeMember.fetchOne(
            cached: "SELECT * FROM challengeMember WHERE challengeID = ? AND userID = ?", [id, userID], in: db
        )
    }

    /// Whether a member of this challenge agreed to be mentioned in its group.
    public func hasMentionableMembers(in db: Database) throws -> Bool {
        guard let id else { return false }
        return try Bool.fetchOne(
            cached: """
                SELECT EXISTS (SELECT 1 FROM challengeMember JOIN groupMention
                  ON groupMention.userID = challengeMember.userID AND groupMention.platform = ? AND groupMention.chatID = ?
                  WHERE challengeMember.challengeID = ?)
                """, [platform, chatID, id], in: db) ?? false
    }
}

extension ChallengeMember {
    /// Removes the user from the challenge; their habit stays theirs.
    public static func remove(userID: Int64, challengeID: Int64, in db: Database) throws {
        try db.execute(
            sql: "DELETE FROM challengeMember WHERE challengeID = ? AND userID = ?",
            arguments: [challengeID, userID])
    }
}
