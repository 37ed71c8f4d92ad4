import Dispatch
import Synchronization

/// The FIFO queue between ``HTTPClient/send(_:)`` and the worker threads.
///
/// Workers block in ``next()`` on a semaphore, never on the Swift concurrency pool.
final class TransferQueue: Sendable {
    private struct State {
        var pending: [Transfer] = []
        var closed = false
    }

    private let state = Mutex(State())
    /// Mirrors `State.closed` for the progress callback, which must not take the lock.
    private let closedFlag = Atomic<Bool>(false)
    /// Counts wake-ups owed to workers: one per queued transfer, plus one per worker on close.
    private let wakeUps = DispatchSemaphore(value: 0)
    private let workerCount: Int

    init(workerCount: Int) { self.workerCount = workerCount }

    /// Whether ``close()`` was called; running transfers then abort.
    var isClosed: Bool { closedFlag.load(ordering: .relaxed) }

    /// Appends a transfer; `false` when the queue is closed and the transfer was not taken.
    func enqueue(_ transfer: Transfer) -> Bool {
        let accepted = state.withLock { state in
            guard !state.closed else { return false }
            state.pending.append(transfer)
            return true
        }
        if accepted { wakeUps.signal() }
        return accepted
    }

    /// Blocks the calling worker thread until a transfer is queued; `nil` once closed.
    func next() -> Transfer? {
        while true {
            wakeUps.wait()
            let (transfer, closed): (Transfer?, Bool) = state.withLock { state in
                if state.closed { return (nil, true) }
                if state.pending.isEmpty { return (nil, false) }
                return (state.pending.removeFirst(), false)
            }
            if closed { return nil }
            if let transfer { return transfer }
        }
    }

    /// Closes the queue, wakes every worker so it can exit, and returns the transfers that never
    /// started, for the caller to fail.
    func close() -> [Transfer] {
        let pending: [Transfer] = state.withLock { state in
            state.closed = true
            defer { state.pending = [] }
            return state.pending
        }
        closedFlag.store(true, ordering: .relaxed)
        for _ in 0..<workerCount { wakeUps.signal() }
        return pending
    }
}
