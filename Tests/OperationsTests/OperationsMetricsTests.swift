import Foundation
import Operations
import SQLiteStore
import TestSupport
import Testing
import TrackerCore

/// The gauges `/metrics` reads from the database at each scrape.
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
        let text = try await metrics.scrape(now: start.addingTimeInterval(300))
        #expect(text.contains(#"trackerbot_outbox_pending{platform="telegram"} 3.0"#))
        #expect(text.contains(#"trackerbot_outbox_oldest_pending_age_seconds{platform="telegram"} 300.0"#))
        #expect(text.contains(#"trackerbot_dead_letters{platform="telegram",direction="outbound"} 1.0"#))
        #expect(text.contains(#"trackerbot_dead_letters{platform="telegram",direction="inbound"} 0.0"#))
        #expect(text.contains(#"trackerbot_outbox_pending{platform="matrix"} 0.0"#))
        #expect(text.contains(#"trackerbot_outbox_oldest_pending_age_seconds{platform="matrix"} 0.0"#))
        #expect(text.contains(#"trackerbot_build_info{version="9.9.9"} 1.0"#))
        for chat in ["10", "11", "12", "13"] { #expect(!text.contains("\"\(chat)\"")) }
    }
}
