import Foundation
import Logging
import NIOCore
import NIOPosix
import PostgresNIO

/// One PostgreSQL connection served by a thread of its own, which runs jobs one at a time and
/// blocks on the connection's futures. Blocking there keeps the store synchronous for its callers
/// without stalling the Swift concurrency pool, which has a thread per core.
///
/// The connection is opened on the first job and opened again on the next job after it closed
/// (a restarted server, a dropped network): one failed job, not a dead store.
final class ConnectionThread: @unchecked Sendable {
    private let url: PostgresURL
    private let logger: Logger
    private let jobs: JobQueue
    private let connectionID: Int
    // Touched only on the thread.
    private var connection: PostgresConnection?
    /// The server of the URL's list that the last connection went to, tried first next time.
    private var server = 0

    /// Starts the thread, which takes its jobs from `jobs` until the queue is closed.
    init(url: PostgresURL, jobs: JobQueue, id: Int, logger: Logger) {
        self.url = url
        self.jobs = jobs
        self.connectionID = id
        self.logger = logger
        let thread = Thread { [self] in serve() }
        thread.name = "postgres-\(id)"
        thread.start()
    }

    private func serve() {
        ConnectionThread.current = self
        while let job = jobs.next() {
            job.run(on: self)
        }
        if let connection { try? connection.close().wait() }
        connection = nil
        ConnectionThread.current = nil
        jobs.threadEnded()
    }

    /// The open connection, opening it first when there is none. Call only on the thread.
    private func open() throws -> PostgresConnection {
        if let connection, !connection.isClosed { return connection }
        connection = nil
        let (opened, server) = try url.connect(from: server, id: connectionID, logger: logger)
        connection = opened
        self.server = server
        return opened
    }

    /// Runs `job` on the connection, opening it first when needed. When the connection failed
    /// (rather than a statement), it is closed, and the next job opens a new one. Call only on
    /// the thread.
    func run<T>(_ job: (PostgresConnection) throws -> T) throws -> T {
        do {
            return try job(try open())
        } catch {
            if Self.isConnectionFailure(error) {
                if let connection { try? connection.close().wait() }
                connection = nil
            }
            throw error
        }
    }

    /// Whether `error` means the connection is gone, or is to a server that no longer takes
    /// writes: anything but an error the server reported for a statement, the server's own
    /// “connection ends” (SQLSTATE classes 08 and 57), and a write refused as read-only
    /// (25006: a standby, or a primary demoted), after which the next connection looks for the
    /// server that takes writes now.
    static func isConnectionFailure(_ error: any Error) -> Bool {
        guard let error = error as? PSQLError else { return error is ConnectionClosed }
        guard error.code == .server, let state = error.serverInfo?[.sqlState] else { return true }
        return state.hasPrefix("08") || state.hasPrefix("57") || state == "25006"
    }

    private static let key = ThreadLocalKey()
    /// The connection thread running the caller, if it is one.
    static var current: ConnectionThread? {
        get { key.value as? ConnectionThread }
        set { key.value = newValue }
    }
}

/// Work for a connection thread, and whom to tell when it is done.
final class Job: @unchecked Sendable {
    private var work: ((ConnectionThread) -> (() -> Void)?)?
    private let finished: DispatchSemaphore?

    /// `work`, and `finished` to signal once it has run and been released (a caller that lent
    /// a non-escaping closure may return only then).
    init(finished: DispatchSemaphore? = nil, _ work: @escaping (ConnectionThread) -> Void) {
        self.work = { thread in
            work(thread)
            return nil
        }
        self.finished = finished
    }

    /// `work`, whose result is called once `work` has been released: a task that lent a
    /// non-escaping closure is resumed from there, so that the closure never outlives it.
    init(_ work: @escaping (ConnectionThread) -> () -> Void) {
        self.work = work
        self.finished = nil
    }

    fileprivate func run(on thread: ConnectionThread) {
        let then: (() -> Void)?
        do {
            let work = self.work
            self.work = nil
            then = work?(thread)
        }
        finished?.signal()
        then?()
    }
}

/// The jobs waiting for a connection thread, taken in order by whichever thread is free.
final class JobQueue: @unchecked Sendable {
    private let condition = NSCondition()
    private var waiting: [Job] = []
    private var head = 0
    private var closed = false
    private var running: Int

    init(threads: Int) { running = threads }

    /// Adds a job; `false` when the queue is closed and the job will never run.
    func add(_ job: Job) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        guard !closed else { return false }
        waiting.append(job)
        condition.signal()
        return true
    }

    /// The next job, waiting for one; `nil` once the queue is closed and empty.
    func next() -> Job? {
        condition.lock()
        defer { condition.unlock() }
        while head == waiting.count && !closed { condition.wait() }
        guard head < waiting.count else { return nil }
        let job = waiting[head]
        head += 1
        if head > 64 && head * 2 > waiting.count {
            waiting.removeFirst(head)
            head = 0
        }
        return job
    }

    /// Lets the threads finish the jobs already added, then end; waits until they have, unless
    /// called on one of them (the last release of a database can happen in a job), which
    /// would wait for itself.
    func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        if ConnectionThread.current == nil {
            while running > 0 { condition.wait() }
        }
        condition.unlock()
    }

    fileprivate func threadEnded() {
        condition.lock()
        running -= 1
        condition.broadcast()
        condition.unlock()
    }
}

/// A per-thread slot, through pthread keys (Foundation's `Thread.threadDictionary` is not
/// `Sendable`).
final class ThreadLocalKey: @unchecked Sendable {
    private var key = pthread_key_t()

    init() { pthread_key_create(&key, nil) }

    var value: AnyObject? {
        get { pthread_getspecific(key).map { Unmanaged<AnyObject>.fromOpaque($0).takeUnretainedValue() } }
        set {
            if let old = pthread_getspecific(key) { Unmanaged<AnyObject>.fromOpaque(old).release() }
            pthread_setspecific(key, newValue.map { Unmanaged.passRetained($0).toOpaque() })
        }
    }
}
