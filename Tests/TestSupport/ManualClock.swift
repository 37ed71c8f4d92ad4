import Foundation
import TrackerCore

/// A clock that only moves when told to. Thread-safe.
public final class ManualClock: TrackerCore.Clock, @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    /// A clock standing at `start`.
    public init(_ start: Date) { current = start }

    /// The instant the clock stands at.
    public func now() -> Date { lock.withLock { current } }

    /// Moves the clock to `date`.
    public func set(_ date: Date) { lock.withLock { current = date } }

    /// Moves the clock forward by `seconds`.
    public func advance(by seconds: TimeInterval) { lock.withLock { current += seconds } }
}
