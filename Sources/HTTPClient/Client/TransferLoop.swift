import CCurl
import Foundation
import Logging

/// The one thread that runs every transfer of an ``HTTPClient`` through a curl multi handle.
///
/// Transfers wait in seconds (a long poll for 50 s), so they run here and never on the Swift
/// concurrency pool, which has only as many threads as cores. One thread for all of them,
/// rather than one per concurrent transfer, keeps memory flat however many messages are in
/// flight, and a busy loop picks up new requests without a thread switch each.
final class TransferLoop {
    /// The longest wait for socket activity. A new request, a cancellation or shutdown wakes
    /// the loop at once, and libcurl shortens the wait for its own timeouts, so this only
    /// bounds the damage of a wake-up that never comes.
    private static let maxWaitMilliseconds: Int32 = 1000

    private let multi: CurlMultiHandle
    private let queue: TransferQueue
    private let maxConcurrent: Int
    private let userAgent: String
    private let logger: Logger
    private let clock = ContinuousClock()

    /// Handles not running a transfer, kept for reuse.
    private var idle: [CurlEasyHandle] = []
    /// Running transfers by the address of their easy handle, with their start time.
    private var running: [UnsafeMutableRawPointer: (easy: CurlEasyHandle, start: ContinuousClock.Instant)] =
        [:]
    /// Taken from the queue but not started: more than `maxConcurrent` were asked for.
    private var waiting: [Transfer] = []

    private init(
        multi: CurlMultiHandle, queue: TransferQueue, maxConcurrent: Int, userAgent: String, logger: Logger
    ) {
        self.multi = multi
        self.queue = queue
        self.maxConcurrent = maxConcurrent
        self.userAgent = userAgent
        self.logger = logger
    }

    /// Starts the thread; it runs until ``TransferQueue/close()``, then fails what is left with
    /// ``HTTPClientError/shutDown`` and exits.
    static func start(
        multi: CurlMultiHandle, queue: TransferQueue, maxConcurrent: Int, userAgent: String, logger: Logger
    ) {
        let thread = Thread {
            TransferLoop(
                multi: multi, queue: queue, maxConcurrent: maxConcurrent, userAgent: userAgent, logger: logger
            ).run()
        }
        thread.name = "http-transfers"
        thread.start()
    }

    private func run() {
        while true {
            let (new, closed) = queue.takeAll()
            waiting.append(contentsOf: new)
            if closed { return stopAll() }
            abortCancelled()
            startWaiting()
            var stillRunning: Int32 = 0
            _ = curl_multi_perform(multi.pointer, &stillRunning)
            // A finished transfer frees a handle for a waiting one: start it without a wait.
            if collectFinished() && !waiting.isEmpty { continue }
            _ = curl_multi_poll(multi.pointer, nil, 0, Self.maxWaitMilliseconds, nil)
        }
    }

    private func startWaiting() {
        while running.count < maxConcurrent, !waiting.isEmpty {
            let transfer = waiting.removeFirst()
            // A transfer cancelled while it waited was already answered.
            guard transfer.begin() else { continue }
            guard let easy = idle.popLast() ?? CurlEasyHandle(userAgent: userAgent) else {
                finish(
                    transfer,
                    .failure(
                        HTTPClientError.transport(
                            code: Int(CURLE_FAILED_INIT.rawValue), reason: "no curl handle")),
                    duration: .zero)
                continue
            }
            do {
                try easy.start(transfer)
            } catch {
                idle.append(easy)
                finish(transfer, .failure(error), duration: .zero)
                continue
            }
            let added = curl_multi_add_handle(multi.pointer, easy.handle)
            guard added == CURLM_OK else {
                let result = easy.finish(CURLE_FAILED_INIT)
                idle.append(easy)
                finish(transfer, result, duration: .zero)
                continue
            }
            running[easy.handle] = (easy, clock.now)
        }
    }

    /// Hands every completed transfer its outcome; returns whether any completed.
    private func collectFinished() -> Bool {
        var any = false
        var queued: Int32 = 0
        while let message = curl_multi_info_read(multi.pointer, &queued) {
            guard message.pointee.msg == CURLMSG_DONE, let handle = message.pointee.easy_handle else {
                continue
            }
            end(handle, code: message.pointee.data.result)
            any = true
        }
        return any
    }

    /// Stops the transfers whose callers were cancelled.
    private func abortCancelled() {
        for (handle, (easy, _)) in running where easy.context?.transfer.isCancelled == true {
            end(handle, code: CURLE_ABORTED_BY_CALLBACK, failure: CancellationError())
        }
    }

    /// Fails everything still running or waiting; the handles are freed with the loop.
    private func stopAll() {
        for handle in running.keys {
            end(handle, code: CURLE_ABORTED_BY_CALLBACK, failure: HTTPClientError.shutDown)
        }
        for transfer in waiting { transfer.finish(.failure(HTTPClientError.shutDown)) }
        waiting = []
    }

    /// Takes a running transfer off the multi handle, frees its handle for reuse, and answers
    /// its caller: with libcurl's outcome for `code`, or with `failure` when the loop stopped it.
    private func end(_ handle: UnsafeMutableRawPointer, code: CURLcode, failure: (any Error)? = nil) {
        guard let (easy, start) = running.removeValue(forKey: handle) else { return }
        curl_multi_remove_handle(multi.pointer, handle)
        let transfer = easy.context?.transfer
        let outcome = easy.finish(code)
        idle.append(easy)
        guard let transfer else { return }
        finish(transfer, failure.map { .failure($0) } ?? outcome, duration: clock.now - start)
    }

    private func finish(_ transfer: Transfer, _ result: Result<HTTPResponse, any Error>, duration: Duration) {
        defer { transfer.finish(result) }
        // Building the metadata costs more than a small transfer; skip it unless it is logged.
        guard logger.logLevel <= .debug else { return }
        var metadata: Logger.Metadata = [
            "request": "\(transfer.request)", "duration": "\(duration)",
        ]
        switch result {
        case .success(let response):
            metadata["status"] = "\(response.status)"
            logger.debug("HTTP transfer finished", metadata: metadata)
        case .failure(let error):
            metadata["error"] = "\(error)"
            logger.debug("HTTP transfer failed", metadata: metadata)
        }
    }
}
