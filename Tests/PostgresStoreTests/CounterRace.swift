import Foundation
import PostgresStore

/// Two writers, each on a thread of its own, that both read a counter before either adds one
/// to it: at `SERIALIZABLE`, one of them loses a serialization conflict.
enum CounterRace {
    /// Makes the counter in `database` and runs the two writers; returns how many times their
    /// blocks ran, the errors their writes threw, and the counter at the end.
    static func run(on database: PostgresDatabase) throws -> (runs: Int, failures: [any Error], value: Int64)
    {
        try database.write { session in
            try session.execute("CREATE TABLE counter (id BIGINT PRIMARY KEY, value BIGINT NOT NULL)")
            try session.execute("INSERT INTO counter VALUES (1, 0)")
        }
        let bothRead = DispatchGroup()
        bothRead.enter()
        bothRead.enter()
        let runs = RunCounter()
        let failures = Failures()
        let finished = DispatchGroup()
        for _ in 0..<2 {
            finished.enter()
            Thread.detachNewThread {
                defer { finished.leave() }
                do {
                    try database.write { session in
                        let value = try session.query("SELECT value FROM counter WHERE id = 1")[0].decode(
                            Int64.self)
                        if runs.increment() <= 2 {
                            // Both transactions have read before either writes.
                            bothRead.leave()
                            bothRead.wait()
                        }
                        try session.execute("UPDATE counter SET value = \(value + 1) WHERE id = 1")
                    }
                } catch {
                    failures.add(error)
                }
            }
        }
        finished.wait()
        let value = try database.read { try $0.query("SELECT value FROM counter")[0].decode(Int64.self) }
        return (runs.value, failures.all, value)
    }
}

/// Counts runs across threads.
final class RunCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    /// Adds one and returns the new count.
    func increment() -> Int {
        lock.withLock {
            count += 1
            return count
        }
    }

    /// The count.
    var value: Int { lock.withLock { count } }
}

/// Errors collected from several threads.
private final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var errors: [any Error] = []

    func add(_ error: any Error) { lock.withLock { errors.append(error) } }

    var all: [any Error] { lock.withLock { errors } }
}
