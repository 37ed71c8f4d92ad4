import FlyingFox
import Foundation

/// A FlyingFox HTTP server on 127.0.0.1 with an ephemeral port, for tests.
///
/// Tests talk to it through ``ServerRequest`` and ``ServerResponse``, so they never import
/// FlyingFox, whose `HTTPClient`, `HTTPRequest` and `HTTPResponse` clash with ours.
public final class LoopbackServer: Sendable {
    /// Answers one request.
    public typealias Handler = @Sendable (ServerRequest) async throws -> ServerResponse

    private let server: HTTPServer
    private let task: Task<Void, any Error>
    /// The ephemeral port the server listens on.
    public let port: UInt16

    private init(server: HTTPServer, task: Task<Void, any Error>, port: UInt16) {
        self.server = server
        self.task = task
        self.port = port
    }

    /// `http://127.0.0.1:<port>`.
    public var baseURL: String { "http://127.0.0.1:\(port)" }

    /// Starts a server that answers every request with `handler`, and waits until it listens.
    public static func start(_ handler: @escaping Handler) async throws -> LoopbackServer {
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: 0), logger: .disabled)
        await server.appendRoute("*") { request in
            try await Self.response(for: request, handler: handler)
        }
        let task = Task { try await server.run() }
        // FlyingFox's default is 5 s; a whole test run keeps both threads of the task pool
        // busy for longer than that at times, and a server that is late is not a failure.
        try await server.waitUntilListening(timeout: 120)
        guard case .ip4(_, let port) = await server.listeningAddress else {
            task.cancel()
            throw CocoaError(.featureUnsupported)
        }
        return LoopbackServer(server: server, task: task, port: port)
    }

    /// Stops at once, without waiting for idle keep-alive connections.
    public func stop() async {
        await server.stop(timeout: 0)
        task.cancel()
    }

    private static func response(
        for request: FlyingFox.HTTPRequest, handler: Handler
    ) async throws -> FlyingFox.HTTPResponse {
        var headers: [String: String] = [:]
        for (name, value) in request.headers { headers[name.rawValue.lowercased()] = value }
        var remotePort: UInt16?
        if case .ip4(_, let port) = request.remoteAddress { remotePort = port }
        var query: [String: String] = [:]
        for item in request.query { query[item.name] = item.value }
        let received = ServerRequest(
            method: request.method.rawValue, path: request.path, headers: headers,
            body: try await request.bodyData, remotePort: remotePort,
            rawPath: request.target.path(percentEncoded: true), query: query)
        let answer = try await handler(received)
        var responseHeaders = HTTPHeaders()
        for (name, value) in answer.headers { responseHeaders[HTTPHeader(name)] = value }
        return FlyingFox.HTTPResponse(
            statusCode: HTTPStatusCode(answer.status, phrase: "Status \(answer.status)"),
            headers: responseHeaders, body: answer.body)
    }
}

extension LoopbackServer {
    /// Runs `body` with a started server and stops the server afterwards, also on error.
    public static func with<Result>(
        _ handler: @escaping Handler, _ body: (LoopbackServer) async throws -> Result
    ) async throws -> Result {
        let server = try await start(handler)
        do {
            let result = try await body(server)
            await server.stop()
            return result
        } catch {
            await server.stop()
            throw error
        }
    }
}
