import GRDB
import TrackerStore

/// The pending jobs, in the `job` table.
struct SQLiteJobs: JobStore {
    let db: Database

    func isPending(_ kind: JobKind, userID: Int64) throws -> Bool {
        try Job.isPending(kind, userID: userID, in: db)
    }
}
