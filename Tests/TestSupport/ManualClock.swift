import Foundation
import TrackerCore

/// A clock that only moves when told to, both as wall time and as the monotonic time loops
/// wait on: sleepers wake when the clock is moved past their deadline. Thread-safe.
public final class ManualClock: TrackerCore.Clock, WaitClock, @unchecked Sendable {
    private struct Sleeper {
        var deadline: ContinuousClock.Instant
        var continuation: CheckedContinuation<Void, any Error>
    }

    private let lock = NSLock()
    private var current: Date
    private var monotonic = ContinuousClock.now
    private var sleepers: [UInt64: Sleeper] = [:]
    private var nextSleeper: UInt64 = 0

    /// A clock standing at `start`.
    public init(_ start: Date) { current = start }

    /// The instant the clock stands at.
    public func now() -> Date { lock.withLock { current } }

    /// The monotonic instant the clock stands at; it moves only with the wall time.
    public var monotonicNow: ContinuousClock.Instant { lock.withLock { monotonic } }

    /// Moves the clock to `date`; the monotonic time moves on by as much, never back.
    public func set(_ date: Date) {
        move { current in
            defer { current = date }
            return date.timeIntervalSince(current)
        }
    }

    /// Moves the clock forward by `seconds`.
    public func advance(by seconds: TimeInterval) {
        move { current in
            current += seconds
            return seconds
        }
    }

    /// How many sleeps have begun, so that a test can tell whether a loop went round.
    public var sleeps: UInt64 { lock.withLock { nextSleeper } }

    /// The earliest deadline a task sleeps until, or `nil` when nobody sleeps.
    public var nextDeadline: ContinuousClock.Instant? {
        lock.withLock { sleepers.values.map(\.deadline).min() }
    }

    /// Moves the clock on to ``nextDeadline``, waking who sleeps until then; `false` when
    /// nobody sleeps.
    @discardableResult
    public func advanceToNextDeadline() -> Bool {
        guard let deadline = nextDeadline else { return false }
        let wait = max(.zero, deadline - monotonicNow)
        let seconds = Double(wait.components.seconds) + Double(wait.components.attoseconds) / 1e18
        move(reaching: deadline) { current in
            current += seconds
            return seconds
        }
        return true
    }

    /// Returns once the clock has been moved to `deadline` or past it.
    public func sleep(until deadline: ContinuousClock.Instant) async throws {
        let id = lock.withLock {
            nextSleeper += 1
            return nextSleeper
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let outcome: Result<Void, any Error>? = lock.withLock {
                    if Task.isCancelled { return .failure(CancellationError()) }
                    if deadline <= monotonic { return .success(()) }
                    sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
                    return nil
                }
                if let outcome { continuation.resume(with: outcome) }
            }
        } onCancel: {
            lock.withLock { sleepers.removeValue(forKey: id) }?.continuation.resume(
                throwing: CancellationError())
        }
    }

    /// Applies `change` to the wall time, moves the monotonic time on by the seconds it
    /// returns (when positive) or to `target`, and wakes the sleepers that are due.
    private func move(
        reaching target: ContinuousClock.Instant? = nil, _ change: (inout Date) -> TimeInterval
    ) {
        let due: [Sleeper] = lock.withLock {
            let seconds = change(&current)
            if let target {
                monotonic = max(monotonic, target)
            } else if seconds > 0 {
                monotonic += .seconds(seconds)
            }
            let due = sleepers.filter { $0.value.deadline <= monotonic }
            for id in due.keys { sleepers.removeValue(forKey: id) }
            return Array(due.values)
        }
        for sleeper in due { sleeper.continuation.resume() }
    }
}
