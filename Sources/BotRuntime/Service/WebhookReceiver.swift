import TrackerCore

/// A platform's webhook: the route on `HTTP_LISTEN` that its server posts updates to.
public protocol WebhookReceiver: Sendable {
    /// The path served, such as `/telegram/webhook`.
    var path: String { get }

    /// The platform whose server posts there, which its metrics are labelled with.
    var platform: Platform { get }

    /// Takes one post: checks `secretToken` (the header's value, never logged), reads
    /// `body`, and answers ``WebhookAnswer/received`` only once the update is durably kept.
    func receive(secretToken: String?, body: [UInt8]) async -> WebhookAnswer
}

/// How a webhook post was taken, which the listener answers with an HTTP status.
public enum WebhookAnswer: String, Sendable, Equatable, CaseIterable {
    /// Kept (or already kept): 200.
    case received
    /// A missing or wrong secret: 401.
    case unauthorized
    /// The body is not an update: 400.
    case malformed
    /// Not connected yet, shutting down, or the database failed: 503, so the platform
    /// posts it again later.
    case unavailable
}
