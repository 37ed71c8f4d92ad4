import Foundation
import PostgresStore
import SQLiteStore
import Testing
import TrackerStore

/// The stores the bot can keep its data in, for tests that run once on each: SQLite always,
/// PostgreSQL when `TRACKERBOT_TEST_POSTGRES` names a cluster.
///
/// ```swift
/// @Test(arguments: StoreKind.available)
/// func keepsATodo(_ kind: StoreKind) async throws {
///     try await kind.withStore { store in … }
/// }
/// ```
public enum StoreKind: String, Sendable, CustomTestStringConvertible {
    /// A SQLite file in a temporary folder.
    case sqlite
    /// A new database in the test cluster, migrated.
    case postgres

    /// SQLite, and PostgreSQL when there is a cluster to test against.
    public static var available: [StoreKind] { TestPostgres.isAvailable ? [.sqlite, .postgres] : [.sqlite] }

    /// The kind's name in test results.
    public var testDescription: String { rawValue }

    /// Runs `body` with a new, empty, migrated store of this kind, removed when `body` returns;
    /// it waits while many others are open (``OpenStoreLimit``).
    public func withStore<T>(_ body: (any Store) async throws -> T) async throws -> T {
        try await OpenStoreLimit.withSlot { try await openStore(body) }
    }

    private func openStore<T>(_ body: (any Store) async throws -> T) async throws -> T {
        switch self {
        case .sqlite:
            let folder = try TemporaryDirectory()
            defer { folder.remove() }
            let database = try TrackerDatabase(path: folder.file("tracker.sqlite"))
            return try await body(database.store)
        case .postgres:
            return try await TestPostgres.withMigratedDatabaseAsync { url in
                let database = try PostgresStore.PostgresDatabase(url: url, options: .init(connections: 2))
                do {
                    let result = try await body(database.store)
                    await TestPostgres.onThread { database.close() }
                    return result
                } catch {
                    await TestPostgres.onThread { database.close() }
                    throw error
                }
            }
        }
    }
}

extension StoreKind {
    /// The store the test harnesses that drive the whole bot (the scripted console) run on:
    /// SQLite, unless `TRACKERBOT_TEST_STORE=postgres` asks for PostgreSQL, which then needs
    /// `TRACKERBOT_TEST_POSTGRES`. CI runs the transcripts once on each.
    public static let forHarnesses: StoreKind = {
        guard ProcessInfo.processInfo.environment["TRACKERBOT_TEST_STORE"] == "postgres" else {
            return .sqlite
        }
        precondition(
            TestPostgres.isAvailable, "TRACKERBOT_TEST_STORE=postgres needs TRACKERBOT_TEST_POSTGRES")
        return .postgres
    }()

    /// Whether the harnesses run on SQLite: tests that read the SQLite file directly run only then.
    public static var harnessesUseSQLite: Bool { forHarnesses == .sqlite }
}
