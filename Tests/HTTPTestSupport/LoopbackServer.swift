import Foundation
import Glibc
import Synchronization

/// An HTTP/1.1 server on 127.0.0.1 with an ephemeral port, for tests.
///
/// It reads and writes on threads of its own and runs its handler on ``HandlerThreads``, never
/// on the Swift task pool, which a busy test run can hold for seconds: so its answers come as
/// promptly as a real server's would, however busy the tests around it are. It reads what our
/// clients send (requests with a `Content-Length`, kept-alive connections) and answers each
/// request with its length.
public final class LoopbackServer: Sendable {
    /// Answers one request.
    public typealias Handler = @Sendable (ServerRequest) async throws -> ServerResponse

    /// The ephemeral port the server listens on.
    public let port: UInt16
    private let listener: Int32
    private let handler: Handler
    private let state = Mutex(State())

    /// What ``stop()`` must end; the lock also keeps a descriptor from being shut down after
    /// it was closed and its number reused.
    private struct State {
        var stopped = false
        var connections: Set<Int32> = []
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
        guard listen(listener, 128) == 0 else {
            close(listener)
            throw SocketFailure(operation: "listen")
        }
        let port: UInt16
        do {
            port = try LoopbackSockets.port(of: listener)
        } catch {
            close(listener)
            throw error
        }
        let server = LoopbackServer(listener: listener, port: port, handler: handler)
        Thread.detachNewThread { server.acceptConnections() }
        return server
    }

    /// Stops at once: closes the listener and every connection, and cancels running handlers.
    public func stop() async {
        let handlers = state.withLock { state -> [Task<Void, Never>] in
            guard !state.stopped else { return [] }
            state.stopped = true
            shutdown(listener, Int32(SHUT_RDWR))
            for connection in state.connections { shutdown(connection, Int32(SHUT_RDWR)) }
            return Array(state.handlers.values)
        }
        for handler in handlers { handler.cancel() }
    }

    private func acceptConnections() {
        while true {
            var address = sockaddr_in()
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let connection = withUnsafeMutablePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    accept(listener, $0, &length)
                }
            }
            guard connection >= 0 else {
                if state.withLock({ $0.stopped }) { break }
                // A signal, an aborted handshake or a moment without descriptors: try again.
                usleep(1_000)
                continue
            }
            // Closed in the processes tests start, which would otherwise hold it open.
            _ = fcntl(connection, F_SETFD, FD_CLOEXEC)
            let admitted = state.withLock { state in
                guard !state.stopped else { return false }
                state.connections.insert(connection)
                return true
            }
            guard admitted else {
                close(connection)
                break
            }
            // Without it, a response written in two parts waits for the client's delayed ACK.
            var one: Int32 = 1
            setsockopt(connection, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
            let remotePort = UInt16(bigEndian: address.sin_port)
            Thread.detachNewThread { self.serve(connection, remotePort: remotePort) }
        }
        close(listener)
    }

    /// Answers the requests of one connection in order until either side closes it.
    private func serve(_ connection: Int32, remotePort: UInt16) {
        defer {
            state.withLock { state in
                state.connections.remove(connection)
                close(connection)
            }
        }
        var buffer: [UInt8] = []
        while let (head, body) = Self.readRequest(from: connection, buffer: &buffer) {
            let response = answer(head.request(body: body, remotePort: remotePort))
            let keepAlive = head.keepsAlive
            guard let response, Self.send(response.encoded(keepAlive: keepAlive), to: connection), keepAlive
            else { return }
        }
    }

    /// Runs the handler on ``HandlerThreads`` and waits for it on this connection's thread;
    /// `nil` once the server stops. A handler that throws gets a 500.
    private func answer(_ request: ServerRequest) -> ServerResponse? {
        let finished = DispatchSemaphore(value: 0)
        let outcome = Outcome()
        let handler = self.handler
        let id = state.withLock { state -> Int? in
            guard !state.stopped else { return nil }
            let id = state.nextHandler
            state.nextHandler += 1
            state.handlers[id] = Task(executorPreference: HandlerThreads.shared) {
                outcome.response = (try? await handler(request)) ?? ServerResponse(status: 500)
                finished.signal()
            }
            return id
        }
        guard let id else { return nil }
        finished.wait()
        let stopped = state.withLock { state in
            state.handlers[id] = nil
            return state.stopped
        }
        return stopped ? nil : outcome.response
    }

    /// Reads one request's head and body, keeping what follows in `buffer` for the next;
    /// `nil` at the end of the connection or on a request it cannot read.
    private static func readRequest(from connection: Int32, buffer: inout [UInt8]) -> (RequestHead, Data)? {
        var searched = 0
        var headEnd: Int?
        while headEnd == nil {
            headEnd = buffer[searched...].firstRange(of: RequestHead.terminator)?.lowerBound
            if headEnd == nil {
                searched = max(0, buffer.count - RequestHead.terminator.count + 1)
                guard receive(from: connection, into: &buffer) else { return nil }
            }
        }
        guard let headEnd, let head = RequestHead(buffer[..<headEnd]), let length = head.contentLength else {
            return nil
        }
        let bodyStart = headEnd + RequestHead.terminator.count
        while buffer.count < bodyStart + length {
            guard receive(from: connection, into: &buffer) else { return nil }
        }
        let body = Data(buffer[bodyStart..<bodyStart + length])
        buffer.removeFirst(bodyStart + length)
        return (head, body)
    }

    /// Appends what the connection has; `false` once it is closed or failed.
    private static func receive(from connection: Int32, into buffer: inout [UInt8]) -> Bool {
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                buffer.append(contentsOf: chunk[..<count])
                return true
            }
            if count < 0 && errno == EINTR { continue }
            return false
        }
    }

    private static func send(_ data: Data, to connection: Int32) -> Bool {
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let sent = Glibc.send(
                    connection, bytes.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
                if sent < 0 && errno == EINTR { continue }
                guard sent > 0 else { return false }
                offset += sent
            }
            return true
        }
    }

    /// A handler's response, handed from its task to the waiting connection thread; the
    /// semaphore the task signals after writing it orders the read after the write.
    private final class Outcome: @unchecked Sendable {
        var response: ServerResponse?
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
