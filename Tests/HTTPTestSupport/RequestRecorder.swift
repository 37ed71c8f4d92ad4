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
}
