import CoreMetrics
import Foundation
import MetricsTestKit
import TestSupport
import Testing

/// What `/metrics` shows of reminders, read from an in-memory metrics backend.
///
/// The backend is set once for the whole test process, so other tests' reminders count
/// there too: these assertions hold whatever else fired meanwhile.
@Suite struct ReminderMetricsTests {
    /// The test process's metrics backend, set at first use.
    static let metrics: TestMetrics = {
        let metrics = TestMetrics()
        MetricsSystem.bootstrap(metrics)
        return metrics
    }()

    @Test func aLateNudgeIsCountedByKindWithItsLateness() throws {
        let metrics = Self.metrics
        let bot = try SchedulerHarness(at: .iso("2026-11-21T07:00:00Z"))
        try bot.send("/timezone Europe/Berlin")
        try bot.send("/habit add Read")
        let label = "trackerbot_reminders_fired_total"
        let before = (try? metrics.expectCounter(label, [("kind", "nudge")]).totalValue) ?? 0
        // The 09:00 Berlin nudge, sent after downtime 1 h 37 min 13 s late.
        #expect(try bot.reminders(at: .iso("2026-11-21T09:37:13Z")).count == 1)
        #expect(try metrics.expectCounter(label, [("kind", "nudge")]).totalValue >= before + 1)
        let lateness = try metrics.expectTimer("trackerbot_reminder_lateness_seconds", [("kind", "nudge")])
        #expect(lateness.values.contains(5833 * 1_000_000_000))
    }
}
