import Foundation

/// A complete HTTP response. Every status code, 4xx and 5xx included, arrives as a response:
/// only failures to get one are errors.
public struct HTTPResponse: Sendable {
    /// The HTTP status code.
    public var status: Int
    /// The response's header fields, in order.
    public var headers: HTTPHeaders
    /// The whole body.
    public var body: Data

    /// A response with the given status, headers and body.
    public init(status: Int, headers: HTTPHeaders = [:], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }
}
