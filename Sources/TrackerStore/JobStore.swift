import Foundation

/// The work a job does.
public enum JobKind: String, Sendable, Codable {
    /// `/todo demo`: fetch sample to-dos and import them.
    case demoTodos
}

/// Work a command started that needs the network, done outside the command's transaction.
///
/// The command's reply (outbox entry `outboxID`) says the work is under way; finishing the
/// job rewrites that reply, so the user still gets one message. A job is stored only while the
/// work is pending.
public struct Job: Sendable, Hashable, Codable {
    /// The work a job does; stored as the case name, so a case is never renamed.
    public typealias Kind = JobKind

    /// The id assigned when it is stored; `nil` before. Pending jobs run in id order.
    public var id: Int64?
    /// The work to do, which decides what the job runner fetches.
    public var kind: Kind
    /// The user whose command started the job, and whose rows it changes.
    public var userID: Int64
    /// The outbox entry of the reply the job rewrites when it finishes.
    public var outboxID: Int64
    /// When the command started the job.
    public var createdAt: Date

    /// A job of `kind` for `userID`, announced by outbox entry `outboxID`; insert it in the
    /// command's transaction, so the job exists only if the reply does.
    public init(kind: Kind, userID: Int64, outboxID: Int64, createdAt: Date) {
        self.kind = kind
        self.userID = userID
        self.outboxID = outboxID
        self.createdAt = createdAt
    }
}

/// Work commands started that needs the network, done outside the command's transaction: a
/// job is stored only while its work is pending.
public protocol JobStore {
    /// Whether a job of `kind` is pending for the user.
    func isPending(_ kind: JobKind, userID: Int64) throws -> Bool

    /// Stores a new job and sets its `id` to the one assigned.
    func insert(_ job: inout Job) throws

    /// Up to `limit` pending jobs, oldest (lowest `id`) first.
    func pending(limit: Int) throws -> [Job]

    /// Deletes the job with `job`'s `id`, as its work is done; nothing happens when there is
    /// none (another finish deleted it).
    func delete(_ job: Job) throws
}
