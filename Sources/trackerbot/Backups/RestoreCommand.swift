import ArgumentParser
import Foundation
import PostgresStore
import SQLiteStore

/// `trackerbot restore PATH`: puts a backup in place of the database, while nothing uses it.
struct RestoreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "restore",
        abstract:
            "Replace the database with the backup at PATH (the bot must be stopped); the old one is kept as <database>.before-restore."
    )

    @Argument(help: "The backup file to restore.")
    var path: String

    @Option(
        name: .long,
        help: "The SQLite database file (default: $TRACKER_DB or \(Settings.defaultDatabasePath)).")
    var db: String?

    func run() throws {
        let databasePath: String
        do {
            databasePath = try db ?? Settings.load().databasePath
            if case .postgres(let url) = try StoreLocation.parse(databasePath) {
                RunCommand.fail(PostgresBackupAdvice.restore(path, to: url))
                throw ExitCode(1)
            }
        } catch let exit as ExitCode {
            throw exit
        } catch {
            RunCommand.fail("\(error)")
            throw ExitCode(2)
        }
        do {
            let lock = try DatabaseUseLock(databasePath: databasePath, exclusive: true)
            let replaces = FileManager.default.fileExists(atPath: databasePath)
            let checked = try withExtendedLifetime(lock) {
                try DatabaseBackup.restore(path, over: databasePath)
            }
            let kept = replaces ? "; the replaced one is kept as \(databasePath).before-restore" : ""
            print(
                "Restored \(path) to \(databasePath) (\(BackupFolder.size(checked.size)), schema “\(checked.schemaVersion ?? "empty")”)\(kept)."
            )
        } catch {
            RunCommand.fail("restore refused: \(error)")
            throw ExitCode(1)
        }
    }
}
