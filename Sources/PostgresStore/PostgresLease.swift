import Foundation
import Logging
import NIOCore
import NIOPosix
import PostgresNIO

/// Work that one instance of the bot at a time may do (long polling, the Matrix sync loop,
/// sending), held as a PostgreSQL session-level advisory lock on a connection of its own.
///
/// The server holds the lock exactly as long as the session lives, so there is no expiry to
/// tune and no clock to trust: when the holder's process dies its kernel closes the socket and
/// the lock is free at once; when the holder is cut off from the database, the server's TCP
/// keepalives (set to give up after about 5 s) end the session. The holder checks its session
/// every ``Options/checkEvery`` and gives the lease up when a check fails or takes longer than
/// ``Options/checkTimeout``, which is sooner than the server frees it: the old holder stops
/// before a new one starts. An instance waiting for the lease tries every ``Options/pollEvery``.
///
/// ```swift
/// let lease = PostgresLease(url: url, name: "telegram polling")
/// try await lease.acquire()
/// async let lost: Void = lease.lost()   // cancel the leader's work when this returns
/// ```
public final class PostgresLease: @unchecked Sendable {
    /// How often the lease is checked and tried, and how long a check may take.
    public struct Options: Sendable {
        /// How often the holder checks that its session lives.
        public var checkEvery: Duration
        /// How long a check may take before the holder counts the lease as lost.
        public var checkTimeout: Duration
        /// How often an instance waiting for the lease tries to take it.
        public var pollEvery: Duration

        /// Checks every second with two seconds to answer; tries twice a second.
        public init(
            checkEvery: Duration = .seconds(1), checkTimeout: Duration = .seconds(2),
            pollEvery: Duration = .milliseconds(500)
        ) {
            self.checkEvery = checkEvery
            self.checkTimeout = checkTimeout
            self.pollEvery = pollEvery
        }
    }

    private enum State {
        case idle
        case wanted
        case held
        case closed
    }

    /// What the lease is for; instances that agree on the name share one lease.
    public let name: String
    private let url: PostgresURL
    private let options: Options
    private let logger: Logger
    private let key: (Int32, Int32)
    private let condition = NSCondition()
    private var state = State.idle
    private var whenHeld: [CheckedContinuation<Void, any Error>] = []
    private var whenLost: [CheckedContinuation<Void, Never>] = []
    private var lastError: String?
    private var refusedTimes = 0
    // Touched only on the lease's thread.
    private var connection: PostgresConnection?

    /// A lease named `name` on the database at `url`; nothing happens until ``acquire()``.
    public init(url: PostgresURL, name: String, options: Options = Options(), logger: Logger? = nil) {
        self.url = url
        self.name = name
        self.options = options
        self.logger = logger ?? Logger(label: "lease", factory: { _ in SwiftLogNoOpLogHandler() })
        key = Self.lockKeys(for: name)
        let thread = Thread { [self] in serve() }
        thread.name = "lease"
        thread.start()
    }

