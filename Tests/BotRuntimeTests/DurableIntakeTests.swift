import BotRuntime
import Foundation
import GRDB
import Logging
import SQLiteStore
import TestSupport
import Testing
import TrackerCommands
import TrackerCore
import TrackerStore

/// The intake with an inbox: batches are admitted with their checkpoint, and an applier on
/// another task applies them, on a real SQLite file.
struct DurableIntakeTests {
    private let logger = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }

    @Test func aBatchIsAdmittedWithItsCheckpointAndAppliedByTheApplier() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let database = try TrackerDatabase(path: folder.file("bot.sqlite"))
        let clock = ManualClock(.iso("2026-11-21T09:00:00Z"))
        let dispatcher = Dispatcher(database: database, clock: clock)
        let platform = MemoryPlatform(count: 3)
        let (admitted, applied) = (Doorbell(clock: clock), Doorbell())
        let inbox = Inbox(database: database, doorbell: admitted, clock: clock)
        let intake = Intake(
            source: platform, dispatcher: dispatcher, doorbell: applied, inbox: inbox, logger: logger)
        let applier = InboxApplier(
            dispatcher: dispatcher, inbox: inbox, source: platform.platform, applied: applied, logger: logger)
        let taking = Task { try await intake.run() }
        let applying = Task { try await applier.run() }

        // Only the applier rings, once it has applied the batch.
        await applied.wait(patiently: .seconds(20))
        taking.cancel()
        applying.cancel()
        #expect(await taking.result.isCancellation)
        #expect(await applying.result.isCancellation)

        let (checkpoint, replies, waiting) = try await database.read { db in
            (
                try PlatformState.value("memory.next", in: db),
                try OutboxEntry.pending(platform: "memory", in: db).map(\.outgoing.chat.id),
                try InboxEntry.count(of: "memory", in: db)
            )
        }
        #expect(checkpoint == "4")
        #expect(replies == ["c1", "c2", "c3"])
        #expect(waiting == 0)
        #expect(platform.read == [1, 2, 3], "each message read once, when it was admitted")
    }
}
