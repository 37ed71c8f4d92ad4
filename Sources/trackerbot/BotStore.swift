import Foundation
import PostgresStore
import SQLiteStore
import TrackerStore

/// The store `run` and `console` serve the bot from, as `TRACKER_DB` (or `--db`) names it: an
/// SQLite file, or a PostgreSQL database migrated to this version's schema.
///
/// What only an SQLite file has stays here: the lock that keeps a restore from replacing the
/// file under a running bot, and the database itself for the daily backups.
struct BotStore {
    /// Every read and write of the bot.
    let store: any Store
    /// The SQLite database, for what only a file has (backups); `nil` on PostgreSQL.
    let sqlite: TrackerDatabase?
    /// Held while the bot runs: a restore waits for it (SQLite only).
    private let inUse: DatabaseUseLock?

    /// Opens the store at `location`, creating an SQLite file or migrating a PostgreSQL
    /// database as needed.
    /// - Throws: ``DatabaseOpening/Failure`` or ``DatabaseUseLock/Held`` with one line saying
    ///   why; a PostgreSQL URL's password is never in it.
    init(_ location: StoreLocation) throws {
        switch location {
        case .sqlite(let path):
            inUse = try DatabaseUseLock(databasePath: path, exclusive: false)
            let database = try DatabaseOpening.open(path)
            sqlite = database
            store = database.store
        case .postgres(let url):
            let database: PostgresDatabase
            do {
                database = try PostgresDatabase(url: url)
                try PostgresMigrations.migrate(database)
            } catch let newer as NewerSchema {
                throw DatabaseOpening.Failure(
                    description: "cannot use the PostgreSQL database \(url): \(newer)", exitCode: 2)
            } catch {
                throw DatabaseOpening.Failure(
                    description:
                        "cannot use the PostgreSQL database \(url): \(PostgresErrors.describe(error))")
            }
            store = database.store
            sqlite = nil
            inUse = nil
        }
    }
}
