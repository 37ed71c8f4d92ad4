import Foundation
import Logging
import SQLiteStore
import ServiceLifecycle
import TrackerCore

/// `trackerbot run`'s daily backup: once a day (UTC) a ``DatabaseBackup`` to the backup
/// folder as `daily-YYYY-MM-DD.sqlite`, keeping the newest `keep`.
///
/// It looks every hour whether today's backup is there, so the first is taken at start and
/// a failed one is tried again an hour later; a failure is logged and never stops the bot.
struct DailyBackups: Service {
    /// How often it looks whether today's backup is due.
    static let slot = Duration.seconds(3600)

    let database: TrackerDatabase
    let folder: BackupFolder
    /// Daily backups kept; at least 1 (0 means no service at all).
    let keep: Int
    let clock: any TrackerCore.Clock
    let waitClock: any WaitClock
    let logger: Logger

    func run() async throws {
        do {
            try await cancelWhenGracefulShutdown {
                while true {
                    backUpIfDue()
                    try await waitClock.sleep(until: waitClock.monotonicNow + Self.slot)
                }
            }
        } catch is CancellationError {
            // Shutdown: nothing is half written, the copy is renamed only when complete.
        }
    }

    /// Takes today's backup unless it exists, then prunes the old ones.
    func backUpIfDue() {
        let path = folder.dailyBackup(on: clock.now())
        guard !FileManager.default.fileExists(atPath: path) else { return }
        do {
            let checked = try DatabaseBackup.write(database, to: path)
            logger.info("Daily backup written to \(path) (\(BackupFolder.size(checked.size)))")
        } catch {
            logger.error("Daily backup failed, trying again in an hour: \(error)")
            return
        }
        do {
            for old in try folder.prune(keep: keep) { logger.info("Old daily backup \(old) removed") }
        } catch {
            logger.error("Old daily backups could not be removed: \(error)")
        }
    }
}
