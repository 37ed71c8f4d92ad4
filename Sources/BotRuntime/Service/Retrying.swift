import TrackerCore

/// Runs `attempt` until it succeeds, waiting the ``Backoff/standard`` on `clock` between
/// tries: how platforms connect, so that a bot started during an outage comes up by itself.
///
/// - Parameter failed: told each failure and the wait before the next try; it logs a failure
///   worth retrying, and throws (the platform's exit reason) to stop trying.
/// - Throws: what `failed` throws; `CancellationError` on shutdown.
public func retrying<T>(
    on clock: any WaitClock, _ attempt: () async throws -> T,
    failed: (_ error: any Error, _ delay: Duration) throws -> Void
) async throws -> T {
    var failures = 0
    while true {
        do {
            return try await attempt()
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            failures += 1
            let delay = Backoff.standard.delay(afterFailures: failures)
            try failed(error, delay)
            try await clock.sleep(until: clock.monotonicNow + delay)
        }
    }
}
