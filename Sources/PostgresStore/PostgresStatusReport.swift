import Foundation
import GRDB
import PostgresNIO
import SQLiteStore
import TrackerStore

extension StatusReport {
    /// Reads the report from the PostgreSQL `database` in one snapshot, ages counted up to
    /// `now`, as ``StatusReport/read(_:now:)`` does from an SQLite file.
    public static func read(_ database: PostgresDatabase, now: Date) throws -> StatusReport {
        let applied = try PostgresMigrations.applied(database)
        var builder = Builder(now: now)
        try database.read { session in
            // A row's columns are read by name: their order is not kept.
            let users: PostgresQuery =
                #"SELECT "platform", COUNT(*) AS "count" FROM "user" GROUP BY "platform""#
            for row in try session.fetchRows(users) { builder.users(row["platform"], row["count"]) }
            let chats: PostgresQuery =
                #"SELECT "platform", COUNT(*) AS "count" FROM "chat" GROUP BY "platform""#
            for row in try session.fetchRows(chats) { builder.chats(row["platform"], row["count"]) }
            let states = [OutboxEntry.State.pending, .dead].map { Int64($0.rawValue) }
            let outbox = try session.fetchRows(
                """
                SELECT "platform", "state", COUNT(*) AS "count", MIN("createdAt") AS "oldest" FROM "outbox"
                WHERE "state" = ANY(\(states)) GROUP BY "platform", "state"
                """)
            for row in outbox {
                builder.outbox(
                    row["platform"], state: row["state"], count: row["count"], oldest: row["oldest"])
            }
            for row in try session.fetchRows(#"SELECT "source" FROM "inboundDeadLetter""#) {
                builder.inboundDeadLetter(source: row["source"])
            }
            let pattern = "%" + CheckpointKeys.committedAtSuffix
            let commits = try session.fetchRows(
                #"SELECT "key", "value" FROM "platformState" WHERE "key" LIKE \#(pattern)"#)
            for (name, date) in PlatformState.lastCommits(commits.map { ($0["key"], $0["value"]) }) {
                builder.lastIntake(name, date)
            }
        }
        let known = PostgresMigrations.names
        let isNewer = applied.contains { !known.contains($0) }
        return builder.report(
            schemaVersion: applied.last, isCurrent: applied == known, isNewer: isNewer)
    }
}
