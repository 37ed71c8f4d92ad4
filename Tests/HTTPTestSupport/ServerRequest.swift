import Foundation

/// A request as a ``LoopbackServer`` received it, free of the server library's types.
public struct ServerRequest: Sendable {
    public var method: String
    public var path: String
    /// Header values by lowercased name (the last value wins).
    public var headers: [String: String]
    public var body: Data
    /// The client's source port: equal ports on two requests mean one reused connection.
    public var remotePort: UInt16?

    public init(
        method: String, path: String, headers: [String: String], body: Data, remotePort: UInt16?
    ) {
        self.method = method
        self.path = path
        self.headers = headers
        self.body = body
        self.remotePort = remotePort
    }

    /// The body parsed as a JSON object, or `nil`.
    public var jsonObject: [String: Any]? {
        (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
    }
}
