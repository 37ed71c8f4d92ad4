import Foundation
import TrackerCore
import TrackerStore

struct PostgresListViews: ListViewStore {
    let session: PostgresSession

    func save(_ ids: [Int64], kind: ListKind, userID: Int64, filter: String?) throws {
        throw PostgresStoreUnsupported(area: "ListViews")
    }

    func last(_ kind: ListKind, userID: Int64) throws -> ShownList? {
        throw PostgresStoreUnsupported(area: "ListViews")
    }

    func append(_ id: Int64, kind: ListKind, userID: Int64) throws {
        throw PostgresStoreUnsupported(area: "ListViews")
    }
}
