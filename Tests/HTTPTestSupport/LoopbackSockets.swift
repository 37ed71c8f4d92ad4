import Glibc
import Synchronization

/// Raw loopback sockets: a port nobody listens on, a listener that never completes a
/// connection, and the bound socket a ``LoopbackServer`` listens on.
public enum LoopbackSockets {
    /// A 127.0.0.1 port that was free a moment ago and that no other test of this process is
    /// given; connecting to it is refused until something binds it.
    ///
    /// The port is below the kernel's ephemeral range (32768–60999 on Linux), which every
    /// socket that binds port 0 or connects out draws from: so the servers and clients other
    /// tests run meanwhile cannot take it before the process a test starts binds it, as they
    /// could take a port that binding port 0 had just handed out and closed.
    public static func unusedPort() throws -> UInt16 {
        for _ in 0..<portRange.count {
            let port = nextCandidate.withLock { next in
                defer { next = next + 1 == portRange.upperBound ? portRange.lowerBound : next + 1 }
                return next
            }
            if isFree(port) { return port }
        }
        throw SocketFailure(operation: "find a free port")
    }

    /// Where ``unusedPort()`` looks: below the ephemeral range.
    private static let portRange: Range<UInt16> = 20000..<32000
    /// The next port to try: each test process starts at its own place in the range, so two
    /// test processes at once rarely try the same ports.
    private static let nextCandidate = Mutex<UInt16>(
        portRange.lowerBound + UInt16(truncatingIfNeeded: Int(getpid()) % portRange.count))

    /// Whether 127.0.0.1:`port` can be bound now (without `SO_REUSEADDR`, so a port whose
    /// connection is still closing counts as taken).
    private static func isFree(_ port: UInt16) -> Bool {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var address = loopbackAddress(port: port)
        return withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        } == 0
    }

    /// Opens a listener with a full accept queue and returns its port and a closure that
    /// releases it. The kernel drops further SYNs, so a connect to that port hangs until the
    /// client's connect timeout, all without leaving 127.0.0.1.
    public static func unresponsiveListener() throws -> (port: UInt16, close: @Sendable () -> Void) {
        let listener = try makeBoundSocket()
        guard listen(listener, 0) == 0 else { throw SocketFailure(operation: "listen") }
        let port = try port(of: listener)
        var fillers: [Int32] = []
        // A backlog of 0 admits one connection; a few more make sure the queue is full.
        for _ in 0..<3 {
            let filler = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
            var address = loopbackAddress(port: port)
            _ = withUnsafePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(filler, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            fillers.append(filler)
        }
        // The queue is full once the first filler is established. On a busy machine the
        // kernel may finish that handshake late, and a client connecting before it would be
        // admitted instead: wait for it rather than for a fixed time.
        var first = pollfd(fd: fillers[0], events: Int16(POLLOUT), revents: 0)
        _ = poll(&first, 1, 5_000)
        let descriptors = fillers + [listener]
        return (port, { for descriptor in descriptors { close(descriptor) } })
    }

    /// A 127.0.0.1 socket bound to an ephemeral port, closed in the processes tests start.
    static func makeBoundSocket() throws -> Int32 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw SocketFailure(operation: "socket") }
        var address = loopbackAddress(port: 0)
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else {
            close(descriptor)
            throw SocketFailure(operation: "bind")
        }
        return descriptor
    }

    /// The port `descriptor` is bound to.
    static func port(of descriptor: Int32) throws -> UInt16 {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let result = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard result == 0 else { throw SocketFailure(operation: "getsockname") }
        return UInt16(bigEndian: address.sin_port)
    }

    private static func loopbackAddress(port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        return address
    }
}
