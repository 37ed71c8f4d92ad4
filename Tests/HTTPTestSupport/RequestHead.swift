import Foundation

/// The request line and header fields of one HTTP/1.1 request, as a ``LoopbackServer`` reads them.
struct RequestHead {
    var method: String
    /// The request target: the path and query, still percent-encoded.
    var target: String
    var version: String
    /// Header values by lowercased name (the last value wins).
    var headers: [String: String]

    /// The blank line that ends a request's head.
    static let terminator: [UInt8] = Array("\r\n\r\n".utf8)

    /// Parses the head's text up to, not including, its blank line; `nil` if it is not HTTP.
    init?(_ bytes: ArraySlice<UInt8>) {
        let lines = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\r\n")
        let requestLine = lines[0].split(separator: " ", omittingEmptySubsequences: true)
        guard requestLine.count == 3, requestLine[2].hasPrefix("HTTP/") else { return nil }
        method = String(requestLine[0])
        target = String(requestLine[1])
        version = String(requestLine[2])
        headers = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { return nil }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
    }

    /// The body's length in bytes; requests without a `Content-Length` have none.
    var contentLength: Int? {
        guard let value = headers["content-length"] else { return 0 }
        return Int(value).flatMap { $0 >= 0 ? $0 : nil }
    }

    /// Whether the connection stays open after the response (HTTP/1.1's default).
    var keepsAlive: Bool {
        let connection = headers["connection"]?.lowercased()
        return version == "HTTP/1.1" ? connection != "close" : connection == "keep-alive"
    }

    /// The request with its body, the path decoded and the query split into parameters.
    func request(body: Data, remotePort: UInt16?) -> ServerRequest {
        let components = URLComponents(string: target)
        let rawPath = components?.percentEncodedPath ?? target
        let path = URL(string: rawPath)?.standardized.path ?? rawPath
        var query: [String: String] = [:]
        for item in components?.queryItems ?? [] { query[item.name] = item.value ?? "" }
        return ServerRequest(
            method: method, path: path, headers: headers, body: body, remotePort: remotePort,
            rawPath: rawPath, query: query)
    }
}

extension ServerResponse {
    /// The response as HTTP/1.1 sends it, with its length and, unless `keepAlive`, a close.
    func encoded(keepAlive: Bool) -> Data {
        var head = "HTTP/1.1 \(status) Status \(status)\r\n"
        let names = Set(headers.keys.map { $0.lowercased() })
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if !names.contains("content-length") { head += "Content-Length: \(body.count)\r\n" }
        if !keepAlive { head += "Connection: close\r\n" }
        head += "\r\n"
        return Data(head.utf8) + body
    }
}
