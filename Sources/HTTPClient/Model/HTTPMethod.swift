/// The HTTP methods this client sends.
public enum HTTPMethod: String, Sendable, Hashable {
    case get = "GET"
    case post = "POST"
    /// Sends the body like a POST; Matrix uses it for idempotent sends keyed by a transaction id.
    case put = "PUT"
}
