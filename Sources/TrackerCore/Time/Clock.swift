import Foundation

/// The source of "now" for everything that depends on time.
///
/// Domain rules never read the system clock; they are handed an instant. Production code
/// uses ``SystemClock``; tests use `ManualClock` (TestSupport) to step through days, DST
/// changes and downtime.
public protocol Clock: Sendable {
    /// The current instant.
    func now() -> Date
}

/// The real wall clock.
public struct SystemClock: Clock {
    /// The system clock.
    public init() {}
    /// The current instant.
    public func now() -> Date { Date() }
}
