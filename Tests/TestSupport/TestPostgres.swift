import Foundation
import PostgresNIO
import PostgresStore
import Testing

/// The PostgreSQL cluster the tests may use: `TRACKERBOT_TEST_POSTGRES`, a URL with the right
/// to create databases (`scripts/postgres.sh start DIR` starts one and prints it; `.ci/run`
/// does). Each test gets a database of its own, dropped afterwards.
public enum TestPostgres {
    /// The cluster's URL, or `nil` when the variable is not set.
    public static let clusterURL: PostgresURL? = {
        guard let text = ProcessInfo.processInfo.environment["TRACKERBOT_TEST_POSTGRES"], !text.isEmpty else {
            return nil
        }
        return try? PostgresURL(parsing: text)
    }()

    /// Whether there is a cluster to test against.
    public static var isAvailable: Bool { clusterURL != nil }

    /// Why the PostgreSQL tests are skipped, and how to run them.
    public static let skipReason: Comment =
        "no PostgreSQL: start one with scripts/postgres.sh start DIR and set TRACKERBOT_TEST_POSTGRES to the URL it prints (.ci/run does)"

    /// The test cluster refused to make a database, and why.
    public struct Failure: Error, CustomStringConvertible {
        /// The server's reason.
        public let description: String
    }

    /// The cluster is not reachable at the URL in `TRACKERBOT_TEST_POSTGRES`.
    public struct Unavailable: Error {
        /// The error.
        public init() {}
    }

    /// Runs `body` with the URL of a new, empty database, dropped when `body` returns.
    public static func withDatabaseAsync<T>(_ body: (PostgresURL) async throws -> T) async throws -> T {
        try await dropping(try await onThread { try createDatabase() }, after: body)
    }

    /// Runs `body` with the URL of a new, empty database, dropped when `body` returns.
    public static func withDatabase<T>(_ body: (PostgresURL) throws -> T) throws -> T {
        let url = try createDatabase()
        defer { dropDatabase(url) }
        return try body(url)
    }

    /// Runs `body` with the URL of a new database that has every migration, dropped when `body`
    /// returns. A copy of a template migrated once per schema: much faster than migrating.
    public static func withMigratedDatabaseAsync<T>(_ body: (PostgresURL) async throws -> T) async throws -> T
    {
        let url: PostgresURL
        do {
            url = try await onThread { try createDatabase(from: try migratedTemplate.get()) }
        } catch {
            throw Failure(description: PostgresErrors.describe(error))
        }
        return try await dropping(url, after: body)
    }

    /// `body`'s result, once the database at `url` is dropped, also when `body` throws.
    private static func dropping<T>(_ url: PostgresURL, after body: (PostgresURL) async throws -> T)
        async throws -> T
    {
        let result: T
        do {
            result = try await body(url)
        } catch {
            await onThread { dropDatabase(url) }
            throw error
        }
        await onThread { dropDatabase(url) }
        return result
    }

    /// Runs `work` on a thread of its own and awaits it: making or dropping a database takes
    /// seconds on a busy cluster, and blocking one of the few threads that run every test's
    /// tasks meanwhile would stall all the others (loopback servers then miss their deadlines).
    public static func onThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread { continuation.resume(with: Result { try work() }) }
        }
    }

    /// ``onThread(_:)`` for work that cannot fail.
    public static func onThread(_ work: @escaping @Sendable () -> Void) async {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                work()
                continuation.resume()
            }
        }
    }

    /// A new database with every migration, open, dropped by ``MigratedDatabase/close()``.
    public static func openMigratedDatabase() throws -> MigratedDatabase {
        let url: PostgresURL
        do {
            url = try createDatabase(from: try migratedTemplate.get())
        } catch {
            throw Failure(description: PostgresErrors.describe(error))
        }
        do {
            return MigratedDatabase(
                database: try PostgresStore.PostgresDatabase(url: url, options: .init(connections: 2)))
        } catch {
            dropDatabase(url)
            throw error
        }
    }

    /// A database of the test cluster for one harness, open until ``close()``.
    public final class MigratedDatabase: Sendable {
        /// The open database.
        public let database: PostgresStore.PostgresDatabase

        /// An open database of the test cluster.
        public init(database: PostgresStore.PostgresDatabase) { self.database = database }

        /// Closes the database and drops it.
        public func close() {
            database.close()
            TestPostgres.dropDatabase(database.url)
        }
    }

    private static func createDatabase(from template: String? = nil) throws -> PostgresURL {
        guard var url = clusterURL else { throw Unavailable() }
        let name = "test_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
        let admin = try PostgresStore.PostgresDatabase(url: url, options: .init(connections: 1))
        defer { admin.close() }
        let copy = template.map { " TEMPLATE \($0)" } ?? ""
        _ = try admin.withConnection {
            try $0.execute(PostgresQuery(unsafeSQL: "CREATE DATABASE \(name)\(copy)"))
        }
        url.database = name
        return url
    }

    /// The migrated template of this schema, made by the first test that needs it and kept in
    /// the cluster for the next run. Built under a name of its own and renamed once complete, so
    /// that a process that died midway, or one that lost a race to another, leaves no template.
    private static let migratedTemplate = Result<String, any Error> {
        guard var url = clusterURL else { throw Unavailable() }
        let name = "trackerbot_template_\(PostgresMigrations.fingerprint)"
        let admin = try PostgresStore.PostgresDatabase(url: url, options: .init(connections: 1))
        defer { admin.close() }
        let exists = try admin.read {
            try !$0.query("SELECT 1 FROM pg_database WHERE datname = \(name)").isEmpty
        }
        guard !exists else { return name }
        let building =
            "trackerbot_building_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
        _ = try admin.withConnection {
            try $0.execute(PostgresQuery(unsafeSQL: "CREATE DATABASE \(building)"))
        }
        url.database = building
        let template = try PostgresStore.PostgresDatabase(url: url, options: .init(connections: 1))
        // Closed before the rename, which needs the database to have no connection.
        let migrated = Result { try PostgresMigrations.migrate(template) }
        template.close()
        _ = try migrated.get()
        do {
            _ = try admin.withConnection {
                try $0.execute(PostgresQuery(unsafeSQL: "ALTER DATABASE \(building) RENAME TO \(name)"))
            }
        } catch  where PostgresErrors.sqlState(of: error) == "42P04" {
            // Another test process made the same template first.
            _ = try? admin.withConnection {
                try $0.execute(PostgresQuery(unsafeSQL: "DROP DATABASE IF EXISTS \(building) WITH (FORCE)"))
            }
        }
        return name
    }

    static func dropDatabase(_ url: PostgresURL) {
        guard let cluster = clusterURL,
            let admin = try? PostgresStore.PostgresDatabase(url: cluster, options: .init(connections: 1))
        else { return }
        defer { admin.close() }
        _ = try? admin.withConnection {
            try $0.execute(PostgresQuery(unsafeSQL: "DROP DATABASE IF EXISTS \(url.database) WITH (FORCE)"))
        }
    }
}
