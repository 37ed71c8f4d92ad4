import Foundation
import GRDB

/// Work a command started that needs the network, done outside the command's transaction.
///
/// The command's reply (outbox row `outboxID`) says the work is under way; finishing the job
/// rewrites that reply, so the user still gets one message. A job row exists only while the
/// work is pending.
public struct Job: Sendable, Hashable, Codable, FetchableRecord, MutablePersistableRecord, UnixTimeRecord {
    public enum Kind: String, Sendable, Codable, DatabaseValueConvertible {
        /// `/todo demo`: fetch sample to-dos and import them.
        case demoTodos
    }

    public static let databaseTableName = "job"

    /// The table's columns, for the query interface: a renamed column fails to compile.
    public enum Columns {
        public static let id = Column("id")
        public static let kind = Column("kind")
        public static let userID = Column("userID")
        public static let outboxID = Column("outboxID")
        public static let createdAt = Column("createdAt")
    }

    public var id: Int64?
    public var kind: Kind
    public var userID: Int64
    /// The reply that announced the job.
    public var outboxID: Int64
    public var createdAt: Date

    public init(kind: Kind, userID: Int64, outboxID: Int64, createdAt: Date) {
        self.kind = kind
        self.userID = userID
        self.outboxID = outboxID
        self.createdAt = createdAt
    }

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
