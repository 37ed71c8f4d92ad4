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
        var platforms: [String: Platform] = [:]
        func update(_ name: String, _ change: (inout Platform) -> Void) {
            var platform =
                platforms[name]
                ?? Platform(
                    platform: name, users: 0, chats: 0, outboxPending: 0, outboundDeadLetters: 0,
                    inboundDeadLetters: 0)
            change(&platform)
            platforms[name] = platform
        }
        for row in try Row.fetchAll(db, sql: "SELECT platform, COUNT(*) FROM user GROUP BY platform") {
            update(row[0]) { $0.users = row[1] }
        }
        for row in try Row.fetchAll(db, sql: "SELECT platform, COUNT(*) FROM chat GROUP BY platform") {
            update(row[0]) { $0.chats = row[1] }
        }
        let outbox = try Row.fetchAll(
            db,
            sql: """
                SELECT platform, state, COUNT(*), MIN(createdAt) FROM outbox WHERE state IN (?, ?)
                GROUP BY platform, state
                """, arguments: [OutboxEntry.State.pending, OutboxEntry.State.dead])
        for row in outbox {
            let state: OutboxEntry.State = row[1]
            let count: Int = row[2]
            let oldest: Double? = row[3]
            update(row[0]) { platform in
                if state == .dead {
                    platform.outboundDeadLetters = count
                } else {
                    platform.outboxPending = count
                    platform.oldestPendingSeconds = oldest.map { max(0, now.timeIntervalSince1970 - $0) }
                }
            }
        }
        for letter in try InboundDeadLetter.fetchAll(db) {
            update(platform(ofSource: letter.source)) { $0.inboundDeadLetters += 1 }
        }
        for (name, date) in try PlatformState.lastCommits(in: db) {
            update(name) { $0.lastIntake = date }
        }
        let version = try TrackerDatabase.schemaVersion(db)
        let isNewer = try TrackerDatabase.isNewerSchema(db)
        return StatusReport(
            schemaVersion: version,
            schemaIsCurrent: !isNewer && version == TrackerDatabase.knownMigrations.last,
            schemaIsNewer: isNewer,
            platforms: platforms.values.sorted { $0.platform < $1.platform })
    }

    /// The platform of a crash guard's source: `telegram`, or `console` for
    /// `console:<user>@<chat>`.
    public static func platform(ofSource source: String) -> String {
        String(source.prefix { $0 != ":" })
    }
}
