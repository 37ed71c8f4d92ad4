import CoreMetrics
import TrackerCore

/// What becomes of inbound updates, as `/metrics` shows it: counted where they are admitted
/// (``Inbox``) and applied (``InboxApplier``, the intake's crash-guarded apply), under names
/// no label of which ever holds a user or a chat.
public enum UpdateMetrics {
    /// What became of one update.
    public enum Result: String, Sendable, CaseIterable {
        /// Applied for the first time.
        case applied
        /// Already applied before (a platform's re-delivery).
        case duplicate
        /// Set aside as a dead letter after crashes.
        case setAside = "set_aside"
    }

    /// Exports every counter of `platform` (its tag) at 0, so that a rate or an increase over
    /// them sees their first events (a counter that appears at 1 shows no increase).
    public static func prepare(platform: String) {
        Counter(label: "trackerbot_updates_received_total", dimensions: [("platform", platform)])
            .increment(by: 0)
        for result in Result.allCases {
            Counter(
                label: "trackerbot_updates_applied_total",
                dimensions: [("platform", platform), ("result", result.rawValue)]
            ).increment(by: 0)
        }
    }

    /// Counts `count` updates fetched from `platform` (its tag).
    public static func received(_ count: Int, from platform: String) {
        guard count > 0 else { return }
        Counter(label: "trackerbot_updates_received_total", dimensions: [("platform", platform)])
            .increment(by: count)
    }

    /// Counts `count` updates of `platform` (its tag) that ended as `result`.
    public static func applied(_ count: Int, from platform: String, result: Result) {
        guard count > 0 else { return }
        Counter(
            label: "trackerbot_updates_applied_total",
            dimensions: [("platform", platform), ("result", result.rawValue)]
        ).increment(by: count)
    }

    /// Counts a committed batch of `events`, `new` of whose commands and presses were applied
    /// for the first time (the rest were duplicates), and records how long it took.
    public static func committed(
        _ events: [PlatformEvent], new: Int, from platform: String, in duration: Duration
    ) {
        Timer(label: "trackerbot_apply_batch_seconds", dimensions: [("platform", platform)])
            .recordNanoseconds(
                duration.components.seconds * 1_000_000_000 + duration.components.attoseconds / 1_000_000_000)
        applied(new, from: platform, result: .applied)
        let commands = events.count { if case .incoming = $0 { true } else { false } }
        applied(commands - new, from: platform, result: .duplicate)
    }
}
