import Foundation
import Operations
import SQLiteStore
import Synchronization
import TestSupport
import Testing
import TrackerCore

/// The gauges `/metrics` reads at each scrape: from the database, the backups, readiness and
/// the process.
struct OperationsMetricsTests {
    @Test func theOutboxBacklogAndDeadLettersAreReadPerPlatform() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        try await database.write { db in
            for (offset, chat) in ["10", "11", "12"].enumerated() {
                _ = try OutboxEntry.enqueue(
                    Outgoing(chat: ChatAddress(platform: "telegram", id: chat), reply: Reply("hi")),
                    userExternalID: nil, at: start.addingTimeInterval(Double(offset) * 60), in: db)
            }
            let dead = try OutboxEntry.enqueue(
                Outgoing(chat: ChatAddress(platform: "telegram", id: "13"), reply: Reply("hi")),
                userExternalID: nil, at: start, in: db)
            try OutboxEntry.markDead(dead, error: "rejected", in: db)
        }
        let metrics = OperationsMetrics(
            store: database.store, platforms: ["telegram", "matrix"], version: "9.9.9")
        let text = try await metrics.scrape(now: start.addingTimeInterval(300), ready: true)
        #expect(text.contains(#"trackerbot_outbox_pending{platform="telegram"} 3.0"#))
        #expect(text.contains(#"trackerbot_outbox_oldest_pending_age_seconds{platform="telegram"} 300.0"#))
        #expect(text.contains(#"trackerbot_dead_letters{platform="telegram",direction="outbound"} 1.0"#))
        #expect(text.contains(#"trackerbot_dead_letters{platform="telegram",direction="inbound"} 0.0"#))
        #expect(text.contains(#"trackerbot_outbox_pending{platform="matrix"} 0.0"#))
        #expect(text.contains(#"trackerbot_outbox_oldest_pending_age_seconds{platform="matrix"} 0.0"#))
        #expect(text.contains(#"trackerbot_build_info{version="9.9.9"} 1.0"#))
        for chat in ["10", "11", "12", "13"] { #expect(!text.contains("\"\(chat)\"")) }
    }

    @Test func theNewestBackupReadinessAndTheProcessAreReadAtEachScrape() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        let backup = Mutex<Date?>(nil)
        let metrics = OperationsMetrics(
            store: database.store, platforms: ["telegram"], version: "9.9.9",
            newestBackup: { backup.withLock { $0 } })
        let before = try await metrics.scrape(now: Date(), ready: false)
        // No backup yet reads as the epoch, so that "no backup for 26 hours" fires.
        #expect(before.contains("trackerbot_backup_last_success_timestamp_seconds 0.0\n"), "\(before)")
        #expect(before.contains("trackerbot_ready 0.0\n"))
        backup.withLock { $0 = Date(timeIntervalSince1970: 1_800_000_000) }
        let after = try await metrics.scrape(now: Date(), ready: true)
        #expect(after.contains("trackerbot_backup_last_success_timestamp_seconds 1800000000.0\n"), "\(after)")
        #expect(after.contains("trackerbot_ready 1.0\n"))
        // This process's own figures, as /proc tells them.
        let resident = try #require(Self.value(of: "process_resident_memory_bytes", in: after))
        #expect(resident > 1_000_000)
        let started = try #require(Self.value(of: "process_start_time_seconds", in: after))
        #expect(started <= Date().timeIntervalSince1970 && started > Date().timeIntervalSince1970 - 86_400)
        #expect(try #require(Self.value(of: "process_open_fds", in: after)) >= 3)
        #expect(try #require(Self.value(of: "process_cpu_seconds_total", in: after)) > 0)
        #expect(after.contains("# TYPE process_cpu_seconds_total counter"))
        // Without a backup folder (PostgreSQL, BACKUP_KEEP=0) there is no backup gauge.
        let none = OperationsMetrics(store: database.store, platforms: ["telegram"], version: "9.9.9")
        #expect(!(try await none.scrape(now: Date(), ready: true)).contains("trackerbot_backup_"))
    }

    /// The value of the unlabelled sample `name` in `text`.
    private static func value(of name: String, in text: String) -> Double? {
        text.split(separator: "\n").first { $0.hasPrefix(name + " ") }.flatMap {
            Double($0.dropFirst(name.count + 1))
        }
    }
}
