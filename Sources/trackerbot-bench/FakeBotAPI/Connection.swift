import Glibc

/// One accepted socket and its input buffer, reused across the requests on it.
struct Connection: ~Copyable {
    let descriptor: Int32
    /// Bytes received; `filled` of them are valid, starting with the current request.
    private(set) var input = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 64 * 1024)
    private var filled = 0
    private var output: [UInt8] = []

    init(descriptor: Int32) {
        self.descriptor = descriptor
        output.reserveCapacity(64 * 1024)
    }

    deinit { input.deallocate() }

    consuming func close() {
        _ = Glibc.close(descriptor)
    }

    /// Reads until a whole request (headers and `Content-Length` body) is buffered; nil when the
    /// peer closed the connection or sent something this fake does not speak.
    mutating func nextRequest() -> Request? {
        var scanned = 0
        var headerEnd: Int?
        while true {
            if let end = headerEnd {
                guard let request = parse(headerEnd: end) else { return nil }
                while filled < request.body.upperBound {
                    guard receive() else { return nil }
                }
                return request
            }
            headerEnd = Self.find(crlfcrlf: Bytes(rebasing: input[..<filled]), from: scanned)
            if headerEnd == nil {
                scanned = max(0, filled - 3)
                guard receive() else { return nil }
            }
        }
    }

    /// Drops the answered request, keeping any bytes of the next one.
    mutating func consume(_ request: Request) {
        let used = request.body.upperBound
        if filled > used {
            UnsafeMutableRawPointer(input.baseAddress!).copyMemory(
                from: input.baseAddress! + used, byteCount: filled - used)
        }
        filled -= used
    }

    /// Sends the status line, headers and `body`; false when the peer is gone.
    mutating func respond(status: Int, body: [UInt8]) -> Bool {
        output.removeAll(keepingCapacity: true)
        switch status {
        case 200: output += "HTTP/1.1 200 OK\r\n".utf8
        case 429: output += "HTTP/1.1 429 Too Many Requests\r\n".utf8
        default: output += "HTTP/1.1 404 Not Found\r\n".utf8
        }
        output += "Content-Type: application/json\r\nConnection: keep-alive\r\nContent-Length: ".utf8
        DecimalText.append(Int64(body.count), to: &output)
        output += "\r\n\r\n".utf8
        output += body
        return output.withUnsafeBytes { bytes in
            var sent = 0
            while sent < bytes.count {
                // MSG_NOSIGNAL: a bot that exited must not kill the bench with SIGPIPE.
                let count = send(
                    descriptor, bytes.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL))
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return false }
                sent += count
            }
            return true
        }
    }

    private mutating func receive() -> Bool {
        if filled == input.count {
            guard input.count < 16 * 1024 * 1024 else { return false }
            let larger = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: input.count * 2)
            _ = larger.initialize(fromContentsOf: input)
            input.deallocate()
            input = larger
        }
        while true {
            let count = recv(descriptor, input.baseAddress! + filled, input.count - filled, 0)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            filled += count
            return true
        }
    }

    /// The request line's target and the headers this fake needs, from `input[..<headerEnd]`.
    private func parse(headerEnd: Int) -> Request? {
        let head = Bytes(rebasing: input[..<headerEnd])
        guard let space = head.firstIndex(of: UInt8(ascii: " ")) else { return nil }
        var pathEnd = space + 1
        while pathEnd < head.count, head[pathEnd] != UInt8(ascii: " "), head[pathEnd] != UInt8(ascii: "?") {
            pathEnd += 1
        }
        var contentLength = 0
        var closeAfter = false
        var line = head[pathEnd...].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? head.count
        while line < head.count {
            let lineEnd = head[line...].firstIndex(of: UInt8(ascii: "\n")) ?? head.count
            let header = Bytes(rebasing: head[line..<lineEnd])
            if let value = Self.value(of: "content-length:", in: header) {
                contentLength = 0
                for byte in value where byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                    contentLength = contentLength * 10 + Int(byte - UInt8(ascii: "0"))
                }
            } else if let value = Self.value(of: "connection:", in: header) {
                closeAfter = Self.hasPrefix("close", value)
            } else if Self.value(of: "transfer-encoding:", in: header) != nil {
                return nil  // libcurl sends Content-Length for the bot's bodies; chunked is not spoken.
            }
            line = lineEnd + 1
        }
        let bodyStart = headerEnd + 4
        return Request(
            path: (space + 1)..<pathEnd, body: bodyStart..<(bodyStart + contentLength), closeAfter: closeAfter
        )
    }

    /// The bytes after `name` (lowercase, with its colon) when `header` starts with it in any case.
    private static func value(of name: StaticString, in header: Bytes)
        -> Bytes?
    {
        let count = name.utf8CodeUnitCount
        guard header.count >= count, hasPrefix(name, header) else { return nil }
        var start = count
        while start < header.count, header[start] == UInt8(ascii: " ") { start += 1 }
        return Bytes(rebasing: header[start...])
    }

    /// Whether `bytes` starts with the lowercase ASCII `prefix`, ignoring case.
    private static func hasPrefix(_ prefix: StaticString, _ bytes: Bytes) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard bytes.count >= count else { return false }
        let start = prefix.utf8Start
        for index in 0..<count where bytes[bytes.startIndex + index] | 0x20 != start[index] | 0x20 {
            return false
        }
        return true
    }

    private static func find(crlfcrlf bytes: Bytes, from start: Int) -> Int? {
        guard bytes.count >= 4 else { return nil }
        var index = start
        while index <= bytes.count - 4 {
            if bytes[index] == 13, bytes[index + 1] == 10, bytes[index + 2] == 13, bytes[index + 3] == 10 {
                return index
            }
            index += 1
        }
        return nil
    }
}
