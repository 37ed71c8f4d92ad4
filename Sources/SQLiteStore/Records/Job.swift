import Foundation
import GRDB
import TrackerStore

/// Work a command started that needs the network, done outside the command's transaction.
///
/// The command's reply (outbox row `outboxID`) says the work is under way; finishing the job
/// rewrites that reply, so the user still gets one message. A job row exists only while the
/// work is pending.
public struct Job: Sendable, Hashable, Codable, FetchableRecord, MutablePersistableRecord, UnixTimeRecord {
    /// The work a job does; stored as the case name, so a case is never renamed.
    public typealias Kind = JobKind

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

    /// The row id, assigned on insert; `nil` before. Pending jobs run in id order.
    public var id: Int64?
    /// The work to do, which decides what the job runner fetches.
    public var kind: Kind
    /// The user whose command started the job, and whose rows it changes.
    public var userID: Int64
    /// The reply that announced the job.
    public var outboxID: Int64
    /// When the command started the job.
    public var createdAt: Date

    /// A job of `kind` for `userID`, announced by outbox row `outboxID`; insert it in the
    /// command's transaction, so the job exists only if the reply does.
    public init(kind: Kind, userID: Int64, outboxID: Int64, createdAt: Date) {
        self.kind = kind
        self.userID = userID
        self.outboxID = outboxID
        self.createdAt = createdAt
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
