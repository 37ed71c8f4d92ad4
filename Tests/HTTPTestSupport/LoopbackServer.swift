import Foundation
import Glibc
import Synchronization

/// An HTTP/1.1 server on 127.0.0.1 with an ephemeral port, for tests.
///
/// Its sockets are watched by ``LoopbackEventLoop``'s one thread, shared by every server in
/// the process, and its handler runs on ``HandlerThreads``, never on the Swift task pool,
/// which a busy test run can hold for seconds: so its answers come as promptly as a real
/// server's would, however busy the tests around it are, and a test run holding a hundred
/// servers and their connections at once holds no thread for each. It reads what our clients
/// send (requests with a `Content-Length`, kept-alive connections) and answers each request
/// with its length.
public final class LoopbackServer: Sendable {
    /// Answers one request.
    public typealias Handler = @Sendable (ServerRequest) async throws -> ServerResponse

    /// The ephemeral port the server listens on.
    public let port: UInt16
    private let listener: Int32
    private let handler: Handler
    private let state = Mutex(State())

    /// Whether the server stopped, and the handlers ``stop()`` cancels.
    private struct State {
        var stopped = false
        var handlers: [Int: Task<Void, Never>] = [:]
        var nextHandler = 0
    }

    private init(listener: Int32, port: UInt16, handler: @escaping Handler) {
        self.listener = listener
        self.port = port
        self.handler = handler
    }

    /// `http://127.0.0.1:<port>`.
    public var baseURL: String { "http://127.0.0.1:\(port)" }

    /// Starts a server that answers every request with `handler`; it listens on return.
    public static func start(_ handler: @escaping Handler) async throws -> LoopbackServer {
        let listener = try LoopbackSockets.makeBoundSocket()
        let port: UInt16
        do {
            // Non-blocking, so that the loop's accepts end when the queue is empty.
            guard listen(listener, 128) == 0, fcntl(listener, F_SETFL, O_NONBLOCK) == 0 else {
                throw SocketFailure(operation: "listen")
            }
            port = try LoopbackSockets.port(of: listener)
        } catch {
            close(listener)
            throw error
        }
        let server = LoopbackServer(listener: listener, port: port, handler: handler)
        LoopbackEventLoop.shared.serve(listener, for: server)
        return server
    }

    /// Stops at once: closes the listener and every connection, and cancels running handlers.
    public func stop() async {
        let handlers = state.withLock { state -> [Task<Void, Never>] in
            guard !state.stopped else { return [] }
            state.stopped = true
            return Array(state.handlers.values)
        }
        for handler in handlers { handler.cancel() }
        await LoopbackEventLoop.shared.stopServing(listener)
    }

    /// Answers `request`, read from `connection`, on ``HandlerThreads``, and tells the loop
    /// when the connection may be read again: a handler that throws gets a 500, and a stopped
    /// server sends nothing.
    func respond(to request: ServerRequest, keepAlive: Bool, on connection: Int32) {
        let handler = self.handler
        let started = state.withLock { state in
            guard !state.stopped else { return false }
            let id = state.nextHandler
            state.nextHandler += 1
            state.handlers[id] = Task(executorPreference: HandlerThreads.shared) {
                let response = (try? await handler(request)) ?? ServerResponse(status: 500)
                let stopped = self.state.withLock { state in
                    state.handlers[id] = nil
                    return state.stopped
                }
                // The loop closes the connection only once told it is answered, so that its
                // descriptor is still this connection's while the response is written.
                let sent = !stopped && Self.send(response.encoded(keepAlive: keepAlive), to: connection)
                LoopbackEventLoop.shared.answered(connection, keepOpen: sent && keepAlive)
            }
            return true
        }
        if !started { LoopbackEventLoop.shared.answered(connection, keepOpen: false) }
    }

    private static func send(_ data: Data, to connection: Int32) -> Bool {
        data.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return true }
            var offset = 0
            while offset < bytes.count {
                let sent = Glibc.send(connection, base + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
                if sent < 0 && errno == EINTR { continue }
                guard sent > 0 else { return false }
                offset += sent
            }
            return true
        }
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
