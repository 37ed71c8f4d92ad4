import CoreMetrics
import TrackerCore

/// The intake's metrics, under the names `/metrics` shows; no label ever holds a user or chat.
enum IntakeMetrics {
    /// What became of one update.
    enum Result: String {
        /// Applied for the first time.
        case applied
        /// Already applied before (a platform's re-delivery).
        case duplicate
        /// Set aside as a dead letter after crashes.
        case setAside = "set_aside"
    }

    /// Counts `count` updates fetched from `source`.
    static func received(_ count: Int, from source: String) {
        guard count > 0 else { return }
        Counter(label: "trackerbot_updates_received_total", dimensions: [("platform", source)])
            .increment(by: count)
    }

    /// Counts `count` updates of `source` that ended as `result`.
    static func applied(_ count: Int, from source: String, result: Result) {
        guard count > 0 else { return }
        Counter(
            label: "trackerbot_updates_applied_total",
            dimensions: [("platform", source), ("result", result.rawValue)]
        ).increment(by: count)
    }

    /// Records how long one transaction of `source`'s batch took.
    static func applyTime(_ duration: Duration, from source: String) {
        Timer(label: "trackerbot_apply_batch_seconds", dimensions: [("platform", source)])
            .recordNanoseconds(
                duration.components.seconds * 1_000_000_000 + duration.components.attoseconds / 1_000_000_000)
    }

    /// The commands and presses among `events`: what the dispatcher's count of new ones is out of.
    static func commands(in events: [PlatformEvent]) -> Int {
        events.count { if case .incoming = $0 { true } else { false } }
    }
}
