import TrackerCore

/// A platform's way in: connecting and preparing before the intake starts, a session's
/// pieces, and what to do when a session ends with an error.
///
/// ``BotService`` calls ``connect(clock:)`` once, then serves ``session()`` until it ends; when it
/// ends with an error, ``recover(from:)`` either makes the next session possible (logging in
/// again) or throws the platform's exit reason.
public protocol PlatformConnector: Sendable {
    /// The platform's events.
    associatedtype Source: UpdateSource

    /// The platform's name in log lines, such as `Telegram`.
    var displayName: String { get }

    /// Checks the credentials and prepares the account (a Telegram bot's webhook and command
    /// menus), trying again (``retrying(on:_:failed:)``, sleeping on `clock`) while the
    /// platform is unreachable.
    /// - Throws: the platform's exit reason for credentials it rejects; `CancellationError`
    ///   on shutdown.
    func connect(clock: any WaitClock) async throws

    /// The pieces of the next session (a Matrix sync filter is uploaded for each).
    func session() async throws -> PlatformSession<Source>

    /// After a session, or making one, failed with `error`: returns when the next session may
    /// start (after a new login), or throws the platform's exit reason.
    func recover(from error: any Error) async throws
}

extension PlatformConnector {
    /// No recovery: the session's error is the service's.
    public func recover(from error: any Error) async throws { throw error }
}
