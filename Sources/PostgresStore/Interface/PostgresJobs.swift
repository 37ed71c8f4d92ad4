import Foundation
import TrackerCore
import TrackerStore

struct PostgresJobs: JobStore {
    let session: PostgresSession

    func isPending(_ kind: JobKind, userID: Int64) throws -> Bool {
        throw PostgresStoreUnsupported(area: "Jobs")
    }

    func insert(_ job: inout TrackerStore.Job) throws { throw PostgresStoreUnsupported(area: "Jobs") }

    func pending(limit: Int) throws -> [TrackerStore.Job] { throw PostgresStoreUnsupported(area: "Jobs") }

    func delete(_ job: TrackerStore.Job) throws { throw PostgresStoreUnsupported(area: "Jobs") }
}
