import Foundation

/// What a ``LoopbackServer`` handler answers.
public struct ServerResponse: Sendable {
    /// The status code.
    public var status: Int
    /// Header fields to send, by name.
    public var headers: [String: String]
    /// The body.
    public var body: Data

    /// A response; `200` with an empty body by default.
    public init(status: Int = 200, headers: [String: String] = [:], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A JSON response with the given document text.
    public static func json(_ text: String, status: Int = 200) -> ServerResponse {
        ServerResponse(status: status, headers: ["Content-Type": "application/json"], body: Data(text.utf8))
    }

    /// A plain-text response.
    public static func text(_ text: String, status: Int = 200) -> ServerResponse {
        ServerResponse(status: status, headers: ["Content-Type": "text/plain"], body: Data(text.utf8))
    }
}
