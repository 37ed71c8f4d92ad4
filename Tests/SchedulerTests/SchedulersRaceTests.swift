import Foundation
import Logging
import PostgresStore
import Scheduler
import TestSupport
import Testing
import TrackerCommands
import TrackerCore

/// Two schedulers on one PostgreSQL database, as an old leader whose pass a lost lease cut
/// off and the new leader that starts meanwhile: every reminder still fires once.
@Suite(.enabled(if: TestPostgres.isAvailable, TestPostgres.skipReason))
struct SchedulersRaceTests {
    private let logger = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }

    @Test func schedulersFiringAtOnceSendEachReminderOnce() async throws {
        try await TestPostgres.withMigratedDatabaseAsync { url in
            let database = try PostgresDatabase(url: url)
            defer { database.close() }
            let directory = try TemporaryDirectory()
            defer { directory.remove() }
            // Saturday 06:00 in Berlin; the nudges are due at 09:00.
            let clock = ManualClock(.iso("2026-11-21T05:00:00Z"))
            let dispatcher = Dispatcher(
                store: database.store, clock: clock, files: UserFiles(beside: directory.file("bot")),
                logger: logger)
            let users = 40
            for user in 1...users {
                try dispatcher.apply(
                    ["/timezone Europe/Berlin", "/habit add Read"].enumerated().map { index, text in
                        Incoming(
                            key: "chat:\(user).\(index)", chat: ChatAddress(platform: "chat", id: "\(user)"),
                            sender: Sender(id: "\(user)", displayName: "User \(user)"), kind: .text(text))
                    })
            }
            let replies = try await database.store.read { tx in
                try tx.outbox.pendingHeads(platform: "chat", afterID: 0, limit: 1000).count
            }
            clock.set(.iso("2026-11-21T08:00:30Z"))
            // Small batches: each pass is many transactions, which the two interleave.
            let schedulers = (0..<2).map { _ in
                ReminderScheduler(
                    store: database.store, platform: "chat", clock: clock,
                    options: ReminderScheduler.Options(batchSize: 3), logger: logger)
            }
            let queued = try await withThrowingTaskGroup(of: Int.self) { group in
                for scheduler in schedulers {
                    group.addTask { try await Task.detached { try scheduler.fireDue() }.value }
                }
                return try await group.reduce(0, +)
            }
            #expect(queued == users)
            let nudges = try await database.store.read { tx in
                try tx.outbox.pendingHeads(platform: "chat", afterID: 0, limit: 1000).dropFirst(replies)
                    .map(\.chatID)
            }
            #expect(nudges.count == users)
            #expect(Set(nudges).count == users, "one nudge per user")
            // Nothing is left due for a third pass.
            #expect(try schedulers[0].fireDue() == 0)
        }
    }
}
