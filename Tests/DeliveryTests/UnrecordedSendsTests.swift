import Foundation
import GRDB
import Logging
import SQLiteStore
import Synchronization
import TestSupport
import TestWaiting
import Testing
import TrackerCore
import TrackerStore

@testable import Delivery

/// What a crash can send again: the sends not yet recorded, which never outnumber
/// `maxInFlight`, however long the store takes to record them.
@Suite(.timeLimit(.minutes(1)))
struct UnrecordedSendsTests {
    let logger = Logger(label: "UnrecordedSendsTests")

    @Test func noMoreThanMaxInFlightGoOutWhileTheStoreCannotRecordThem() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        try await database.write { db in
            for index in 0..<20 {
                try OutboxEntry.enqueue(
                    Outgoing(chat: ChatAddress(platform: "test", id: "c\(index)"), reply: Reply("m\(index)")),
                    userExternalID: nil, at: Date(), in: db)
            }
        }
        // Another write holds the store's one writer until released, on a thread of its own.
        let (held, released) = (Flag(), Flag())
        Thread.detachNewThread {
            try? database.write { (_: Database) in
                held.raise()
                while !released.isRaised { usleep(1_000) }
            }
        }
        while !held.isRaised { try await Task.sleep(for: .milliseconds(1)) }

        let sender = RecordingSender()
        let worker = DeliveryWorker(
            store: database.store, sender: sender, doorbell: Doorbell(),
            options: DeliveryWorker.Options(
                limits: RateLimits(overallPerSecond: 1_000, perChatPerSecond: 1_000), maxInFlight: 4),
            logger: logger)
        let task = Task { await worker.run() }
        try await waitUntil { sender.messages.count >= 4 }
        // Time for more to go out, were the places of the unrecorded ones free.
        try await Task.sleep(for: .milliseconds(300))
        #expect(sender.messages.count == 4)
        #expect(await worker.messagesInFlight == 4)

        released.raise()
        try await waitUntil { sender.messages.count == 20 }
        try await waitUntil { await worker.messagesInFlight == 0 }
        task.cancel()
        await task.value
        let pending = try await database.read { db in
            try OutboxEntry.pending(platform: "test", limit: 100, in: db)
        }
        #expect(pending.isEmpty)
        #expect(Set(sender.messages.map(\.text)) == Set((0..<20).map { "m\($0)" }))
    }

    private final class Flag: Sendable {
        private let value = Atomic(false)
        var isRaised: Bool { value.load(ordering: .sequentiallyConsistent) }
        func raise() { value.store(true, ordering: .sequentiallyConsistent) }
    }

    private func waitUntil(_ condition: () async -> Bool) async throws {
        var patience = Patience(.seconds(20))
        while !(await condition()) {
            guard !patience.isExhausted else { throw CancellationError() }
            try await patience.pause(for: .milliseconds(5))
        }
    }
}
