import Foundation
import GRDB

/// What `trackerbot status` tells an operator about the database, read in one snapshot, so
/// it can be taken while the bot runs.
public struct StatusReport: Sendable, Hashable, Codable {
    /// One platform's figures.
    public struct Platform: Sendable, Hashable, Codable {
        /// The platform's name, such as `telegram`.
        public var platform: String
        /// Users who ever wrote to the bot there.
        public var users: Int
        /// Chats the bot knows there (private chats and groups).
        public var chats: Int
        /// Messages waiting to be sent.
        public var outboxPending: Int
        /// How long the oldest waiting message has waited, in seconds; `nil` when none waits.
        public var oldestPendingSeconds: Double?
        /// Messages given up on (outbound dead letters).
        public var outboundDeadLetters: Int
        /// Inbound updates set aside after crashes (inbound dead letters).
        public var inboundDeadLetters: Int
        /// When the platform's intake last committed a batch (a poll or sync with news).
        public var lastIntake: Date?
    }

    /// The last migration applied to the database.
    public var schemaVersion: String?
    /// Whether the database has every migration this build knows, and no other.
    public var schemaIsCurrent: Bool
    /// Whether a newer TrackerBot migrated the database, with migrations this build does not know.
    public var schemaIsNewer: Bool
    /// Each platform that has any of the figures, by name.
    public var platforms: [Platform]

    /// Reads the report from `db`, ages counted up to `now`.
    public static func read(_ db: Database, now: Date) throws -> StatusReport {
        var builder = Builder(now: now)
        for row in try Row.fetchAll(db, sql: "SELECT platform, COUNT(*) FROM user GROUP BY platform") {
            builder.users(row[0], row[1])
        }
        for row in try Row.fetchAll(db, sql: "SELECT platform, COUNT(*) FROM chat GROUP BY platform") {
            builder.chats(row[0], row[1])
        }
        let outbox = try Row.fetchAll(
            db,
            sql: """
                SELECT platform, state, COUNT(*), MIN(createdAt) FROM outbox WHERE state IN (?, ?)
                GROUP BY platform, state
                """, arguments: [OutboxEntry.State.pending, OutboxEntry.State.dead])
        for row in outbox {
            builder.outbox(row[0], state: row[1], count: row[2], oldest: row[3])
        }
        for letter in try InboundDeadLetter.fetchAll(db) { builder.inboundDeadLetter(source: letter.source) }
        for (name, date) in try PlatformState.lastCommits(in: db) { builder.lastIntake(name, date) }
        let newer = try TrackerDatabase.newerSchema(db)
        let version = try newer ?? TrackerDatabase.schemaVersion(db)
        return builder.report(
            schemaVersion: version,
            isCurrent: newer == nil && version == TrackerDatabase.knownMigrations.last,
            isNewer: newer != nil)
    }

    /// Gathers a report from what a store reads, row by row, whichever store it is.
    public struct Builder {
        private let now: Date
        private var platforms: [String: Platform] = [:]

        /// A report whose ages are counted up to `now`.
        public init(now: Date) { self.now = now }

        /// `platform` has `count` users.
        public mutating func users(_ platform: String, _ count: Int) { update(platform) { $0.users = count } }

        /// `platform` has `count` chats.
        public mutating func chats(_ platform: String, _ count: Int) { update(platform) { $0.chats = count } }

        /// `platform` has `count` outbox entries in `state` (pending or dead), the oldest
        /// queued at `oldest` (Unix seconds).
        public mutating func outbox(_ platform: String, state: OutboxEntry.State, count: Int, oldest: Double?)
        {
            let now = now
            update(platform) { figures in
                if state == .dead {
                    figures.outboundDeadLetters = count
                } else {
                    figures.outboxPending = count
                    figures.oldestPendingSeconds = oldest.map { max(0, now.timeIntervalSince1970 - $0) }
                }
            }
        }

        /// One inbound dead letter of the crash guard's `source`.
        public mutating func inboundDeadLetter(source: String) {
            update(StatusReport.platform(ofSource: source)) { $0.inboundDeadLetters += 1 }
        }

        /// `platform`'s intake last committed a batch at `date`.
        public mutating func lastIntake(_ platform: String, _ date: Date) {
            update(platform) { $0.lastIntake = date }
        }

        /// The report, with the schema's state as the store tells it.
        public func report(schemaVersion: String?, isCurrent: Bool, isNewer: Bool) -> StatusReport {
            StatusReport(
                schemaVersion: schemaVersion, schemaIsCurrent: isCurrent, schemaIsNewer: isNewer,
                platforms: platforms.values.sorted { $0.platform < $1.platform })
        }

        private mutating func update(_ name: String, _ change: (inout Platform) -> Void) {
            var platform =
                platforms[name]
                ?? Platform(
                    platform: name, users: 0, chats: 0, outboxPending: 0, outboundDeadLetters: 0,
                    inboundDeadLetters: 0)
            change(&platform)
            platforms[name] = platform
        }
    }

    /// The platform of a crash guard's source: `telegram`, or `console` for
    /// `console:<user>@<chat>`.
    public static func platform(ofSource source: String) -> String {
        String(source.prefix { $0 != ":" })
    }
}
