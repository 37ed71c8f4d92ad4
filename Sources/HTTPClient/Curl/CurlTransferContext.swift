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
    ///
    /// Works on the bytes: every response has several header lines, and Foundation's
    /// `trimmingCharacters(in:)` would cost more than the rest of the transfer.
    func receiveHeaderLine(_ bytes: UnsafeRawBufferPointer) {
        let line = Self.trimmed(bytes[...])
        if line.starts(with: "HTTP/".utf8) {
            headers = HTTPHeaders()
        } else if let colon = line.firstIndex(of: UInt8(ascii: ":")) {
            let name = Self.trimmed(line[..<colon])
            let value = Self.trimmed(line[(colon + 1)...])
            headers.add(
                String(decoding: UnsafeRawBufferPointer(rebasing: name), as: UTF8.self),
                String(decoding: UnsafeRawBufferPointer(rebasing: value), as: UTF8.self))
        }
    }

    /// `bytes` without leading and trailing spaces, tabs and line breaks.
    private static func trimmed(_ bytes: Slice<UnsafeRawBufferPointer>) -> Slice<UnsafeRawBufferPointer> {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }),
            let last = bytes.lastIndex(where: { !isSpace($0) })
        else { return bytes[bytes.startIndex..<bytes.startIndex] }
        return bytes[first...last]
    }
}
