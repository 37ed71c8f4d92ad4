import Foundation
import Synchronization
import TrackerCore

/// The commands target's clock: it moves only when the target steps it between inputs, so
/// a replayed input sees the same dates as when it was found.
final class SteppingClock: TrackerCore.Clock {
    private let current: Mutex<Date>

    init(_ start: Date) { current = Mutex(start) }

    func now() -> Date { current.withLock { $0 } }

    /// Moves the clock forward by `seconds`.
    func advance(by seconds: TimeInterval) { current.withLock { $0 += seconds } }
}
