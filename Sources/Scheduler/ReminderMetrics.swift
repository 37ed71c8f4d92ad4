import CoreMetrics
import Foundation
import TrackerCore

/// The scheduler's metrics, under the names `/metrics` shows; no label ever holds a user or chat.
public enum ReminderMetrics {
    /// Exports the counter of every kind of reminder at 0, so that an increase over them sees
    /// their first firing. The kinds are named as ``UserReminders`` and ``GroupMessages`` name
    /// their rows'.
    public static func prepare() {
        let kinds = ReminderKind.allCases.map { "\($0)" } + GroupReminderKind.allCases.map { "group_\($0)" }
        for kind in kinds {
            Counter(label: "trackerbot_reminders_fired_total", dimensions: [("kind", kind)]).increment(by: 0)
        }
    }

    /// Counts one reminder of `kind` queued, `late` seconds after its time.
    static func fired(_ kind: String, late: TimeInterval) {
        Counter(label: "trackerbot_reminders_fired_total", dimensions: [("kind", kind)]).increment()
        Timer(label: "trackerbot_reminder_lateness_seconds", dimensions: [("kind", kind)])
            .recordSeconds(max(0, late))
    }
}
