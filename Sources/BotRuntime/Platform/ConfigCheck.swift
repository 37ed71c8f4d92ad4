/// What one check of `trackerbot check-config` found: passed or failed, in a sentence that
/// names what was checked (`telegram: the token is @tracker_bot's`) and never a secret.
public struct ConfigCheck: Sendable, Hashable {
    /// Whether the setting works as `trackerbot run` needs it.
    public var passed: Bool
    /// What was found, and on a failure what to do.
    public var line: String

    /// A check that passed.
    public static func passed(_ line: String) -> ConfigCheck { ConfigCheck(passed: true, line: line) }

    /// A check that failed.
    public static func failed(_ line: String) -> ConfigCheck { ConfigCheck(passed: false, line: line) }
}
