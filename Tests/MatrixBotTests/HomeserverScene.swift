import HTTPClient
import Logging
import Matrix
import MatrixTestSupport
import SQLiteStore
import TestSupport

/// What a test on the homeserver starts from: alice, following her syncs from now on, and a
/// temporary folder and database for the bot.
struct HomeserverScene {
    let environment: HomeserverEnvironment
    let directory: TemporaryDirectory
    let database: TrackerDatabase
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
        let scene = HomeserverScene(
            environment: environment, directory: directory,
            database: try TrackerDatabase(path: directory.file("bot.sqlite")), http: http, alice: alice,
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
}
