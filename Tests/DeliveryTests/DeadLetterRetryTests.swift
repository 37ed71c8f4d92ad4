import Foundation
import Logging
import TestSupport
import TestWaiting
import Testing
import TrackerCore
import TrackerStore

@testable import Delivery

/// A dead letter queued again (`trackerbot dead-letters retry`) while the worker runs, on each store.
@Suite(.timeLimit(.minutes(1)))
struct DeadLetterRetryTests {
    @Test(arguments: StoreKind.available)
    func aMessageQueuedAgainIsSentByTheRunningWorkerWhichReadsEachRowOnce(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            try await store.write { tx in
                _ = try tx.outbox.enqueue(
                    Outgoing(chat: ChatAddress(platform: "test", id: "c"), reply: Reply("doomed")),
                    userExternalID: nil, at: Date())
            }
            let sender = RecordingSender(failures: ["doomed": [.rejected("Bad Request: chat not found")]])
            let clock = sender.clock
            let worker = DeliveryWorker(
                store: store, sender: sender, doorbell: Doorbell(clock: clock), clock: clock,
                waitClock: clock,
                logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() })
            let task = Task { await worker.run() }
            defer { task.cancel() }
            var patience = Patience(.seconds(30))
            func dead() async throws -> [DeadLetter] {
                try await store.read { tx in try DeadLetter.all(in: tx) }
            }
            while try await dead().isEmpty, !patience.isExhausted {
                try await patience.pause(for: .milliseconds(2))
            }
            let letter = try #require(try await dead().first)
            guard case .outbound(let id) = letter.id else { throw CancellationError() }
            let copy = try await store.write { tx in try DeadLetter.requeue(outboxID: id, at: Date(), in: tx)
            }
            // The worker's next round, at most its longest idle wait away, reads the new row.
            while sender.messages.isEmpty, !patience.isExhausted {
                if clock.nextDeadline != nil { clock.advanceToNextDeadline() }
                try await Task.sleep(for: .milliseconds(2))
            }
            #expect(sender.messages.map(\.text) == ["doomed"])
            #expect(sender.messages.first?.entryID == copy)
            #expect(sender.messages.first?.attempts == 0)
            #expect(try await dead().isEmpty)
        }
    }
}
