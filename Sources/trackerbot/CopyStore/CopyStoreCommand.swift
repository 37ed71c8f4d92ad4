import ArgumentParser
import Foundation
import PostgresStore
import SQLiteStore

/// `trackerbot copy-store --from A --to B`: every row of a stopped bot's store into an empty
/// store of the other kind, SQLite to PostgreSQL or back.
struct CopyStoreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "copy-store",
        abstract:
            "Copy every row of a stopped bot's database into an empty one of the other kind (SQLite file ↔ postgres:// URL), checking each table's row count."
    )

    @Option(name: .long, help: "The database to copy: an SQLite file or a postgres:// URL.")
    var from: String

    @Option(name: .long, help: "The empty database to copy into: a postgres:// URL or a new SQLite file.")
    var to: String

    func run() throws {
        let source: StoreLocation
        let target: StoreLocation
        do {
            source = try StoreLocation.parse(from)
            target = try StoreLocation.parse(to)
            switch (source, target) {
            case (.sqlite, .postgres), (.postgres, .sqlite): break
            default:
                throw StoreCopy.Refusal(
                    description:
                        "copy-store copies between SQLite and PostgreSQL: give a file and a postgres:// URL")
            }
        } catch {
            RunCommand.fail("\(error)")
            throw ExitCode(2)
        }
        do {
            var locks: [DatabaseUseLock] = []
            let from = try open(source, existing: true, locks: &locks)
            let to = try open(target, existing: false, locks: &locks)
            let counts = try withExtendedLifetime(locks) { try StoreCopy.copy(from: from, to: to) }
            let width = counts.map(\.table.count).max() ?? 0
            for (table, rows) in counts {
                print(table.padding(toLength: width, withPad: " ", startingAt: 0) + "  \(rows)")
            }
            let total = counts.map(\.rows).reduce(0, +)
            print(
                "Copied \(total) rows in \(counts.count) tables from \(source) to \(target); every count checked."
            )
        } catch {
            RunCommand.fail("copy-store refused: \(PostgresErrors.describe(error))")
            throw ExitCode(1)
        }
    }

    /// Opens one side, migrated to the current schema; an SQLite file is locked against a bot
    /// or console for the length of the copy.
    private func open(_ location: StoreLocation, existing: Bool, locks: inout [DatabaseUseLock]) throws
        -> StoreCopy.Side
    {
        switch location {
        case .sqlite(let path):
            do {
                locks.append(try DatabaseUseLock(databasePath: path, exclusive: true))
            } catch is DatabaseUseLock.Held {
                throw StoreCopy.Refusal(
                    description: "a running bot or console has \(path) open: stop it first")
            }
            return .sqlite(existing ? try DatabaseOpening.openExisting(path) : try DatabaseOpening.open(path))
        case .postgres(let url):
            let database: PostgresDatabase
            do {
                database = try PostgresDatabase(url: url, options: .init(connections: 1))
            } catch {
                throw StoreCopy.Refusal(description: "cannot reach \(url): \(PostgresErrors.describe(error))")
            }
            if existing {
                guard try PostgresMigrations.applied(database) == PostgresMigrations.names else {
                    throw StoreCopy.Refusal(
                        description: "\(url) does not hold a TrackerBot database of this version")
                }
            } else {
                try PostgresMigrations.migrate(database)
            }
            return .postgres(database)
        }
    }
}
