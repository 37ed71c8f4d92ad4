import Foundation

/// A complete HTTP response. Every status code, 4xx and 5xx included, arrives as a response:
/// only failures to get one are errors.
public struct HTTPResponse: Sendable {
    public var status: Int
    public var headers: HTTPHeaders
    public var body: Data

    public init(status: Int, headers: HTTPHeaders = [:], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }
}
