import Foundation

/// What libcurl's callbacks need during one transfer, passed to them as an unretained pointer.
///
/// Lives on the worker thread for the duration of one transfer; the worker keeps it
/// alive until the transfer ends.
final class CurlTransferContext {
    let transfer: Transfer
    let queue: TransferQueue
    var body = Data()
    var headers = HTTPHeaders()

    init(transfer: Transfer, queue: TransferQueue) {
        self.transfer = transfer
        self.queue = queue
    }

    /// Whether the progress callback should abort: the caller cancelled or the client shut down.
    var shouldAbort: Bool { transfer.isCancelled || queue.isClosed }

    /// Records one raw header line. A status line starts a new header block, so only the final
    /// response's headers are kept (an interim `100 Continue` or a proxy's answer is dropped).
    func receiveHeaderLine(_ bytes: UnsafeRawBufferPointer) {
        let line = String(decoding: bytes, as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        if line.hasPrefix("HTTP/") {
            headers = HTTPHeaders()
        } else if let colon = line.firstIndex(of: ":") {
            let name = line[..<colon].trimmingCharacters(in: .whitespaces)
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            headers.add(name, value)
        }
    }
}
