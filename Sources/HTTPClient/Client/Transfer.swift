import Synchronization

/// One request on its way through the client: created, queued, running on a worker, finished.
///
/// Shared by the calling task, which may cancel it, and the worker thread that runs it. Every
/// state change happens under one lock, and the continuation is resumed exactly once: by the
/// worker with the outcome, by ``cancel()`` when the transfer had not started, or by
/// ``HTTPClient/shutdown()``.
final class Transfer: Sendable {
    typealias Continuation = CheckedContinuation<HTTPResponse, any Error>

    private enum State {
        case created
        case queued(Continuation)
        case running(Continuation)
        case cancelled
        case finished
    }

    let request: HTTPRequest
    private let state = Mutex<State>(.created)
    /// Read by the transfer loop on every pass, so it is lock-free.
    private let cancelRequested = Atomic<Bool>(false)
    /// Wakes the transfer loop, so a running transfer is stopped as soon as it is cancelled.
    private let wakeLoop: @Sendable () -> Void

    init(request: HTTPRequest, wakeLoop: @escaping @Sendable () -> Void) {
        self.request = request
        self.wakeLoop = wakeLoop
    }

    /// Whether the caller's task was cancelled; a running transfer then aborts.
    var isCancelled: Bool { cancelRequested.load(ordering: .relaxed) }

    /// Hands the transfer the continuation to resume. Returns `false`, after resuming it with
    /// `CancellationError`, when the task was cancelled first; the caller then must not queue it.
    func attach(_ continuation: Continuation) -> Bool {
        let attached = state.withLock { state in
            guard case .created = state else { return false }
            state = .queued(continuation)
            return true
        }
        if !attached { continuation.resume(throwing: CancellationError()) }
        return attached
    }

    /// Cancels on behalf of the calling task: a queued transfer is dropped at once, a running
    /// one is aborted by the transfer loop, which this wakes.
    func cancel() {
        cancelRequested.store(true, ordering: .relaxed)
        let (dropped, running): (Continuation?, Bool) = state.withLock { state in
            switch state {
            case .created:
                state = .cancelled
                return (nil, false)
            case .queued(let continuation):
                state = .finished
                return (continuation, false)
            case .running:
                return (nil, true)
            case .cancelled, .finished:
                return (nil, false)
            }
        }
        dropped?.resume(throwing: CancellationError())
        if running { wakeLoop() }
    }

    /// Called by a worker before running it; `false` means it was dropped and must be skipped.
    func begin() -> Bool {
        state.withLock { state in
            guard case .queued(let continuation) = state else { return false }
            state = .running(continuation)
            return true
        }
    }

    /// Delivers the outcome, unless the transfer already finished.
    func finish(_ result: Result<HTTPResponse, any Error>) {
        let continuation: Continuation? = state.withLock { state in
            switch state {
            case .queued(let continuation), .running(let continuation):
                state = .finished
                return continuation
            case .created, .cancelled, .finished:
                return nil
            }
        }
        continuation?.resume(with: result)
    }
}
