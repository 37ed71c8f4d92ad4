import HTTPClient

/// Why a client-server API call failed: the homeserver's answer (HTTP status, `errcode`,
/// `error`, `retry_after_ms`) or the transport failure, and what that means for the caller
/// (``kind``, ``isRetryable``).
///
/// Neither ``description`` nor any field holds the access token or a password: the client
/// removes them from the server's text before building the error.
public struct MatrixError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What the caller should do about the failure.
    public enum Kind: Sendable, Hashable {
        /// The access token is unknown, expired, logged out or missing (`M_UNKNOWN_TOKEN`,
        /// `M_MISSING_TOKEN`, HTTP 401): log in again; repeating the call cannot help.
        case unknownToken
        /// The user may not do this (`M_FORBIDDEN`, HTTP 403), for instance send to a room it
        /// is not in, or log in with a wrong password.
        case forbidden
        /// Rate limited (`M_LIMIT_EXCEEDED`, HTTP 429): repeat after ``retryAfter``.
        case rateLimited
        /// The room, event or endpoint does not exist (`M_NOT_FOUND`, HTTP 404).
        case notFound
        /// Any other 4xx: the request itself is wrong; repeating it fails the same way.
        case badRequest
        /// A 5xx, or a status the client does not expect: the server failed; repeat later.
        case server
        /// No response arrived (connection failure, timeout, client shut down).
        case transport
        /// A success status whose body could not be decoded.
        case invalidResponse
    }

    /// What the failure means for the caller.
    public var kind: Kind
    /// The HTTP status; `nil` when no response arrived.
    public var status: Int?
    /// The Matrix error code, such as `M_FORBIDDEN`, when the server sent one.
    public var errcode: String?
    /// The server's `error` text, meant for developers.
    public var message: String?
    /// How long to wait before repeating a rate-limited call: `retry_after_ms` from the body,
    /// else the `Retry-After` header (seconds) converted to milliseconds.
    public var retryAfterMilliseconds: Int?
    /// On ``Kind/unknownToken``: the server's `soft_logout`, set when the session only needs
    /// a new login on the same device.
    public var softLogout: Bool
    /// On ``Kind/transport``: the HTTP client's error.
    public var transportError: HTTPClientError?
    /// On a 401 that asks for user-interactive authentication (client-server spec,
    /// "User-interactive authentication API"): the session to send the credentials in.
    public var authenticationSession: String?

    /// An error from its parts; the client builds these from a failed response.
    public init(
        kind: Kind, status: Int? = nil, errcode: String? = nil, message: String? = nil,
        retryAfterMilliseconds: Int? = nil, softLogout: Bool = false, transportError: HTTPClientError? = nil
    ) {
        self.kind = kind
        self.status = status
        self.errcode = errcode
        self.message = message
        self.retryAfterMilliseconds = retryAfterMilliseconds
        self.softLogout = softLogout
        self.transportError = transportError
    }

    /// A transport failure: no response arrived.
    public static func transport(_ error: HTTPClientError) -> MatrixError {
        MatrixError(kind: .transport, message: error.description, transportError: error)
    }

    /// The wait a rate-limited call asks for, when it says.
    public var retryAfter: Duration? { retryAfterMilliseconds.map { .milliseconds($0) } }

    /// Whether the same call may succeed if repeated later (after ``retryAfter`` when rate
    /// limited). A send repeated with the same transaction id is safe: the server answers
    /// with the first attempt's event instead of sending twice.
    public var isRetryable: Bool {
        switch kind {
        case .rateLimited, .server: true
        case .transport: transportError != .shutDown
        case .unknownToken, .forbidden, .notFound, .badRequest, .invalidResponse: false
        }
    }

    /// The status, code and server text, without secrets.
    public var description: String {
        var text = "Matrix: \(Self.summary(of: kind))"
        var details: [String] = []
        if let status { details.append("HTTP \(status)") }
        if let errcode { details.append(errcode) }
        if let message, kind != .transport { details.append(message) }
        if kind == .transport, let transportError { details.append(transportError.description) }
        if !details.isEmpty { text += " (\(details.joined(separator: ": ")))" }
        if let retryAfterMilliseconds { text += ", retry after \(retryAfterMilliseconds) ms" }
        return text
    }

    private static func summary(of kind: Kind) -> String {
        switch kind {
        case .unknownToken: "unknown or missing access token"
        case .forbidden: "forbidden"
        case .rateLimited: "rate limited"
        case .notFound: "not found"
        case .badRequest: "bad request"
        case .server: "server error"
        case .transport: "no response"
        case .invalidResponse: "invalid response"
        }
    }

    /// Classifies a failed response by its `errcode` first (a proxy may change the status),
    /// then by its status.
    ///
    /// - Parameter retryAfterHeader: the `Retry-After` header, used when the body has no
    ///   `retry_after_ms` (newer servers send only the header; a proxy's 429 has no body).
    static func classify(
        status: Int, body: MatrixErrorBody?, retryAfterHeader: String?
    ) -> MatrixError {
        let kind: Kind
        switch (body?.errcode, status) {
        case ("M_UNKNOWN_TOKEN", _), ("M_MISSING_TOKEN", _), (_, 401): kind = .unknownToken
        case ("M_LIMIT_EXCEEDED", _), (_, 429): kind = .rateLimited
        case ("M_FORBIDDEN", _), (_, 403): kind = .forbidden
        case ("M_NOT_FOUND", _), (_, 404): kind = .notFound
        case (_, 400..<500): kind = .badRequest
        default: kind = .server
        }
        var retryAfter: Int?
        if kind == .rateLimited {
            retryAfter = (body?.retryAfterMilliseconds ?? retryAfterHeader.flatMap(milliseconds(seconds:)))
                .map { max(0, $0) }
        }
        var error = MatrixError(
            kind: kind, status: status, errcode: body?.errcode, message: body?.error,
            retryAfterMilliseconds: retryAfter, softLogout: body?.softLogout ?? false)
        error.authenticationSession = status == 401 ? body?.session : nil
        return error
    }

    /// A `Retry-After` header's delay in seconds, in milliseconds; `nil` for an HTTP date or
    /// anything else, and capped rather than overflowing.
    private static func milliseconds(seconds header: String) -> Int? {
        guard let seconds = Int(header.filter { !$0.isWhitespace }) else { return nil }
        let (milliseconds, overflow) = seconds.multipliedReportingOverflow(by: 1000)
        return overflow ? (seconds < 0 ? 0 : .max) : milliseconds
    }
}
