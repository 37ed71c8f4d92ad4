import Foundation
import Logging
import ServiceLifecycle
import TrackerCommands
import TrackerCore

/// A chat platform `trackerbot run` can serve: its settings, read from the environment by
/// the platform itself, the service that serves it, and its own reasons to stop.
///
/// `trackerbot run` serves every platform of its list whose settings are present.
public protocol BotPlatform: Sendable {
    /// The platform of its chats and users; its reminder scheduler and its delivery doorbell
    /// are the platform's by it.
    static var platform: Platform { get }

    /// The variables whose values no log line may show.
    static var secretVariables: [String] { get }

    /// The platform's settings; `nil` when the environment does not ask for this platform.
    /// - Throws: ``SettingsProblem`` naming the variable that is wrong.
    init?(environment: PlatformEnvironment) throws

    /// The service that serves the platform.
    /// - Parameters:
    ///   - doorbell: the platform's delivery doorbell, which its scheduler and jobs ring too.
    ///   - drawPicture: draws a reply's picture as PNG; `nil` sends every reply as text.
    ///   - observer: told after each successful fetch of the platform's events.
    func service(
        dispatcher: Dispatcher, doorbell: Doorbell, drawPicture: (@Sendable (Picture) async throws -> Data)?,
        logger: Logger, observer: (any IntakeObserver)?
    ) -> any Service

    /// Whether every instance of a bot shared by several takes the platform's events (a
    /// webhook's posts), rather than only the one holding the lease (a poll, a sync).
    var intakeOnEveryInstance: Bool { get }

    /// How the platform is served, for the start-up log line: its name and how its events
    /// come in (`telegram, long polling`), never a secret.
    var summary: String { get }

    /// Tries the platform's settings against its server without changing anything there, for
    /// `trackerbot check-config`: the token, or the account the bot logs in as.
    /// - Returns: one check per thing tried, in order.
    func check(logger: Logger) async -> [ConfigCheck]

    /// What to log when `error`, which ended the platform's service, is one of the platform's
    /// own exit reasons (a rejected token), after which `trackerbot` exits with code 2;
    /// `nil` for any other error.
    static func exitReason(_ error: any Error) -> String?
}

extension BotPlatform {
    /// Only the instance holding the lease takes the platform's events.
    public var intakeOnEveryInstance: Bool { false }
}
