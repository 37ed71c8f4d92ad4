import Foundation

/// A request as a ``LoopbackServer`` received it, free of the server library's types.
public struct ServerRequest: Sendable {
    /// The request method, such as `POST`.
    public var method: String
    /// The path, percent-decoded, without the query.
    public var path: String
    /// Header values by lowercased name (the last value wins).
    public var headers: [String: String]
    /// The body as received.
    public var body: Data
    /// The client's source port: equal ports on two requests mean one reused connection.
    public var remotePort: UInt16?
    /// The path exactly as sent, still percent-encoded (``path`` is decoded).
    public var rawPath: String
    /// The query's parameters, decoded (the last value wins).
    public var query: [String: String]

    /// A request with the given parts.
    public init(
        method: String, path: String, headers: [String: String], body: Data, remotePort: UInt16?,
        rawPath: String? = nil, query: [String: String] = [:]
    ) {
        self.method = method
        self.path = path
        self.headers = headers
        self.body = body
        self.remotePort = remotePort
        self.rawPath = rawPath ?? path
        self.query = query
    }

    /// The body parsed as a JSON object, or `nil`.
    public var jsonObject: [String: Any]? {
        (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
    }
}
