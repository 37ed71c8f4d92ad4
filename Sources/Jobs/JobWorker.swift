import Foundation
import HTTPClient
import Logging
import ServiceLifecycle
import Synchronization
import TrackerCommands
import TrackerCore
import TrackerStore

/// Runs the jobs commands start, such as `/todo demo`'s fetch, outside any transaction.
///
/// Jobs run concurrently, so a slow server delays only the user who asked; each finishes in
/// one transaction that also rewrites the reply announcing it. A job interrupted by a crash
/// is still in the table and runs again after a restart.
public final class JobWorker: Service, Sendable {
    /// Where jobs fetch from and how long they may take.
    public struct Options: Sendable {
        /// The sample to-dos `/todo demo` fetches when `TODO_DEMO_URL` does not say otherwise.
        public static let defaultDemoTodosURL = "https://jsonplaceholder.typicode.com/todos"

        /// Where `/todo demo` fetches from: a JSON array of objects with a `title`.
        public var demoTodosURL: String
        /// How long one fetch may take.
        public var fetchTimeout: Duration

        /// Options with the given source and timeout.
        public init(
            demoTodosURL: String = defaultDemoTodosURL,
            fetchTimeout: Duration = .seconds(10)
        ) {
            self.demoTodosURL = demoTodosURL
            self.fetchTimeout = fetchTimeout
        }
    }

    private let store: any Store
    private let client: HTTPClient
    private let options: Options
    private let clock: any TrackerCore.Clock
    private let wake = Doorbell()
    private let deliveries: [Doorbell]
    private let logger: Logger

    /// - Parameters:
    ///   - client: the HTTP client for fetches; the caller owns it.
    ///   - deliveries: the platforms' delivery doorbells, rung after a job rewrote or added an
    ///     outbox message.
    public init(
        store: any Store, client: HTTPClient, options: Options = Options(),
        clock: any TrackerCore.Clock = SystemClock(), deliveries: [Doorbell], logger: Logger
    ) {
        self.store = store
        self.client = client
        self.options = options
        self.clock = clock
        self.deliveries = deliveries
        self.logger = logger
    }

    /// Wakes the worker: a command just started a job.
    public func ring() { wake.ring() }

    /// Runs jobs until graceful shutdown or cancellation; unfinished jobs run after the next
    /// start.
    public func run() async throws {
        await cancelWhenGracefulShutdown { await self.work() }
    }

    /// The loop: start every pending job not already running, then wait for a ring.
    public func work() async {
        let running = RunningJobs()
        await withDiscardingTaskGroup { group in
            while !Task.isCancelled {
                do {
                    let pending = try await store.read { tx in try tx.jobs.pending(limit: 20) }
                    for job in pending where running.start(job.id!) {
                        group.addTask {
                            await self.perform(job)
                            running.finish(job.id!)
                            self.wake.ring()
                        }
                    }
                } catch is CancellationError {
                    break  // Shutting down: not a failure.
                } catch {
                    logger.error("Reading pending jobs failed: \(error)")
                }
                // Rung by new jobs; the timeout also picks up jobs left by a crash.
                await wake.wait(timeout: .seconds(30))
            }
        }
    }

    private func perform(_ job: Job) async {
        let fetched: Result<Data, any Error>
        switch job.kind {
        case .demoTodos:
            fetched = await fetch(options.demoTodosURL)
        }
        do {
            let now = clock.now()
            try await store.write { tx in
                try DemoTodos.complete(job, fetched: fetched, now: now, in: tx)
            }
            for doorbell in deliveries { doorbell.ring() }
        } catch {
            logger.error("Finishing job \(job.id ?? 0) failed: \(error)")
        }
    }

    private func fetch(_ url: String) async -> Result<Data, any Error> {
        do {
            let response = try await client.send(HTTPRequest(url: url, timeout: options.fetchTimeout))
            guard response.status == 200 else {
                logger.warning("Demo to-dos answered HTTP \(response.status)")
                return .failure(FetchFailed(status: response.status))
            }
            return .success(response.body)
        } catch {
            logger.warning("Fetching demo to-dos failed: \(error)")
            return .failure(error)
        }
    }

    private struct FetchFailed: Error {
        let status: Int
    }
}

/// Ids of jobs in progress, so a wake-up does not start one twice.
private final class RunningJobs: Sendable {
    private let ids = Mutex<Set<Int64>>([])

    /// Marks `id` running; `false` when it already was.
    func start(_ id: Int64) -> Bool { ids.withLock { $0.insert(id).inserted } }

    func finish(_ id: Int64) { _ = ids.withLock { $0.remove(id) } }
}
