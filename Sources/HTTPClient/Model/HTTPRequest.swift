/// One HTTP request for ``HTTPClient/send(_:)``.
///
/// The URL may carry secrets (the Telegram bot token sits in its path), so ``description``
/// shows only the method and origin, and nothing this module logs or throws contains the URL.
public struct HTTPRequest: Sendable, CustomStringConvertible {
    /// The request method; `GET` by default.
    public var method: HTTPMethod
    /// An absolute `http` or `https` URL; other schemes are refused by the client.
    public var url: String
    /// The request's header fields, sent in order.
    public var headers: HTTPHeaders
    /// What the request sends, if anything.
    public var body: HTTPRequestBody
    /// The longest the whole transfer may take, connecting included; past it the request
    /// fails with ``HTTPClientError/timedOut``.
    public var timeout: Duration
    /// The longest connecting (TCP and TLS) may take; past it ``HTTPClientError/timedOut``.
    public var connectTimeout: Duration

    /// A request; only `url` is required.
    public init(
        method: HTTPMethod = .get, url: String, headers: HTTPHeaders = [:],
        body: HTTPRequestBody = .none, timeout: Duration = .seconds(30),
        connectTimeout: Duration = .seconds(10)
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.timeout = timeout
        self.connectTimeout = connectTimeout
    }

    /// `"POST https://api.telegram.org/…"`: the path and query are left out.
    public var description: String { "\(method.rawValue) \(SecretRedaction.origin(of: url))/…" }
}
