import GRDB
import TrackerCore

/// The name a member shows in a group, which a platform may let differ from group to group
/// (a Matrix room nickname). What a group shows of its members uses it; the user's own name
/// (``User/displayName``) is the one of their private chat.
///
/// A platform with one name per user (Telegram) records the same name in every group.
public enum MemberName {
    /// Records that user `externalID`, if they are one, shows as `name` in `chat`, in the
    /// caller's transaction. Writes only when it changes; an empty name is no name.
    public static func record(_ name: String, of externalID: String, in chat: ChatAddress, db: Database)
        throws
    {
        guard !name.isEmpty else { return }
        try db.execute(
            cached: """
                INSERT INTO memberName (platform, chatID, userID, name)
                SELECT ?1, ?2, id, ?4 FROM user WHERE platform = ?1 AND externalID = ?3 AND true
                ON CONFLICT (platform, chatID, userID) DO UPDATE SET name = excluded.name
                WHERE name IS NOT excluded.name
                """,
            [chat.platform, chat.id, externalID, name])
    }

    /// The name user `userID` shows in `chat`, or their own name when none was recorded there.
    public static func name(of userID: Int64, in chat: ChatAddress, db: Database) throws -> String? {
        try String.fetchOne(
            cached: """
                SELECT IFNULL(memberName.name, user.displayName) FROM user
                LEFT JOIN memberName ON memberName.userID = user.id
                    AND memberName.platform = ? AND memberName.chatID = ?
                WHERE user.id = ?
                """,
            [chat.platform, chat.id, userID], in: db)
    }

    /// Forgets the name user `externalID` showed in `chat`: they left it.
    public static func forget(_ externalID: String, in chat: ChatAddress, db: Database) throws {
        try db.execute(
            cached: """
                DELETE FROM memberName WHERE platform = ? AND chatID = ?
                    AND userID IN (SELECT id FROM user WHERE platform = ? AND externalID = ?)
                """,
            [chat.platform, chat.id, chat.platform, externalID])
    }

    /// Every name user `userID` shows in a group, by the group's platform id.
    public static func all(of userID: Int64, in db: Database) throws -> [String: String] {
        let rows = try Row.fetchAll(
            db, sql: "SELECT chatID, name FROM memberName WHERE userID = ? ORDER BY chatID",
            arguments: [userID])
        return Dictionary(rows.map { ($0["chatID"], $0["name"]) }, uniquingKeysWith: { first, _ in first })
    }

    /// Follows a chat that moved to a new id.
    static func move(from old: ChatAddress, to new: ChatAddress, in db: Database) throws {
        try db.execute(
            sql: "UPDATE OR REPLACE memberName SET chatID = ? WHERE platform = ? AND chatID = ?",
            arguments: [new.id, old.platform, old.id])
    }
}
