import TestWaiting

/// Collects the requests a test server received, in arrival order.
public actor RequestRecorder {
    /// Every request recorded, in order.
    public private(set) var requests: [ServerRequest] = []

    /// An empty recorder.
    public init() {}

    /// Appends `request`.
    public func record(_ request: ServerRequest) { requests.append(request) }

    /// The most recent request, if any.
    public var last: ServerRequest? { requests.last }

    /// Waits until `count` requests were recorded, or fails after `timeout`.
    public func waitFor(_ count: Int, timeout: Duration = .seconds(10)) async throws {
        var patience = Patience(timeout)
        while requests.count < count {
            guard !patience.isExhausted else { throw FakeTelegram.TimedOut() }
            try await patience.pause(for: .milliseconds(5))
        }
    }
}
