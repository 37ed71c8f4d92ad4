import Foundation
import Glibc
import Synchronization

/// The one thread that accepts and reads the connections of every ``LoopbackServer``.
///
/// A whole test run holds a hundred servers and as many connections at once; a thread for
/// each would take hundreds of threads, more than a CI container may start. Here one thread
/// polls every listener and every connection that waits for a request, and hands each
/// complete request to its server, whose handler answers on ``HandlerThreads``. Its state
/// belongs to its thread; other threads change it through ``Command``s, which wake the poll.
final class LoopbackEventLoop: @unchecked Sendable {
    /// The loop every server shares; its thread lives as long as the process.
    static let shared = LoopbackEventLoop()

    private enum Command {
        case serve(listener: Int32, server: LoopbackServer)
        case stop(listener: Int32, done: CheckedContinuation<Void, Never>)
        case answered(connection: Int32, keepOpen: Bool)
    }

    /// A connection the loop reads, and what it knows of it.
    private struct Connection {
        let server: LoopbackServer
        let listener: Int32
        let remotePort: UInt16
        /// What was read and not yet handed on as a request.
        var buffer: [UInt8] = []
        /// A request of it is with the handler: it is not read until that is answered.
        var isAnswering = false
        /// Its server stopped while it was answering: it is closed once answered.
        var isClosing = false
    }

    private let commands = Mutex<[Command]>([])
    /// A pipe whose read end is in every poll, so that a command wakes it.
    private let wakeRead: Int32
    private let wakeWrite: Int32
    // The loop thread's own.
    private var servers: [Int32: LoopbackServer] = [:]
    private var connections: [Int32: Connection] = [:]

    private init() {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { fatalError("pipe failed: \(errno)") }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, O_NONBLOCK)
        }
        wakeRead = ends[0]
        wakeWrite = ends[1]
        let thread = Thread { [unowned self] in self.run() }
        thread.name = "loopback-sockets"
        thread.start()
    }

    /// Starts accepting connections on `listener`, a listening non-blocking socket.
    func serve(_ listener: Int32, for server: LoopbackServer) {
        post(.serve(listener: listener, server: server))
    }

    /// Closes `listener` and its server's connections; one whose request is being answered is
    /// shut down at once and closed when its handler is done.
    func stopServing(_ listener: Int32) async {
        await withCheckedContinuation { post(.stop(listener: listener, done: $0)) }
    }

    /// The request read from `connection` is answered: it is read again, or closed.
    func answered(_ connection: Int32, keepOpen: Bool) {
        post(.answered(connection: connection, keepOpen: keepOpen))
    }

    private func post(_ command: Command) {
        commands.withLock { $0.append(command) }
        var byte: UInt8 = 1
        // A full pipe already holds a wake-up.
        _ = write(wakeWrite, &byte, 1)
    }

    private func run() {
        while true {
            runCommands()
            var watched = [pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)]
            for listener in servers.keys {
                watched.append(pollfd(fd: listener, events: Int16(POLLIN), revents: 0))
            }
            for (descriptor, connection) in connections where !connection.isAnswering {
                watched.append(pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0))
            }
            guard poll(&watched, nfds_t(watched.count), -1) > 0 else { continue }
            for entry in watched where entry.revents != 0 {
                if entry.fd == wakeRead {
                    var bytes = [UInt8](repeating: 0, count: 256)
                    while read(wakeRead, &bytes, bytes.count) > 0 {}
                } else if let server = servers[entry.fd] {
                    acceptConnections(on: entry.fd, for: server)
                } else {
                    readRequests(from: entry.fd)
                }
            }
        }
    }

    private func runCommands() {
        let pending = commands.withLock { commands in
            defer { commands = [] }
            return commands
        }
        for command in pending {
            switch command {
            case .serve(let listener, let server):
                servers[listener] = server
            case .stop(let listener, let done):
                if servers.removeValue(forKey: listener) != nil { close(listener) }
                for (descriptor, var connection) in connections where connection.listener == listener {
                    if connection.isAnswering {
                        shutdown(descriptor, Int32(SHUT_RDWR))
                        connection.isClosing = true
                        connections[descriptor] = connection
                    } else {
                        closeConnection(descriptor)
                    }
                }
                done.resume()
            case .answered(let descriptor, let keepOpen):
                guard var connection = connections[descriptor] else { continue }
                guard keepOpen, !connection.isClosing else {
                    closeConnection(descriptor)
                    continue
                }
                connection.isAnswering = false
                connections[descriptor] = connection
                // A client may have sent its next request already.
                handOnRequest(from: descriptor)
            }
        }
    }

    private func acceptConnections(on listener: Int32, for server: LoopbackServer) {
        while true {
            var address = sockaddr_in()
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let descriptor = withUnsafeMutablePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { accept(listener, $0, &length) }
            }
            // The queue is empty (EAGAIN), or a handshake was aborted: the poll says when to
            // try again.
            guard descriptor >= 0 else { return }
            // Closed in the processes tests start, which would otherwise hold it open. One
            // started before this line holds a copy, which closeConnection's shutdown ends.
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            // Without it, a response written in two parts waits for the client's delayed ACK.
            var one: Int32 = 1
            setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
            connections[descriptor] = Connection(
                server: server, listener: listener, remotePort: UInt16(bigEndian: address.sin_port))
        }
    }

    /// Reads what `descriptor` has without waiting, and hands on a request it completes.
    private func readRequests(from descriptor: Int32) {
        guard var connection = connections[descriptor], !connection.isAnswering else { return }
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        let count = chunk.withUnsafeMutableBytes {
            recv(descriptor, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT))
        }
        if count > 0 {
            connection.buffer.append(contentsOf: chunk[..<count])
            connections[descriptor] = connection
            handOnRequest(from: descriptor)
        } else if count == 0 || (errno != EAGAIN && errno != EINTR) {
            closeConnection(descriptor)
        }
    }

    /// Hands the first whole request in the connection's buffer to its server; closes a
    /// connection that sent something other than HTTP.
    private func handOnRequest(from descriptor: Int32) {
        guard var connection = connections[descriptor] else { return }
        let buffer = connection.buffer
        guard let headEnd = buffer.firstRange(of: RequestHead.terminator)?.lowerBound else { return }
        guard let head = RequestHead(buffer[..<headEnd]), let length = head.contentLength else {
            closeConnection(descriptor)
            return
        }
        let bodyStart = headEnd + RequestHead.terminator.count
        guard buffer.count - bodyStart >= length else { return }
        let body = Data(buffer[bodyStart..<bodyStart + length])
        connection.buffer.removeFirst(bodyStart + length)
        connection.isAnswering = true
        connections[descriptor] = connection
        connection.server.respond(
            to: head.request(body: body, remotePort: connection.remotePort), keepAlive: head.keepsAlive,
            on: descriptor)
    }

    private func closeConnection(_ descriptor: Int32) {
        connections[descriptor] = nil
        shutdown(descriptor, Int32(SHUT_RDWR))
        close(descriptor)
    }
}
