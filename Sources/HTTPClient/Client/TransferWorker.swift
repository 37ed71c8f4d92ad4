import CCurl
import Foundation
import Logging

/// A dedicated thread that runs queued transfers one at a time with its own curl handle.
///
/// A transfer blocks its thread from start to end (50 s for a long poll), so it runs here and
/// never on the Swift concurrency pool, which has only as many threads as cores.
enum TransferWorker {
    /// Starts worker number `index`; it exits after ``TransferQueue/close()``.
    static func start(index: Int, queue: TransferQueue, userAgent: String, logger: Logger) {
        let thread = Thread {
            run(queue: queue, userAgent: userAgent, logger: logger)
        }
        thread.name = "http-transfer-\(index)"
        thread.start()
    }

    private static func run(queue: TransferQueue, userAgent: String, logger: Logger) {
        let session = CurlSession(userAgent: userAgent)
        if session == nil {
            logger.critical("Could not create a curl handle; this worker fails every request")
        }
        let clock = ContinuousClock()
        while let transfer = queue.next() {
            guard transfer.begin() else { continue }
            guard let session else {
                let failure = HTTPClientError.transport(
                    code: Int(CURLE_FAILED_INIT.rawValue), reason: "no curl handle")
                transfer.finish(.failure(failure))
                continue
            }
            let start = clock.now
            let result = session.perform(transfer, queue: queue)
            log(result, of: transfer.request, duration: clock.now - start, logger: logger)
            transfer.finish(result)
        }
    }

    private static func log(
        _ result: Result<HTTPResponse, any Error>, of request: HTTPRequest, duration: Duration,
        logger: Logger
    ) {
        var metadata: Logger.Metadata = [
            "request": "\(request)", "duration": "\(duration)",
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
