import ArgumentParser
import BotRuntime
import Foundation
import Operations
import PostgresStore
import SQLiteStore

/// `trackerbot check-config`: reads the settings as `run` does and tries each against what it
/// names (the database and its schema, each platform's token or account, the listen address),
/// one line per check, without changing anything. Exit code 0 only when every check passes.
struct CheckConfigCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check-config",
        abstract:
            "Check the settings as run reads them: the database, each platform's token or account, and HTTP_LISTEN; changes nothing."
    )

    func run() async throws {
        let settings: RunSettings
        do {
            settings = try RunSettings.read()
        } catch {
            Self.print(.failed("settings: \(error)"))
            throw ExitCode(2)
        }
        let logger = settings.logger()
        var checks = [
            ConfigCheck.passed(
                "settings: \(settings.platforms.map(\.summary).joined(separator: "; ")); store \(settings.location)"
            )
        ]
        checks.append(Self.database(at: settings.location))
        for platform in settings.platforms { checks += await platform.check(logger: logger) }
        if let listen = settings.listen {
            if let failure = await listen.bindFailure() {
                checks.append(
                    .failed(
                        "HTTP_LISTEN \(listen): cannot listen there (\(failure)); is a bot running on it already?"
                    ))
            } else {
                checks.append(.passed("HTTP_LISTEN \(listen): free to listen on"))
            }
        }
        for check in checks { Self.print(check) }
        let failed = checks.count { !$0.passed }
        guard failed > 0 else {
            Swift.print("All \(checks.count) checks passed.")
            return
        }
        Swift.print("\(failed) of \(checks.count) checks failed.")
        throw ExitCode(1)
    }

    private static func print(_ check: ConfigCheck) {
        Swift.print((check.passed ? "ok      " : "FAILED  ") + check.line)
    }

    /// Whether the database `run` would serve from is there (or can be made) with a schema
    /// this build runs; it is read as it is, never created or migrated.
    static func database(at location: StoreLocation) -> ConfigCheck {
        switch location {
        case .sqlite(let path):
            guard FileManager.default.fileExists(atPath: path) else {
                return creatable(path)
                    ? .passed("database \(path): not there yet; run creates it")
                    : .failed("database \(path): not there, and its folder cannot be written")
            }
            do {
                let database = try DatabaseOpening.openAsItIs(path)
                let report = try database.read { db in try StatusReport.read(db, now: Date()) }
                return schema(report, of: path)
            } catch {
                return .failed("database \(path): \(DatabaseOpening.reason(for: error, path: path))")
            }
        case .postgres(let url):
            do {
                let database = try PostgresDatabase(url: url, options: .init(connections: 1))
                defer { database.close() }
                guard !(try PostgresMigrations.applied(database)).isEmpty else {
                    return .passed("database \(url): empty; run creates its tables")
                }
                return schema(try StatusReport.read(database, now: Date()), of: "\(url)")
            } catch {
                return .failed("database \(url): \(PostgresErrors.describe(error))")
            }
        }
    }

    private static func schema(_ report: StatusReport, of database: String) -> ConfigCheck {
        let version = "“\(report.schemaVersion ?? "none")”"
        if report.schemaIsNewer {
            return .failed(
                "database \(database): its schema, \(version), is a newer TrackerBot's: run that build, or restore the backup taken before the upgrade"
            )
        }
        return .passed(
            "database \(database): schema \(version), "
                + (report.schemaIsCurrent ? "current" : "older: run migrates it when it starts"))
    }

    /// Whether a file could be made at `path`: the nearest folder above it that exists can
    /// be written (run makes the folders below it).
    private static func creatable(_ path: String) -> Bool {
        var folder = (path as NSString).deletingLastPathComponent
        while !folder.isEmpty, !FileManager.default.fileExists(atPath: folder) {
            let parent = (folder as NSString).deletingLastPathComponent
            guard parent != folder else { break }
            folder = parent
        }
        return FileManager.default.isWritableFile(atPath: folder.isEmpty ? "." : folder)
    }
}
