import HTTPClient
import Logging
import Matrix
import MatrixTestSupport
import PostgresStore
import SQLiteStore
import TestSupport
import TrackerCore
import TrackerStore

/// What a test on the homeserver starts from: alice, following her syncs from now on, and a
/// temporary folder and database for the bot: an SQLite file, or the PostgreSQL database
/// standing in for it when `TRACKERBOT_TEST_STORE=postgres` (``StoreKind/forHarnesses``).
struct HomeserverScene {
    let environment: HomeserverEnvironment
    let directory: TemporaryDirectory
    /// The SQLite file: the bot's database on SQLite, and where its files go on either store.
    let database: TrackerDatabase
    /// The store the bot runs on, for what a test checks was stored.
    let store: any Store
    /// What `TRACKER_DB` says for a `trackerbot run` process on ``store``.
    let trackerDB: String
    /// The PostgreSQL database behind ``store``, when it is one.
    let postgres: PostgresStore.PostgresDatabase?
    let http: HTTPClient
    let alice: MatrixClient
    let aliceSync: SyncFollower

    var bot: String { environment.botUser }

    /// Runs `body` with a new scene, when no other test is using the bot's account.
    static func with(logger: Logger, _ body: (HomeserverScene) async throws -> Void) async throws {
        guard let environment = HomeserverEnvironment.current else { return }
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let http = HTTPClient(userAgent: "test", logger: logger)
        defer { http.shutdown() }
        let alice = environment.client(token: environment.aliceToken, http: http)
        let path = directory.file("bot.sqlite")
        let database = try TrackerDatabase(path: path)
        let postgres = StoreKind.forHarnesses == .postgres ? try HarnessDatabases.acquire(path) : nil
        defer { if postgres != nil { HarnessDatabases.release(path) } }
        let scene = HomeserverScene(
            environment: environment, directory: directory, database: database,
            store: postgres?.store ?? database.store, trackerDB: postgres?.url.withoutPassword ?? path,
            postgres: postgres, http: http, alice: alice,
            aliceSync: SyncFollower(matrix: alice, filter: .inline(.bot(timelineLimit: 500))))
        await HomeserverTurns.shared.acquire()
        do {
            try await scene.aliceSync.start()
            try await body(scene)
        } catch {
            await HomeserverTurns.shared.release()
            throw error
        }
        await HomeserverTurns.shared.release()
    }

    /// The to-dos of the Matrix user `userID`, as the bot stored them.
    func todos(of userID: String) async throws -> [Todo] {
        try await store.read { tx in
            guard let user = try tx.users.find(platform: "matrix", externalID: userID), let id = user.id
            else {
                return []
            }
            return try tx.todos.listed(of: id)
        }
    }

    /// The platform's ids of the messages the bot has sent: no area of the store interface
    /// lists them, so they are read from the tables.
    func sentMessageIDs() async throws -> [String] {
        if let postgres {
            return try await postgres.read { session in
                try session.fetchRows(
                    #"SELECT "sentMessageID" FROM "outbox" WHERE "state" = 1 AND "sentMessageID" IS NOT NULL"#
                ).map { $0["sentMessageID"] }
            }
        }
        return try await database.read { db in
            try OutboxEntry.fetchAll(db).filter { $0.state == .sent }.compactMap(\.sentMessageID)
        }
    }
}
