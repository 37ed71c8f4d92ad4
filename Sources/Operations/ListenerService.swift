import Hummingbird
import ServiceLifecycle

/// The listener's HTTP server as a service of `trackerbot run`, whose failure to serve (the
/// address taken, not this machine's) says which setting to fix.
struct ListenerService<App: ApplicationProtocol>: Service {
    let application: App
    let address: ListenAddress

    func run() async throws {
        do {
            try await application.run()
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            throw ListenerFailure(description: "Cannot listen on HTTP_LISTEN \(address): \(error)")
        }
    }
}

/// The listener could not serve on its address; `trackerbot run` stops with this line.
public struct ListenerFailure: Error, CustomStringConvertible {
    /// The line to log: the address and the system's reason.
    public let description: String
}
