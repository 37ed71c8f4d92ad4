import GRDB
import TrackerStore

/// The order of the last list of a kind a user was shown, so `<n>` in a command means
/// what the user saw, even after items were added or removed since.
public struct ListView: Sendable, Hashable, Codable, FetchableRecord, PersistableRecord {
    /// The lists whose numbers commands refer to; stored as the case name, so a case is never
    /// renamed.
    public typealias Kind = ListKind

    /// Lists are stored in `listView`, one row per user and kind; deleting the user deletes them.
    public static let databaseTableName = "listView"
    /// The user who was shown the list.
    public var userID: Int64
    /// Which list this is; a user has at most one of each kind.
    public var kind: Kind
    /// Item ids in display order, comma-separated.
    public var itemIDs: String
    /// What the list was filtered by (a `/history` search), so a later page can say so.
    public var filter: String?

    /// ``itemIDs`` as ids, in display order: number `n` in a command is `ids[n - 1]`.
    public var ids: [Int64] { Self.ids(of: itemIDs) }

    /// The ids stored in `itemIDs`, in display order.
    public static func ids(of itemIDs: String) -> [Int64] {
        itemIDs.split(separator: ",").compactMap { Int64($0) }
    }

    /// `ids` as stored in ``itemIDs``: comma-separated, in display order.
    public static func itemIDs(of ids: [Int64]) -> String { ids.map(String.init).joined(separator: ",") }

    /// Remembers `ids` as the user's current list of `kind`, filtered by `filter` if any.
    public static func save(
        _ ids: [Int64], kind: Kind, userID: Int64, filter: String? = nil, in db: Database
    ) throws {
        try db.execute(
            cached: """
                INSERT INTO listView (userID, kind, itemIDs, filter) VALUES (?, ?, ?, ?)
                ON CONFLICT (userID, kind) DO UPDATE SET itemIDs = excluded.itemIDs, filter = excluded.filter
                """, [userID, kind.rawValue, itemIDs(of: ids), filter])
    }

    /// The last list of `kind` shown, or `nil` when none was shown yet.
    public static func last(kind: Kind, userID: Int64, in db: Database) throws -> ListView? {
        try ListView.fetchOne(
            cached: "SELECT * FROM listView WHERE userID = ? AND kind = ?", [userID, kind.rawValue], in: db)
    }

    /// The ids of the last list shown, or `nil` when none was shown yet.
    public static func ids(kind: Kind, userID: Int64, in db: Database) throws -> [Int64]? {
        try last(kind: kind, userID: userID, in: db)?.ids
    }

    /// Appends a newly added item, so earlier numbers keep their meaning.
    public static func append(_ id: Int64, kind: Kind, userID: Int64, in db: Database) throws {
        guard let current = try last(kind: kind, userID: userID, in: db) else { return }
        try save(current.ids + [id], kind: kind, userID: userID, filter: current.filter, in: db)
    }
}

extension ListView.Kind: DatabaseValueConvertible {}
