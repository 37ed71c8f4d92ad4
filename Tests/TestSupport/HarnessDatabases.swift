import Foundation
import PostgresStore
import Synchronization

/// The PostgreSQL databases that stand in for the harnesses' SQLite files when the harnesses
/// run on PostgreSQL: one database per file path, so that a console opened again on the same
/// path (a restart) finds what the first one stored. A database stays open while a harness
/// uses it and is dropped when the test process exits.
public enum HarnessDatabases {
    private struct Entry {
        var database: MigratedOrClosed
        var users: Int
    }

    private enum MigratedOrClosed {
        case open(TestPostgres.MigratedDatabase)
        case closed(PostgresURL)
    }

    private static let entries = Mutex<[String: Entry]>([:])

    /// The database standing in for the file at `path`, created on first use; call
    /// ``release(_:)`` with the same path when done with it.
    public static func acquire(_ path: String) throws -> PostgresStore.PostgresDatabase {
        try entries.withLock { entries in
            switch entries[path]?.database {
            case .open(let migrated):
                entries[path]?.users += 1
                return migrated.database
            case .closed(let url):
                let database = try PostgresStore.PostgresDatabase(url: url, options: .init(connections: 2))
                entries[path] = Entry(database: .open(.init(database: database)), users: 1)
                return database
            case nil:
                if entries.isEmpty { atexit { HarnessDatabases.dropAll() } }
                let migrated = try TestPostgres.openMigratedDatabase()
                entries[path] = Entry(database: .open(migrated), users: 1)
                return migrated.database
            }
        }
    }

    /// Closes the connections of the database standing in for `path` once no harness uses it;
    /// its data stays for the next ``acquire(_:)``.
    public static func release(_ path: String) {
        entries.withLock { entries in
            guard var entry = entries[path] else { return }
            entry.users -= 1
            if entry.users == 0, case .open(let migrated) = entry.database {
                migrated.database.close()
                entry.database = .closed(migrated.database.url)
            }
            entries[path] = entry
        }
    }

    private static func dropAll() {
        let all = entries.withLock { entries in
            defer { entries = [:] }
            return entries.values
        }
        for entry in all {
            switch entry.database {
            case .open(let migrated): migrated.close()
            case .closed(let url): TestPostgres.dropDatabase(url)
            }
        }
    }
}
