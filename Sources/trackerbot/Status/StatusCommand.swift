import ArgumentParser
import Foundation
import PostgresStore
import SQLiteStore

/// `trackerbot status`: the database's schema, each platform's users, chats, outbox and dead
/// letters, its last intake, and the newest backup; reads only, so it works while the bot runs.
struct StatusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Show the schema, users, chats, outbox, dead letters, last polls and newest backup."
    )

    @Flag(name: .long, help: "Print JSON, for scripts.")
    var json = false

    @Option(
        name: .long,
        help:
            "The SQLite database file or postgres:// URL (default: $TRACKER_DB or \(Settings.defaultDatabasePath))."
    )
    var db: String?

    /// The report with what only the file system knows.
    struct Output: Encodable {
        struct Backup: Encodable {
            var path: String
            var size: Int64
            var writtenAt: Date
        }
        var database: String
        var schemaVersion: String?
        var schemaIsCurrent: Bool
        var schemaIsNewer: Bool
        var platforms: [StatusReport.Platform]
        var newestBackup: Backup?
        /// Who takes the backups when not `trackerbot backup` (`pg_dump` on PostgreSQL).
        var backedUpBy: String?
        /// Whether instances share the database (PostgreSQL), so that one holds the lease.
        var sharedByInstances = false
        /// The instance holding the lease; `nil` when none does (or on SQLite).
        var leader: LeaseHolder?
    }

    func run() throws {
        let location: StoreLocation
        let settings: Settings
        do {
            settings = try Settings.load()
            location = try StoreLocation.parse(db ?? settings.databasePath)
        } catch {
            RunCommand.fail("\(error)")
            throw ExitCode(2)
        }
        let now = Date()
        let output: Output
        do {
            switch location {
            case .sqlite(let databasePath):
                let database = try DatabaseOpening.openAsItIs(databasePath)
                let report = try database.read { db in try StatusReport.read(db, now: now) }
                let folder = settings.backupFolder(databasePath: databasePath)
                output = Output(
                    database: databasePath, schemaVersion: report.schemaVersion,
                    schemaIsCurrent: report.schemaIsCurrent, schemaIsNewer: report.schemaIsNewer,
                    platforms: report.platforms,
                    newestBackup: folder.newest().map {
                        Output.Backup(path: $0.path, size: $0.size, writtenAt: $0.modified)
                    })
            case .postgres(let url):
                let (report, leader) = try Self.report(url, now: now)
                output = Output(
                    database: "\(url)", schemaVersion: report.schemaVersion,
                    schemaIsCurrent: report.schemaIsCurrent, schemaIsNewer: report.schemaIsNewer,
                    platforms: report.platforms, backedUpBy: "pg_dump", sharedByInstances: true,
                    leader: leader)
            }
        } catch {
            RunCommand.fail("\(error)")
            throw ExitCode(1)
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            encoder.dateEncodingStrategy = .iso8601
            print(String(decoding: try encoder.encode(output), as: UTF8.self))
        } else {
            print(Self.text(output, now: now), terminator: "")
        }
    }

    /// The report as a person reads it.
    static func text(_ output: Output, now: Date) -> String {
        var lines = ["Database: \(output.database)"]
        let schema =
            output.schemaIsCurrent
            ? "current"
            : output.schemaIsNewer
                ? "a newer TrackerBot's, which this build cannot run"
                : "older: the bot migrates it when it starts"
        lines.append("Schema: \(output.schemaVersion ?? "none") (\(schema))")
        if let tool = output.backedUpBy {
            lines.append("Backups: \(tool)'s (trackerbot backup prints the command)")
        } else if let backup = output.newestBackup {
            lines.append(
                "Newest backup: \(backup.path), \(BackupFolder.size(backup.size)), \(when(backup.writtenAt, now: now))"
            )
        } else {
            lines.append("Newest backup: none yet (trackerbot backup takes one)")
        }
        if let leader = output.leader {
            lines.append(
                "Leader: the instance at \(leader.client), connected \(when(leader.since, now: now))")
        } else if output.sharedByInstances {
            lines.append("Leader: none (no instance of trackerbot run holds the lease)")
        }
        if output.platforms.isEmpty { lines.append("No users, chats or messages yet.") }
        for platform in output.platforms {
            lines.append("")
            lines.append(
                "\(platform.platform): \(count(platform.users, "user")), \(count(platform.chats, "chat"))")
            var outbox = "  outbox: \(platform.outboxPending) pending"
            if let age = platform.oldestPendingSeconds { outbox += ", the oldest for \(duration(age))" }
            lines.append(outbox)
            lines.append(
                "  dead letters: \(platform.inboundDeadLetters) inbound, \(platform.outboundDeadLetters) outbound"
                    + (platform.inboundDeadLetters + platform.outboundDeadLetters > 0
                        ? " (trackerbot dead-letters lists them)" : ""))
            if let last = platform.lastIntake {
                lines.append("  last batch taken in: \(when(last, now: now))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The report of the PostgreSQL database at `url`, as it is (it is not migrated), and the
    /// instance holding the lease.
    private static func report(_ url: PostgresURL, now: Date) throws -> (StatusReport, LeaseHolder?) {
        let report: StatusReport
        let leader: LeaseHolder?
        do {
            let database = try PostgresDatabase(url: url, options: .init(connections: 1))
            defer { database.close() }
            guard !(try PostgresMigrations.applied(database)).isEmpty else {
                throw DatabaseOpening.Failure(description: "there is no TrackerBot database at \(url)")
            }
            report = try StatusReport.read(database, now: now)
            leader = try LeaseHolder.read(database)
        } catch let failure as DatabaseOpening.Failure {
            throw failure
        } catch {
            throw DatabaseOpening.Failure(
                description: "cannot use the PostgreSQL database \(url): \(PostgresErrors.describe(error))")
        }
        return (report, leader)
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    private static func when(_ date: Date, now: Date) -> String {
        UTCDate.format(date) + " (\(duration(now.timeIntervalSince(date))) ago)"
    }

    /// `42 s`, `5 min`, `3 h`, `2 days`.
    static func duration(_ seconds: Double) -> String {
        let whole = Int(max(0, seconds.rounded()))
        switch whole {
        case ..<120: return "\(whole) s"
        case ..<(120 * 60): return "\(whole / 60) min"
        case ..<(48 * 3600): return "\(whole / 3600) h"
        default: return "\(whole / 86_400) days"
        }
    }
}
