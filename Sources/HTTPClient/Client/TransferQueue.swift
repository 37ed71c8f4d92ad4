import Synchronization

/// The FIFO inbox between ``HTTPClient/send(_:)`` and the ``TransferLoop`` thread.
final class TransferQueue: Sendable {
    private struct State {
        var pending: [Transfer] = []
        var closed = false
        var accepted = 0
    }

    private let state = Mutex(State())
    private let multi: CurlMultiHandle

    init(multi: CurlMultiHandle) { self.multi = multi }

    /// Appends a transfer and wakes the loop; `false` when the queue is closed and the
    /// transfer was not taken.
    func enqueue(_ transfer: Transfer) -> Bool {
        let accepted = state.withLock { state in
            guard !state.closed else { return false }
            state.pending.append(transfer)
            state.accepted += 1
            return true
        }
        if accepted { multi.wake() }
        return accepted
    }

    /// How many transfers were queued so far, taken or not.
    var accepted: Int { state.withLock { $0.accepted } }

    /// Makes the loop look at its transfers now, e.g. because one was cancelled.
    func wake() { multi.wake() }

    /// Takes every queued transfer, oldest first, and whether the queue was closed.
    func takeAll() -> (transfers: [Transfer], closed: Bool) {
        state.withLock { state in
            defer { state.pending = [] }
            return (state.pending, state.closed)
        }
    }

    /// Closes the queue, wakes the loop so it can stop, and returns the transfers it never
    /// took, for the caller to fail.
    func close() -> [Transfer] {
        let pending: [Transfer] = state.withLock { state in
            state.closed = true
            defer { state.pending = [] }
            return state.pending
        }
        multi.wake()
        return pending
    }
}
