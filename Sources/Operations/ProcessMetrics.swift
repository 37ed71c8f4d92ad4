import Foundation
import Prometheus
import Synchronization

/// The process's own figures under Prometheus' standard `process_*` names (CPU time, memory,
/// open files, start time), read from `/proc` at each scrape.
final class ProcessMetrics: Sendable {
    /// The CPU seconds already added to the counter, which only increases.
    private let countedCPUSeconds = Mutex<Double>(0)

    /// Writes the process's figures now into `registry`; a figure `/proc` does not give is
    /// left out.
    func update(_ registry: PrometheusCollectorRegistry) {
        let ticksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))
        if let stat = Self.stat(), ticksPerSecond > 0 {
            let cpu = Double(stat.userTicks + stat.systemTicks) / ticksPerSecond
            let added = countedCPUSeconds.withLock { counted in
                defer { counted = max(counted, cpu) }
                return max(0, cpu - counted)
            }
            registry.makeCounter(
                descriptor: Self.descriptor(
                    "process_cpu_seconds_total", "Total user and system CPU time spent in seconds.")
            ).increment(by: added)
            registry.gauge("process_virtual_memory_bytes", "Virtual memory size in bytes.")
                .set(to: Double(stat.virtualBytes))
            registry.gauge("process_resident_memory_bytes", "Resident memory size in bytes.")
                .set(to: Double(stat.residentPages) * Double(sysconf(Int32(_SC_PAGESIZE))))
            if let bootTime = Self.bootTime() {
                registry.gauge(
                    "process_start_time_seconds", "Start time of the process since unix epoch in seconds."
                ).set(to: bootTime + Double(stat.startTicks) / ticksPerSecond)
            }
        }
        if let open = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd") {
            registry.gauge("process_open_fds", "Number of open file descriptors.").set(to: Double(open.count))
        }
        var limit = rlimit()
        if getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max {
            registry.gauge("process_max_fds", "Maximum number of open file descriptors.")
                .set(to: Double(limit.rlim_cur))
        }
    }

    /// The fields of `/proc/self/stat` read here, counted from 1 as proc(5) counts them.
    private struct Stat {
        var userTicks: UInt64  // 14
        var systemTicks: UInt64  // 15
        var startTicks: UInt64  // 22
        var virtualBytes: UInt64  // 23
        var residentPages: UInt64  // 24
    }

    private static func stat() -> Stat? {
        guard let text = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
            // The command name (field 2) is in parentheses and may hold spaces: count after it.
            let nameEnd = text.lastIndex(of: ")")
        else { return nil }
        let fields = text[text.index(after: nameEnd)...].split(separator: " ")
        // fields[0] is field 3.
        func field(_ number: Int) -> UInt64? {
            let index = number - 3
            return fields.indices.contains(index) ? UInt64(fields[index]) : nil
        }
        guard let user = field(14), let system = field(15), let start = field(22), let virtual = field(23),
            let resident = field(24)
        else { return nil }
        return Stat(
            userTicks: user, systemTicks: system, startTicks: start, virtualBytes: virtual,
            residentPages: resident)
    }

    /// When the machine booted, in Unix seconds: `/proc/stat`'s `btime`.
    private static func bootTime() -> Double? {
        guard let text = try? String(contentsOfFile: "/proc/stat", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("btime ") {
            return Double(line.dropFirst("btime ".count))
        }
        return nil
    }

    fileprivate static func descriptor(_ name: String, _ help: String) -> MetricNameDescriptor {
        MetricNameDescriptor(metricName: name, unitName: "", helpText: help)
    }
}

extension PrometheusCollectorRegistry {
    fileprivate func gauge(_ name: String, _ help: String) -> Prometheus.Gauge {
        makeGauge(descriptor: ProcessMetrics.descriptor(name, help))
    }
}
