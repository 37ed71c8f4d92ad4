import Foundation

/// Prometheus' promtool, for the tests that check metrics and rules by Prometheus' own rules.
public enum Promtool {
    /// From `TRACKERBOT_PROMTOOL` (`.ci/run` unpacks Debian's) or the machine's; `nil` where
    /// there is none, and those tests skip.
    public static let path: String? = {
        let candidates = [ProcessInfo.processInfo.environment["TRACKERBOT_PROMTOOL"], "/usr/bin/promtool"]
        return candidates.compactMap { $0 }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()
}
