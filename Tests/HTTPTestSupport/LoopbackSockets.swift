import Glibc

/// Raw loopback sockets for failure tests: a port nobody listens on, and a listener that
/// never completes a connection.
public enum LoopbackSockets {
    /// A 127.0.0.1 port that was free a moment ago; connecting to it is refused.
    public static func unusedPort() throws -> UInt16 {
        let descriptor = try makeBoundSocket()
        defer { close(descriptor) }
        return try port(of: descriptor)
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
        usleep(50_000)
        let descriptors = fillers + [listener]
        return (port, { for descriptor in descriptors { close(descriptor) } })
    }

    private static func makeBoundSocket() throws -> Int32 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
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

    private static func port(of descriptor: Int32) throws -> UInt16 {
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
