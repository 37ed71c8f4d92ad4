import NIOCore
import NIOPosix

extension ListenAddress {
    /// Why nothing could listen on this address now (taken, or not an address of this
    /// machine), in the system's words; `nil` when something could. It binds the address and
    /// closes it at once, for `trackerbot check-config`.
    public func bindFailure() async -> String? {
        do {
            let channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
                .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
                .bind(host: host, port: port).get()
            try await channel.close()
            return nil
        } catch {
            return "\(error)"
        }
    }
}
