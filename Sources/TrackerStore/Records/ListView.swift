import GRDB

/// The order of the last list of a kind a user was shown, so `<n>` in a command means
/// what the user saw, even after items were added or removed since.
public struct ListView: Sendable, Hashable, Codable, FetchableRecord, PersistableRecord {
    public enum Kind: String, Sendable, Codable, CaseIterable {
        case goals, habits, todos
    }

    public static let databaseTableName = "listView"
    public var userID: Int64
    public var kind: Kind
    /// Item ids in display order, comma-separated.
    public var itemIDs: String

    public var ids: [Int64] { itemIDs.split(separator: ",").compactMap { Int64($0) } }

    /// Remembers `ids` as the user's current list of `kind`.
    public static func save(_ ids: [Int64], kind: Kind, userID: Int64, in db: Database) throws {
        try db.execute(
            cached: """
                INSERT INTO listView (userID, kind, itemIDs) VALUES (?, ?, ?)
                ON CONFLICT (userID, kind) DO UPDATE SET itemIDs = excluded.itemIDs
                """, [userID, kind.rawValue, ids.map(String.init).joined(separator: ",")])
    }

    /// The ids of the last list shown, or `nil` when none was shown yet.
    public static func ids(kind: Kind, userID: Int64, in db: Database) throws -> [Int64]? {
        try ListView.fetchOne(
            cached: "SELECT * FROM listView WHERE userID = ? AND kind = ?", [userID, kind.rawValue], in: db)?.ids
    }

    /// Appends a newly added item, so earlier numbers keep their meaning.
    public static func append(_ id: Int64, kind: Kind, userID: Int64, in db: Database) throws {
        guard let current = try ids(kind: kind, userID: userID, in: db) else { return }
        try save(current + [id], kind: kind, userID: userID, in: db)
    }
}

extension ListView.Kind: DatabaseValueConvertible {}
