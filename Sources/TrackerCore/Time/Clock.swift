import Foundation

/// The source of "now" for everything that depends on time.
///
/// Domain rules never read the system clock; they are handed an instant. Production code
/// uses ``SystemClock``; tests and benchmarks use ``ManualClock`` to step through days,
/// DST changes and downtime.
public protocol Clock: Sendable {
    /// The current instant.
    func now() -> Date
}

/// The real wall clock.
public struct SystemClock: Clock {
    public init() {}
    public func now() -> Date { Date() }
}

/// A clock that only moves when told to. Thread-safe.
public final class ManualClock: Clock, @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    public init(_ start: Date) { current = start }

    public func now() -> Date { lock.withLock { current } }

    /// Moves the clock to `date`.
    public func set(_ date: Date) { lock.withLock { current = date } }

    /// Moves the clock forward by `seconds`.
    public func advance(by seconds: TimeInterval) { lock.withLock { current += seconds } }
}
