/// Keeps request URLs, which may hold credentials, out of error text and logs.
enum SecretRedaction {
    /// `scheme://host[:port]` of `url`, without user info, path, query or fragment.
    static func origin(of url: String) -> String {
        guard let schemeEnd = url.range(of: "://") else { return "<url>" }
        let authority = url[schemeEnd.upperBound...].prefix { !"/?#".contains($0) }
        let host = authority.split(separator: "@", omittingEmptySubsequences: false).last ?? ""
        return String(url[..<schemeEnd.upperBound] + host)
    }

    /// `message` with the request URL, its path, any other URL and anything shaped like a bot
    /// token replaced. libcurl's error buffer names hosts and, for some failures, URLs.
    static func redact(_ message: String, url: String) -> String {
        var text = message
        let origin = origin(of: url)
        if !url.isEmpty { text = text.replacing(url, with: "\(origin)/…") }
        if let schemeEnd = url.range(of: "://"),
            let pathStart = url[schemeEnd.upperBound...].firstIndex(where: { "/?#".contains($0) })
        {
            let path = url[pathStart...]
            if path.count > 1 { text = text.replacing(path, with: "/…") }
        }
        text = text.replacing(#/[A-Za-z][A-Za-z0-9+.\-]*://[^\s'"]+/#) { match in
            "\(Self.origin(of: String(match.output)))/…"
        }
        return text.replacing(#/[0-9]+:[A-Za-z0-9_\-]{20,}/#, with: "<redacted>")
    }
}
