import ArgumentParser
import Foundation
import PostgresStore
import SQLiteStore

/// `trackerbot backup [PATH]`: a consistent copy of the database, taken while the bot runs.
struct BackupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "backup",
        abstract:
            "Copy the database to PATH (default: a dated file in BACKUP_DIR), safely while the bot runs."
    )

    @Argument(
        help:
            "The backup file, or a folder to put a dated one in (default: $BACKUP_DIR, or backups/ beside the database)."
    )
    var path: String?

    @Option(
        name: .long,
        help: "The SQLite database file (default: $TRACKER_DB or \(Settings.defaultDatabasePath)).")
    var db: String?

    func run() throws {
        let databasePath: String
        let folder: BackupFolder
        do {
            let settings = try Settings.load()
            databasePath = db ?? settings.databasePath
            folder = settings.backupFolder(databasePath: databasePath)
            if case .postgres(let url) = try StoreLocation.parse(databasePath) {
                RunCommand.fail(PostgresBackupAdvice.backup(url, to: path ?? "trackerbot.dump"))
                throw ExitCode(1)
            }
        } catch let exit as ExitCode {
            throw exit
        } catch {
            RunCommand.fail("\(error)")
            throw ExitCode(2)
        }
        var isFolder: ObjCBool = false
        let target: String
        if let path,
            !(FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue)
        {
            target = path
        } else {
            target = BackupFolder(path: path ?? folder.path).manualBackup(at: Date())
        }
        do {
            let database = try DatabaseOpening.openExisting(databasePath)
            let checked = try DatabaseBackup.write(database, to: target)
            print("Backed up \(databasePath) to \(target) (\(BackupFolder.size(checked.size))).")
        } catch {
            RunCommand.fail("backup failed: \(error)")
            throw ExitCode(1)
        }
    }
}
