import GRDB
import TrackerStore

/// The pending jobs, in the `job` table.
struct SQLiteJobs: JobStore {
    let db: Database

    func isPending(_ kind: JobKind, userID: Int64) throws -> Bool {
        try Job.isPending(kind, userID: userID, in: db)
    }

    func insert(_ job: inout Job) throws { try job.insert(db) }

    func pending(limit: Int) throws -> [Job] { try Job.pending(limit: limit, in: db) }

    func delete(_ job: Job) throws { _ = try job.delete(db) }
}
