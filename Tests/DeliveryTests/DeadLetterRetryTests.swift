import Foundation
import Logging
import SQLiteStore
import TestSupport
import Testing
import TrackerCore

@testable import Delivery

/// A dead letter queued again (`trackerbot dead-letters retry`) while the worker runs.
@Suite(.timeLimit(.minutes(1)))
struct DeadLetterRetryTests {
    @Test func aMessageQueuedAgainIsSentByTheRunningWorkerWhichReadsEachRowOnce() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        try await database.write { db in
            try OutboxEntry.enqueue(
                Outgoing(chat: ChatAddress(platform: "test", id: "c"), reply: Reply("doomed")),
                userExternalID: nil, at: Date(), in: db)
        }
        let sender = RecordingSender(failures: ["doomed": [.rejected("Bad Request: chat not found")]])
        let clock = sender.clock
        let worker = DeliveryWorker(
            store: database.store, sender: sender, doorbell: Doorbell(clock: clock), clock: clock,
            waitClock: clock,
            logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() })
        let task = Task { await worker.run() }
        defer { task.cancel() }
        let giveUp = ContinuousClock.now + .seconds(30)
        func dead() async throws -> [DeadLetter] {
            try await database.read { db in try DeadLetter.all(in: db) }
        }
        while try await dead().isEmpty, ContinuousClock.now < giveUp {
            try await Task.sleep(for: .milliseconds(2))
        }
        let letter = try #require(try await dead().first)
        guard case .outbound(let id) = letter.id else { throw CancellationError() }
        let copy = try await database.write { db in try DeadLetter.requeue(outboxID: id, at: Date(), in: db) }
        // The worker's next round, at most its longest idle wait away, reads the new row.
        while sender.messages.isEmpty, ContinuousClock.now < giveUp {
            if clock.nextDeadline != nil { clock.advanceToNextDeadline() }
            try await Task.sleep(for: .milliseconds(2))
        }
        #expect(sender.messages.map(\.text) == ["doomed"])
        #expect(sender.messages.first?.entryID == copy)
        #expect(sender.messages.first?.attempts == 0)
        #expect(try await dead().isEmpty)
    }
}
