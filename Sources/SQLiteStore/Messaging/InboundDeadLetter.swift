import Foundation
import GRDB

/// An inbound event set aside by ``CrashGuard`` after it was being applied during crashes.
public struct InboundDeadLetter: Codable, FetchableRecord, TableRecord, Sendable, Hashable {
    /// Dead letters are stored in `inboundDeadLetter`, one per inbound key, and kept for
    /// inspection.
    public static let databaseTableName = "inboundDeadLetter"

    /// The event's inbound key (`telegram:<update id>`, or a console line's fingerprint).
    public var key: String
    /// The ``CrashGuard/source`` that set it aside.
    public var source: String
    /// The event as the platform sent it: an update's JSON, a console line.
    public var raw: String
    /// Why it was set aside, for whoever inspects the table.
    public var reason: String
    /// When it was set aside.
    public var createdAt: Date
}
