import Foundation
import SQLiteStore
import TrackerCore
import TrackerStore

/// The pending jobs, in the `job` table.
struct PostgresJobs: JobStore {
    let session: PostgresSession

    func isPending(_ kind: JobKind, userID: Int64) throws -> Bool {
        try !session.query(
            #"SELECT 1 FROM "job" WHERE "kind" = \#(kind.rawValue) AND "userID" = \#(userID) LIMIT 1"#
        ).isEmpty
    }

    func insert(_ job: inout TrackerStore.Job) throws { try session.insert(&job) }

    func pending(limit: Int) throws -> [TrackerStore.Job] {
        try session.fetchAll(
            TrackerStore.Job.self, #"SELECT * FROM "job" ORDER BY "id" LIMIT \#(Int64(limit))"#)
    }

    func delete(_ job: TrackerStore.Job) throws {
        guard let id = job.id else { return }
        try session.execute(#"DELETE FROM "job" WHERE "id" = \#(id)"#)
    }
}
