import CoreMetrics
import Foundation
import Prometheus
import TrackerCore
import TrackerStore

/// The registry `/metrics` shows: what the bot's modules count through swift-metrics, and
/// what is read at each scrape: the database's gauges (outbox backlog, dead letters), the
/// newest backup's time, readiness and the lease, and the process's own `process_*` figures.
///
/// ``bootstrap()`` makes it the process's metrics backend; call it once, before the services
/// start, and only in `trackerbot run` (tests and the console keep swift-metrics' no-op one).
public final class OperationsMetrics: Sendable {
    /// The Prometheus registry every metric is in.
    public let registry = PrometheusCollectorRegistry()
    private let store: any Store
    private let platforms: [Platform]
    private let newestBackup: (@Sendable () -> Date?)?
    private let process = ProcessMetrics()

    /// Metrics of `platforms`, read from `store` at scrape time, labelled
    /// with the build's `version`.
    /// - Parameter newestBackup: when the newest finished backup was taken, `nil` when there is
    ///   none yet; not given where the bot takes no backups (PostgreSQL, `BACKUP_KEEP=0`), and
    ///   then no backup gauge is exported.
    public init(
        store: any Store, platforms: [Platform], version: String, newestBackup: (@Sendable () -> Date?)? = nil
    ) {
        self.store = store
        self.platforms = platforms
        self.newestBackup = newestBackup
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
        // Most calls take well under a second; long polls end at their wait (50 s, 30 s).
        factory.durationHistogramBuckets["trackerbot_api_request_seconds"] = [
            .milliseconds(50), .milliseconds(100), .milliseconds(250), .milliseconds(500), .seconds(1),
            .seconds(2.5), .seconds(5), .seconds(10), .seconds(30), .seconds(60),
        ]
        MetricsSystem.bootstrap(DescribedMetricsFactory(base: factory))
    }

    /// The Prometheus text of every metric, the database's gauges read now.
    /// - Parameters:
    ///   - leader: whether this instance holds the lease of a bot shared by several
    ///     (``Readiness/isLeader``); `nil` where there is no lease, and then no leader gauge.
    ///   - ready: whether `/readyz` would answer 200 now.
    /// - Throws: the store's error when it cannot be read.
    public func scrape(now: Date, leader: Bool? = nil, ready: Bool) async throws -> String {
        registry.gauge(
            named: "trackerbot_ready", labels: [],
            help:
                "1 when /readyz answers 200 (the database takes writes, every platform was heard from lately), else 0."
        ).set(to: ready ? 1 : 0)
        if let newestBackup {
            registry.gauge(
                named: "trackerbot_backup_last_success_timestamp_seconds", labels: [],
                help:
                    "When the newest finished backup of the database was taken, in Unix seconds; 0 before the first."
            ).set(to: newestBackup()?.timeIntervalSince1970 ?? 0)
        }
        process.update(registry)
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