    /// Waits until this process holds the lease, trying again while another holds it or the
    /// database cannot be reached. Throws `CancellationError` when the task is cancelled first.
    public func acquire() async throws {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                condition.lock()
                defer { condition.unlock() }
                switch state {
                case .held: continuation.resume()
                case .closed: continuation.resume(throwing: CancellationError())
                case .idle, .wanted:
                    state = .wanted
                    whenHeld.append(continuation)
                    condition.broadcast()
                }
            }
        } onCancel: {
            condition.lock()
            let waiting = whenHeld
            whenHeld = []
            if state == .wanted { state = .idle }
            condition.unlock()
            for continuation in waiting { continuation.resume(throwing: CancellationError()) }
        }
    }

    /// Whether this process holds the lease now.
    public var isHeld: Bool {
        condition.lock()
        defer { condition.unlock() }
        return state == .held
    }

    /// How many times, while waiting, this process found another instance holding the lease:
    /// what shows an instance standing by rather than failing to reach the database.
    public var refusals: Int {
        condition.lock()
        defer { condition.unlock() }
        return refusedTimes
    }

    /// Returns when the lease this process held is lost: its session ended or did not answer a
    /// check in time. Returns at once when it is not held.
    public func lost() async {
        await withCheckedContinuation { continuation in
            condition.lock()
            defer { condition.unlock() }
            guard state == .held else { return continuation.resume() }
            whenLost.append(continuation)
        }
    }

    /// Gives the lease up (or stops waiting for it) and closes its connection; another instance
    /// can take it at once. The lease cannot be acquired again. Call it when done: the lease's
    /// thread keeps the lease alive until then.
    public func close() {
        condition.lock()
        let previous = state
        state = .closed
        let waiting = whenHeld
        whenHeld = []
        condition.broadcast()
        condition.unlock()
        for continuation in waiting { continuation.resume(throwing: CancellationError()) }
        if previous == .held { noteLost() }
    }

    private func serve() {
        while true {
            condition.lock()
            while state == .idle { condition.wait() }
            let current = state
            condition.unlock()
            switch current {
            case .idle: continue
            case .closed:
                drop()
                return
            case .wanted:
                if tryToTake() {
                    condition.lock()
                    let waiting = whenHeld
                    whenHeld = []
                    if state == .wanted { state = .held }
                    condition.unlock()
                    for continuation in waiting { continuation.resume() }
                } else {
                    sleep(options.pollEvery)
                }
            case .held:
                sleep(options.checkEvery)
                if isHeld && !check() {
                    drop()
                    condition.lock()
                    if state == .held { state = whenHeld.isEmpty ? .idle : .wanted }
                    condition.unlock()
                    noteLost()
                }
            }
        }
    }

    private func noteLost() {
        condition.lock()
        let waiting = whenLost
        whenLost = []
        condition.unlock()
        logger.warning("lost the lease", metadata: ["lease": "\(name)"])
        for continuation in waiting { continuation.resume() }
    }

    /// Sleeps `duration`, or less when ``close()`` or ``acquire()`` changes the state.
    private func sleep(_ duration: Duration) {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        condition.lock()
        let before = state
        let until = Date(timeIntervalSinceNow: seconds)
        while state == before && Date() < until { _ = condition.wait(until: until) }
        condition.unlock()
    }

    private func tryToTake() -> Bool {
        do {
            let connection = try open()
            let rows = try run("SELECT pg_try_advisory_lock(\(key.0), \(key.1))", on: connection)
            let taken = try rows.first?.decode(Bool.self) == true
            if !taken {
                condition.lock()
                refusedTimes += 1
                condition.unlock()
            }
            return taken
        } catch {
            drop()
            return false
        }
    }

    private func check() -> Bool {
        guard let connection else { return false }
        return (try? run("SELECT 1", on: connection)) != nil
    }

    /// Runs `query`, failing and closing the connection when it takes longer than
    /// ``Options/checkTimeout``: a partition would otherwise leave it waiting for TCP to give
    /// up, and a query sent on a connection the server just closed may never be answered.
    private func run(_ query: PostgresQuery, on connection: PostgresConnection) throws -> [PostgresRow] {
        guard !connection.isClosed else { throw TimedOut() }
        let promise = connection.eventLoop.makePromise(of: [PostgresRow].self)
        let once = Once()
        connection.query(query, logger: logger).whenComplete { result in
            if once.first() { promise.completeWith(result.map(\.rows)) }
        }
        let timeout = connection.eventLoop.scheduleTask(
            in: .nanoseconds(Self.nanoseconds(options.checkTimeout))
        ) {
            if once.first() { promise.fail(TimedOut()) }
            let _: EventLoopFuture<Void> = connection.close()
        }
        defer { timeout.cancel() }
        return try promise.futureResult.wait()
    }

    private static func nanoseconds(_ duration: Duration) -> Int64 {
        duration.components.seconds * 1_000_000_000 + duration.components.attoseconds / 1_000_000_000
    }

    /// A check that did not finish in time.
    private struct TimedOut: Error {}

    /// True for the first caller only.
    private final class Once: @unchecked Sendable {
        private let lock = NSLock()
        private var done = false

        func first() -> Bool {
            lock.lock()
            defer { lock.unlock() }
            if done { return false }
            done = true
            return true
        }
    }

    private func open() throws -> PostgresConnection {
        if let connection, !connection.isClosed { return connection }
        // The lease is taken on the server that takes writes: an advisory lock lives on one
        // server only, and after a failover the promoted standby is where every instance meets.
        let (opened, _) = try url.connect(from: 0, id: 0, logger: logger)
        connection = opened
        // The server ends the session, and frees the lock, about 5 s after the network fails.
        for setting in [
            "SET tcp_keepalives_idle = 2", "SET tcp_keepalives_interval = 1", "SET tcp_keepalives_count = 3",
            "SET tcp_user_timeout = 5000",
        ] {
            _ = try run(PostgresQuery(unsafeSQL: setting), on: opened)
        }
        return opened
    }

    private func drop() {
        if let connection { try? connection.close().wait() }
        connection = nil
    }

    /// The two keys of the advisory lock behind the lease named `name`, for an operator (or a
    /// test) that looks for its holder in `pg_locks` (`classid`, `objid`): TrackerBot's own
    /// number, and an FNV-1a hash of the name.
    public static func lockKeys(for name: String) -> (Int32, Int32) {
        var hash: UInt32 = 2_166_136_261
        for byte in name.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return (0x5442_4C53, Int32(bitPattern: hash))  // "TBLS"
    }
}
