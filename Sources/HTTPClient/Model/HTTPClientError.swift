/// Why ``HTTPClient/send(_:)`` got no response. Cancellation is reported as `CancellationError`.
///
/// No case's text contains the request URL.
public enum HTTPClientError: Error, CustomStringConvertible, Sendable, Hashable {
    /// libcurl failed: `code` is its `CURLcode`, `reason` a message with any URL removed.
    case transport(code: Int, reason: String)
    /// The connect or total timeout of the request passed.
    case timedOut
    /// The client was shut down before or while the request ran.
    case shutDown

    /// A description without the URL, which may hold a secret.
    public var description: String {
        switch self {
        case .transport(let code, let reason): "HTTP transport error \(code): \(reason)"
        case .timedOut: "HTTP request timed out"
        case .shutDown: "HTTP client is shut down"
        }
    }
}
