import Synchronization

/// Wakes a waiting loop early: producers ring it after committing outbox rows, and the
/// delivery worker waits on it between rounds.
///
/// It lives in the core rather than in Delivery or a store, so that every producer of outbox
/// rows (commands, the scheduler, jobs) can ring it without depending on the delivery worker
/// or on a storage engine: it does no I/O.
///
/// A ring with nobody waiting is remembered once, so a ring just before ``wait(timeout:)``
/// is not lost. One waiter at a time.
public final class Doorbell: Sendable {
    private struct State: ~Copyable {
        var rung = false
        var waiter: CheckedContinuation<Void, Never>?
        var timer: Task<Void, Never>?
    }

    private let state = Mutex(State())
    private let clock: any WaitClock

    /// A doorbell nobody has rung yet, whose timeouts run on `clock`.
    public init(clock: any WaitClock = SystemWaitClock()) { self.clock = clock }

    /// Wakes the waiter, or the next one.
    public func ring() {
        let (waiter, timer) = state.withLock { state in
            guard let waiter = state.waiter else {
                state.rung = true
                return (CheckedContinuation<Void, Never>?.none, Task<Void, Never>?.none)
            }
            state.waiter = nil
            defer { state.timer = nil }
            return (waiter, state.timer)
        }
        timer?.cancel()
        waiter?.resume()
    }

    /// Returns when rung, after `timeout`, or when the task is cancelled.
    public func wait(timeout: Duration) async {
        await waitForRing(timeout: timeout)
    }

    /// Returns when rung or when the task is cancelled: for a loop that has nothing to do
    /// until someone rings.
    public func wait() async {
        await waitForRing(timeout: nil)
    }

    private func waitForRing(timeout: Duration?) async {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let alreadyRung = state.withLock { state in
                    if state.rung || Task.isCancelled {
                        state.rung = false
                        return true
                    }
                    state.waiter = continuation
                    state.timer = timeout.map { timeout in
                        Task { [weak self, clock] in
                            try? await clock.sleep(until: clock.monotonicNow + timeout)
                            guard !Task.isCancelled else { return }
                            self?.ring()
                        }
                    }
                    return false
                }
                if alreadyRung { continuation.resume() }
            }
        } onCancel: {
            ring()
        }
    }
}
