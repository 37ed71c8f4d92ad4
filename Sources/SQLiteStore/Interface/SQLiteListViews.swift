import GRDB
import TrackerStore

/// The lists users were shown, in the `listView` table.
struct SQLiteListViews: ListViewStore {
    let db: Database

    func save(_ ids: [Int64], kind: ListKind, userID: Int64, filter: String?) throws {
        try ListView.save(ids, kind: kind, userID: userID, filter: filter, in: db)
    }

    func replace(_ ids: [Int64], kind: ListKind, userID: Int64, filter: String?) throws -> ShownList? {
        let previous = try last(kind, userID: userID)
        try save(ids, kind: kind, userID: userID, filter: filter)
        return previous
    }

    func last(_ kind: ListKind, userID: Int64) throws -> ShownList? {
        try ListView.last(kind: kind, userID: userID, in: db).map {
            ShownList(ids: $0.ids, filter: $0.filter)
        }
    }

    func append(_ id: Int64, kind: ListKind, userID: Int64) throws {
        try ListView.append(id, kind: kind, userID: userID, in: db)
    }
}
