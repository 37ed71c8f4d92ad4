import Logging

/// A small HTTP/1.1 and HTTP/2 client on libcurl, for talking to one or a few API hosts.
///
/// One dedicated thread runs every transfer through a curl multi handle, which keeps
/// connections alive between requests to the same host. ``send(_:)`` queues a request and
/// suspends the calling task without blocking a thread of the concurrency pool. TLS
/// certificates and host names are verified.
///
/// ```swift
/// let client = HTTPClient(userAgent: "TrackerBot/1.0", logger: logger)
/// let response = try await client.send(HTTPRequest(url: "https://example.org/"))
/// ```
public final class HTTPClient: Sendable {
    private let queue: TransferQueue

    /// Starts the transfer thread.
    ///
    /// - Parameters:
    ///   - maxConcurrentTransfers: how many requests run at once; more wait in FIFO order.
    ///   - userAgent: the `User-Agent` of every request.
    ///   - logger: receives one debug line per transfer (method, origin, status, duration;
    ///     never the path or query).
    public init(maxConcurrentTransfers: Int = 4, userAgent: String, logger: Logger) {
        precondition(maxConcurrentTransfers > 0, "maxConcurrentTransfers must be positive")
        guard let multi = CurlMultiHandle() else { fatalError("libcurl could not allocate a multi handle") }
        queue = TransferQueue(multi: multi)
        TransferLoop.start(
            multi: multi, queue: queue, maxConcurrent: maxConcurrentTransfers, userAgent: userAgent,
            logger: logger)
    }

    deinit { shutdown() }

    /// Sends `request` and returns the complete response, whatever its status code.
    ///
    /// Cancelling the calling task drops a request that has not started and aborts a running
    /// one promptly; either way this throws `CancellationError`.
    ///
    /// - Throws: `CancellationError`, or ``HTTPClientError`` (none of whose text contains the URL).
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let transfer = Transfer(request: request, wakeLoop: queue.wake)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                guard transfer.attach(continuation) else { return }
                if !queue.enqueue(transfer) { transfer.finish(.failure(HTTPClientError.shutDown)) }
            }
        } onCancel: {
            transfer.cancel()
        }
    }

    /// How many requests were queued so far: a test sees from it that a request waits for a
    /// worker, before it cancels the request.
    var queuedRequests: Int { queue.accepted }

    /// Stops the client: queued requests fail with ``HTTPClientError/shutDown`` at once, running
    /// ones abort with the same error promptly, later calls fail
    /// immediately, and the transfer thread exits. Safe to call more than once, from any thread;
    /// does not block.
    public func shutdown() {
        for transfer in queue.close() { transfer.finish(.failure(HTTPClientError.shutDown)) }
    }
}
