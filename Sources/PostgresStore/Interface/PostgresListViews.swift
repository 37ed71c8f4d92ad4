import Foundation
import SQLiteStore
import TrackerCore
import TrackerStore

/// The lists users were shown, in the `listView` table.
struct PostgresListViews: ListViewStore {
    let session: PostgresSession
    /// The lists the transaction read ahead with their users, if it did; every change of a
    /// list drops it.
    var readAhead: SenderReadAhead? = nil

    /// Nothing reads what saving returns: it goes without waiting, and a failure surfaces at
    /// the transaction's next statement.
    func save(_ ids: [Int64], kind: ListKind, userID: Int64, filter: String?) throws {
        readAhead?.forgetList(kind, of: userID)
        session.send(
            """
            INSERT INTO "listView" ("userID", "kind", "itemIDs", "filter")
            VALUES (\(userID), \(kind.rawValue), \(ListView.itemIDs(of: ids)), \(filter))
            ON CONFLICT ("userID", "kind") DO UPDATE SET "itemIDs" = EXCLUDED."itemIDs", "filter" = EXCLUDED."filter"
            """)
    }

    /// A list read ahead makes this a save, which does not wait. Otherwise one statement: the
    /// upsert returns the row as it was before it, which the statement's snapshot still shows
    /// to its `WITH` part.
    func replace(_ ids: [Int64], kind: ListKind, userID: Int64, filter: String?) throws -> ShownList? {
        if let held = readAhead?.takeList(kind, of: userID) {
            try save(ids, kind: kind, userID: userID, filter: filter)
            return held
        }
        let rows = try session.fetchRows(
            """
            WITH "previous" AS (
                SELECT "itemIDs", "filter" FROM "listView" WHERE "userID" = \(userID) AND "kind" = \(kind.rawValue))
            INSERT INTO "listView" ("userID", "kind", "itemIDs", "filter")
            VALUES (\(userID), \(kind.rawValue), \(ListView.itemIDs(of: ids)), \(filter))
            ON CONFLICT ("userID", "kind") DO UPDATE SET "itemIDs" = EXCLUDED."itemIDs", "filter" = EXCLUDED."filter"
            RETURNING (SELECT "itemIDs" FROM "previous") AS "itemIDs", (SELECT "filter" FROM "previous") AS "filter"
            """)
        guard let row = rows.first, let itemIDs: String = row["itemIDs"] else { return nil }
        return ShownList(ids: ListView.ids(of: itemIDs), filter: row["filter"])
    }

    func last(_ kind: ListKind, userID: Int64) throws -> ShownList? {
        if let held = readAhead?.takeList(kind, of: userID) { return held }
        return try view(kind, userID: userID).map { ShownList(ids: $0.ids, filter: $0.filter) }
    }

    func append(_ id: Int64, kind: ListKind, userID: Int64) throws {
        guard let current = try last(kind, userID: userID) else { return }
        try save(current.ids + [id], kind: kind, userID: userID, filter: current.filter)
    }

    private func view(_ kind: ListKind, userID: Int64) throws -> ListView? {
        try session.fetchOne(
            ListView.self,
            #"SELECT * FROM "listView" WHERE "userID" = \#(userID) AND "kind" = \#(kind.rawValue)"#)
    }
}
