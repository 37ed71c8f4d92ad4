/// A time budget for waiting on something a test started, that counts only the time the test
/// was free to look.
///
/// Swift Testing runs the whole suite at once on the concurrency pool, which has a thread per
/// core (two on the project's machines). A test that sleeps between looks is queued behind
/// every other test's work when it wakes, so under a full run one short sleep can take a
/// minute of wall-clock time, and a deadline read off `ContinuousClock` then judges the
/// machine's load rather than the code. What held this test back held back what it waits for
/// just as much: both run on the same pool.
///
/// So each look is charged the time it took, but no more than its own pause and
/// ``allowance``: a look that comes late because the process was busy costs what a prompt one
/// costs. On a quiet machine the budget runs out as a wall-clock deadline would; a stuck wait
/// still fails, only later on a loaded one. A wait that is itself the point of a test (how
/// soon a reply comes) measures wall-clock time instead, with a bound that says why.
///
/// ```swift
/// var patience = Patience(.seconds(30))
/// while !condition() {
///     guard !patience.isExhausted else { throw TimedOut() }
///     try await patience.pause(for: .milliseconds(5))
/// }
/// ```
public struct Patience: Sendable {
    /// The most a look is charged beyond its own pause: the work between two looks on a
    /// machine that is busy but not holding the test back.
    public static let allowance: Duration = .milliseconds(100)

    private let budget: Duration
    private var spent: Duration = .zero
    private var lastLook: ContinuousClock.Instant

    /// A budget of `budget`, counted from now.
    public init(_ budget: Duration) {
        self.budget = budget
        lastLook = .now
    }

    /// Whether the budget is spent.
    public var isExhausted: Bool { spent >= budget }

    /// Sleeps for `interval`, then charges the time since the previous look, at most
    /// `interval` and ``allowance``.
    /// - Throws: `CancellationError` if the task is cancelled.
    public mutating func pause(for interval: Duration) async throws {
        try await Task.sleep(for: interval)
        charge(upTo: interval)
    }

    /// Runs `step`, a wait that ends by itself within `bound` (a long poll with that timeout),
    /// and charges the time since the previous look, at most `bound` and ``allowance``.
    /// - Returns: what `step` returns.
    /// - Throws: what `step` throws.
    public mutating func wait<T>(atMost bound: Duration, _ step: () async throws -> T) async rethrows -> T {
        let value = try await step()
        charge(upTo: bound)
        return value
    }

    private mutating func charge(upTo bound: Duration) {
        let now = ContinuousClock.now
        spent += min(now - lastLook, bound + Self.allowance)
        lastLook = now
    }
}

extension Patience {
    /// Looks at `condition` every `interval` until it holds, with a budget of `budget`.
    /// - Throws: `failure` once the budget is spent and `condition` still does not hold;
    ///   whatever `condition` throws; `CancellationError` if the task is cancelled.
    public static func waitUntil(
        within budget: Duration, every interval: Duration = .milliseconds(5),
        orThrow failure: @autoclosure () -> any Error, _ condition: () async throws -> Bool
    ) async throws {
        var patience = Patience(budget)
        while try await !condition() {
            guard !patience.isExhausted else { throw failure() }
            try await patience.pause(for: interval)
        }
    }
}
