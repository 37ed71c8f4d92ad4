import CoreMetrics
import Prometheus

/// swift-metrics' factory for the registry `/metrics` shows, which gives each of the bot's
/// counters and timers its `# HELP` line (``help``), as Prometheus' rules ask of every metric;
/// a metric it has no words for goes to swift-prometheus' factory as it is.
///
/// A name always takes the same path, so its family's help never changes (the registry stops
/// the process on a second, different help text for one name).
struct DescribedMetricsFactory: MetricsFactory {
    /// swift-prometheus' factory over the registry, with the histograms' buckets.
    var base: PrometheusMetricsFactory

    /// What each metric the bot counts or times through swift-metrics measures.
    static let help: [String: String] = [
        "trackerbot_updates_received_total": "Inbound updates fetched from or posted by each platform.",
        "trackerbot_updates_applied_total":
            "What became of inbound updates: applied, duplicate (already applied, sent again by the platform), set_aside (a dead letter after crashes).",
        "trackerbot_apply_batch_seconds": "How long applying one committed batch of inbound updates took.",
        "trackerbot_messages_sent_total":
            "Finished sends by result: sent, retried, 429 (the platform asked to wait), dead (dead-lettered).",
        "trackerbot_reminders_fired_total": "Reminders and group messages queued by the scheduler, by kind.",
        "trackerbot_reminder_lateness_seconds": "How long after its time each reminder was queued.",
        "trackerbot_pictures_drawn_total": "Pictures drawn, by kind and result.",
        "trackerbot_picture_render_seconds": "How long drawing one picture took.",
        "trackerbot_api_request_seconds":
            "How long each call to a platform's API took, by method; long polls take up to their wait.",
        "trackerbot_api_request_errors_total":
            "Calls to a platform's API that failed, by method and HTTP status (transport: no answer).",
        "trackerbot_webhook_posts_total":
            "Posts to a platform's webhook, by answer: received, unauthorized, malformed, unavailable (503).",
    ]

    private static func descriptor(_ name: String, _ help: String) -> MetricNameDescriptor {
        MetricNameDescriptor(metricName: name, unitName: "", helpText: help)
    }

    func makeCounter(label: String, dimensions: [(String, String)]) -> any CounterHandler {
        guard let help = Self.help[label] else {
            return base.makeCounter(label: label, dimensions: dimensions)
        }
        return base.registry.makeCounter(descriptor: Self.descriptor(label, help), labels: dimensions)
    }

    func makeFloatingPointCounter(label: String, dimensions: [(String, String)])
        -> any FloatingPointCounterHandler
    {
        base.makeFloatingPointCounter(label: label, dimensions: dimensions)
    }

    func makeRecorder(label: String, dimensions: [(String, String)], aggregate: Bool) -> any RecorderHandler {
        base.makeRecorder(label: label, dimensions: dimensions, aggregate: aggregate)
    }

    func makeMeter(label: String, dimensions: [(String, String)]) -> any MeterHandler {
        base.makeMeter(label: label, dimensions: dimensions)
    }

    func makeTimer(label: String, dimensions: [(String, String)]) -> any TimerHandler {
        guard let help = Self.help[label] else { return base.makeTimer(label: label, dimensions: dimensions) }
        return base.registry.makeDurationHistogram(
            descriptor: Self.descriptor(label, help), labels: dimensions,
            buckets: base.durationHistogramBuckets[label] ?? base.defaultDurationHistogramBuckets)
    }

    func destroyCounter(_ handler: any CounterHandler) { base.destroyCounter(handler) }

    func destroyFloatingPointCounter(_ handler: any FloatingPointCounterHandler) {
        base.destroyFloatingPointCounter(handler)
    }

    func destroyRecorder(_ handler: any RecorderHandler) { base.destroyRecorder(handler) }

    func destroyMeter(_ handler: any MeterHandler) { base.destroyMeter(handler) }

    func destroyTimer(_ handler: any TimerHandler) { base.destroyTimer(handler) }
}
