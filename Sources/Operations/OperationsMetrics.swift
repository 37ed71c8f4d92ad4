import CoreMetrics
import Foundation
import Prometheus
import TrackerCore
import TrackerStore

/// The registry `/metrics` shows: what the bot's modules count through swift-metrics, and
/// the gauges read from the database at each scrape (outbox backlog, dead letters).
///
/// ``bootstrap()`` makes it the process's metrics backend; call it once, before the services
/// start, and only in `trackerbot run` (tests and the console keep swift-metrics' no-op one).
public final class OperationsMetrics: Sendable {
    /// The Prometheus registry every metric is in.
    public let registry = PrometheusCollectorRegistry()
    private let store: any Store
    private let platforms: [Platform]

    /// Metrics of `platforms`, read from `store` at scrape time, labelled
    /// with the build's `version`.
    public init(store: any Store, platforms: [Platform], version: String) {
        self.store = store
        self.platforms = platforms
        registry.gauge(
            named: "trackerbot_build_info", labels: [("version", version)],
            help: "The running build; always 1."
        ).set(to: 1)
    }

    /// Makes this registry the backend of swift-metrics, with help text for every metric the
    /// bot names (``DescribedMetricsFactory``) and buckets that fit what each histogram times.
    public func bootstrap() {
        var factory = PrometheusMetricsFactory(registry: registry)
        factory.durationHistogramBuckets["trackerbot_reminder_lateness_seconds"] = [
            .seconds(1), .seconds(5), .seconds(15), .seconds(30), .seconds(60), .seconds(300), .seconds(900),
            .seconds(3600), .seconds(7200),
        ]
        MetricsSystem.bootstrap(DescribedMetricsFactory(base: factory))
    }

    /// The Prometheus text of every metric, the database's gauges read now.
    /// - Parameter leader: whether this instance holds the lease of a bot shared by several
    ///   (``Readiness/isLeader``); `nil` where there is no lease, and then no leader gauge.
    /// - Throws: the store's error when it cannot be read.
    public func scrape(now: Date, leader: Bool? = nil) async throws -> String {
        if let leader {
            registry.gauge(
                named: "trackerbot_leader", labels: [],
                help:
                    "1 on the instance that holds the lease (it polls, syncs, sends and fires reminders), 0 on one standing by."
            ).set(to: leader ? 1 : 0)
        }
        let platforms = platforms
        let readings = try await store.read { transaction in
            try platforms.map { platform in
                (
                    platform, try transaction.outbox.backlog(platform: platform),
                    try transaction.inbox.deadLetterCount(of: platform)
                )
            }
        }
        for (platform, backlog, setAside) in readings {
            let labels = [("platform", platform.tag)]
            registry.gauge(
                named: "trackerbot_outbox_pending", labels: labels,
                help: "Outbox messages waiting to be sent."
            ).set(to: Double(backlog.pending))
            registry.gauge(
                named: "trackerbot_outbox_oldest_pending_age_seconds", labels: labels,
                help: "How long the oldest waiting outbox message has waited; 0 when none is."
            ).set(to: backlog.oldestPendingSince.map { max(0, now.timeIntervalSince($0)) } ?? 0)
            registry.gauge(
                named: "trackerbot_dead_letters", labels: labels + [("direction", "outbound")],
                help:
                    "Dead letters kept: outbound messages that could never be sent, inbound updates set aside."
            ).set(to: Double(backlog.dead))
            registry.gauge(
                named: "trackerbot_dead_letters", labels: labels + [("direction", "inbound")],
                help:
                    "Dead letters kept: outbound messages that could never be sent, inbound updates set aside."
            ).set(to: Double(setAside))
        }
        return registry.emitToString()
    }
}

extension PrometheusCollectorRegistry {
    /// The gauge `name` with `labels`. `name` is whole, its unit already in it, so the
    /// descriptor's unit is empty and the name exported is `name` as written.
    fileprivate func gauge(named name: String, labels: [(String, String)], help: String) -> Prometheus.Gauge {
        makeGauge(
            descriptor: MetricNameDescriptor(metricName: name, unitName: "", helpText: help), labels: labels)
    }
}
