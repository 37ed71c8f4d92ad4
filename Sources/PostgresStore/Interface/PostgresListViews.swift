import Foundation
import SQLiteStore
import TrackerCore
import TrackerStore

/// The lists users were shown, in the `listView` table.
struct PostgresListViews: ListViewStore {
    let session: PostgresSession

    func save(_ ids: [Int64], kind: ListKind, userID: Int64, filter: String?) throws {
        try session.execute(
            """
            INSERT INTO "listView" ("userID", "kind", "itemIDs", "filter")
            VALUES (\(userID), \(kind.rawValue), \(ListView.itemIDs(of: ids)), \(filter))
            ON CONFLICT ("userID", "kind") DO UPDATE SET "itemIDs" = EXCLUDED."itemIDs", "filter" = EXCLUDED."filter"
            """)
    }

    func last(_ kind: ListKind, userID: Int64) throws -> ShownList? {
        try view(kind, userID: userID).map { ShownList(ids: $0.ids, filter: $0.filter) }
    }

    func append(_ id: Int64, kind: ListKind, userID: Int64) throws {
        guard let current = try view(kind, userID: userID) else { return }
        try save(current.ids + [id], kind: kind, userID: userID, filter: current.filter)
    }

    private func view(_ kind: ListKind, userID: Int64) throws -> ListView? {
        try session.fetchOne(
            ListView.self,
            #"SELECT * FROM "listView" WHERE "userID" = \#(userID) AND "kind" = \#(kind.rawValue)"#)
    }
}
