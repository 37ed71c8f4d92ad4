import Foundation

/// What libcurl's callbacks need during one transfer, passed to them as an unretained pointer.
///
/// The easy handle running the transfer keeps it alive until the transfer ends.
final class CurlTransferContext {
    let transfer: Transfer
    var body = Data()
    var headers = HTTPHeaders()

    init(transfer: Transfer) { self.transfer = transfer }

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
