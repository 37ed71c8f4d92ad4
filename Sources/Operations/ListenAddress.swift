/// Where the operator's HTTP listener binds: `HTTP_LISTEN`'s `host:port`.
public struct ListenAddress: Sendable, Hashable, CustomStringConvertible {
    /// An IPv4 address or host name (`127.0.0.1`, `localhost`), or an IPv6 address without
    /// its brackets.
    public var host: String
    /// The TCP port, 1–65535.
    public var port: Int

    /// The address `text` names: `host:port`, or `[v6-address]:port`; `nil` for anything else.
    public init?(_ text: String) {
        let host: Substring
        let port: Substring
        if text.hasPrefix("["), let close = text.firstIndex(of: "]") {
            host = text[text.index(after: text.startIndex)..<close]
            let rest = text[text.index(after: close)...]
            guard rest.hasPrefix(":") else { return nil }
            port = rest.dropFirst()
        } else {
            guard let colon = text.lastIndex(of: ":") else { return nil }
            host = text[..<colon]
            port = text[text.index(after: colon)...]
            guard !host.contains(":") else { return nil }
        }
        guard !host.isEmpty, !host.contains(where: \.isWhitespace),
            port.allSatisfy({ $0.isASCII && $0.isNumber }),
            port.count <= 5, let number = Int(port), (1...65535).contains(number)
        else { return nil }
        self.host = String(host)
        self.port = number
    }

    /// `host:port`, with an IPv6 host in brackets.
    public var description: String { host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)" }
}
