import GRDB
import TrackerStore

extension Job: FetchableRecord, MutablePersistableRecord, UnixTimeRecord {
    /// Jobs are stored in `job`; deleting their user deletes them.
    public static let databaseTableName = "job"

    /// The table's columns, for the query interface: a renamed column fails to compile.
    public enum Columns {
        /// The row id, which orders pending jobs.
        public static let id = Column("id")
        /// The job's ``Kind``, as its name.
        public static let kind = Column("kind")
        /// The user whose command started the job.
        public static let userID = Column("userID")
        /// The outbox row of the reply the job rewrites when it finishes.
        public static let outboxID = Column("outboxID")
        /// When the job was started, in Unix seconds.
        public static let createdAt = Column("createdAt")
    }

    /// Keeps the row id SQLite assigned, so the job can be deleted once its work is done.
    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }

    /// Pending jobs, oldest first.
    public static func pending(limit: Int = 20, in db: Database) throws -> [Job] {
        try Job.order(Columns.id).limit(limit).fetchAll(db)
    }

    /// Whether a job of `kind` is pending for the user.
    public static func isPending(_ kind: Kind, userID: Int64, in db: Database) throws -> Bool {
        try Job.filter(Columns.kind == kind && Columns.userID == userID).fetchCount(db) > 0
    }
}

extension JobKind: DatabaseValueConvertible {}
