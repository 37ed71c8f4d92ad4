/// Collects the requests a test server received, in arrival order.
public actor RequestRecorder {
    public private(set) var requests: [ServerRequest] = []

    public init() {}

    public func record(_ request: ServerRequest) { requests.append(request) }

    /// The most recent request, if any.
    public var last: ServerRequest? { requests.last }
}
