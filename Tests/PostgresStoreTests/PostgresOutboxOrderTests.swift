import Foundation
import PostgresStore
import Synchronization
import TestSupport
import Testing
import TrackerCore
import TrackerStore

/// The outbox's promise that an entry committed later gets a larger id than every entry a
/// delivery worker has read, with writers in several transactions at once.
@Suite(.enabled(if: TestPostgres.isAvailable, TestPostgres.skipReason))
struct PostgresOutboxOrderTests {
    @Test func anEnqueueWaitsForAnEarlierUncommittedOne() throws {
        try TestPostgres.withDatabase { url in
            let database = try PostgresDatabase(url: url, options: .init(connections: 2))
            defer { database.close() }
            _ = try PostgresMigrations.migrate(database)
            let observer = try PostgresDatabase(url: url, options: .init(connections: 1))
            defer { observer.close() }
            let store = database.store
            let message = Outgoing(chat: ChatAddress(platform: "telegram", id: "1"), reply: Reply("hi"))
            let now = Date(timeIntervalSince1970: 1_790_000_000)
            let ids = Mutex<[String: Result<Int64, any Error>]>([:])
            let firstEnqueued = DispatchSemaphore(value: 0)
            let release = DispatchSemaphore(value: 0)
            let finished = DispatchGroup()
            for name in ["first", "second"] {
                if name == "second" { firstEnqueued.wait() }
                finished.enter()
                Thread.detachNewThread {
                    defer { finished.leave() }
                    let result = Result {
                        try store.write { tx in
                            let id = try tx.outbox.enqueue(message, userExternalID: nil, at: now)
                            if name == "first" {
                                // Uncommitted until the second writer has been looked for.
                                firstEnqueued.signal()
                                release.wait()
                            }
                            return id
                        }
                    }
                    ids.withLock { $0[name] = result }
                }
            }
            let sawWaiter = try Self.waitForAWaitingAdvisoryLock(observer)
            release.signal()
            finished.wait()
            let (first, second) = try ids.withLock { ids in
                (try #require(ids["first"]).get(), try #require(ids["second"]).get())
            }
            #expect(sawWaiter, "the second enqueue waited for the first's commit")
            #expect(first < second)
        }
    }

    /// Whether a session of this database waits for an advisory lock, looked for over up to
    /// ten seconds.
    private static func waitForAWaitingAdvisoryLock(_ observer: PostgresDatabase) throws -> Bool {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            let waiting = try observer.read { session in
                try session.query(
                    """
                    SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted
                    AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
                    """
                )[0].decode(Int64.self)
            }
            if waiting > 0 { return true }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return false
    }
}
