/// Monotonic time, and sleeping on it, for the loops that wait: rate limits and doorbell
/// timeouts read it, so that tests move time on instead of waiting for it.
///
/// Production code uses ``SystemWaitClock``; tests use `ManualClock` (TestSupport), which
/// moves its wall time and its monotonic time together.
public protocol WaitClock: Sendable {
    /// The current instant; it never goes back.
    var monotonicNow: ContinuousClock.Instant { get }

    /// Returns once ``monotonicNow`` has reached `deadline`.
    /// - Throws: `CancellationError` when the task is cancelled first.
    func sleep(until deadline: ContinuousClock.Instant) async throws
}

/// The system's monotonic clock, which keeps running while the machine sleeps.
public struct SystemWaitClock: WaitClock {
    /// The system's monotonic clock.
    public init() {}

    /// The current instant of `ContinuousClock`.
    public var monotonicNow: ContinuousClock.Instant { .now }

    /// Sleeps on `ContinuousClock` until `deadline`.
    public func sleep(until deadline: ContinuousClock.Instant) async throws {
        try await Task.sleep(until: deadline, clock: .continuous)
    }
}
