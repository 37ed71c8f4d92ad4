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

    /// The cluster is not reachable at the URL in `TRACKERBOT_TEST_POSTGRES`.
    public struct Unavailable: Error {
        /// The error.
        public init() {}
    }

    /// Runs `body` with the URL of a new, empty database, dropped when `body` returns.
    public static func withDatabaseAsync<T>(_ body: (PostgresURL) async throws -> T) async throws -> T {
        let url = try createDatabase()
        defer { dropDatabase(url) }
        return try await body(url)
    }

    /// Runs `body` with the URL of a new, empty database, dropped when `body` returns.
    public static func withDatabase<T>(_ body: (PostgresURL) throws -> T) throws -> T {
        let url = try createDatabase()
        defer { dropDatabase(url) }
        return try body(url)
    }

    private static func createDatabase() throws -> PostgresURL {
        guard var url = clusterURL else { throw Unavailable() }
        let name = "test_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
        let admin = try PostgresDatabase(url: url, options: .init(connections: 1))
        defer { admin.close() }
        try admin.withConnection { try $0.execute(PostgresQuery(unsafeSQL: "CREATE DATABASE \(name)")) }
        url.database = name
        return url
    }

    private static func dropDatabase(_ url: PostgresURL) {
        guard let cluster = clusterURL,
            let admin = try? PostgresDatabase(url: cluster, options: .init(connections: 1))
        else { return }
        defer { admin.close() }
        _ = try? admin.withConnection {
            try $0.execute(PostgresQuery(unsafeSQL: "DROP DATABASE IF EXISTS \(url.database) WITH (FORCE)"))
        }
    }
}
