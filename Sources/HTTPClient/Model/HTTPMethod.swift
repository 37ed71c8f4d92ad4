/// The HTTP methods this client sends.
public enum HTTPMethod: String, Sendable, Hashable {
    case get = "GET"
    case post = "POST"
}
