import CoreMetrics
import Foundation

/// The scheduler's metrics, under the names `/metrics` shows; no label ever holds a user or chat.
enum ReminderMetrics {
    /// Counts one reminder of `kind` queued, `late` seconds after its time.
    static func fired(_ kind: String, late: TimeInterval) {
        Counter(label: "trackerbot_reminders_fired_total", dimensions: [("kind", kind)]).increment()
        Timer(label: "trackerbot_reminder_lateness_seconds", dimensions: [("kind", kind)])
            .recordSeconds(max(0, late))
    }
}
