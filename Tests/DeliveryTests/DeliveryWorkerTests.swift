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

/// A platform that records what it is asked to send, when on the test's clock, and fails
/// as told.
final class RecordingSender: MessageSender {
    struct Sent: Sendable {
        var chat: String
        var text: String
        var at: ContinuousClock.Instant
        /// The outbox row and how many attempts had failed before this one, as a platform
        /// making sends idempotent sees them.
        var entryID: Int64?
        var attempts: Int
    }

    let platform: Platform = "test"
    let clock = ManualClock(Date())
    private let sent = Mutex<[Sent]>([])
    private let failures: Mutex<[String: [DeliveryFailure]]>

    init(failures: [String: [DeliveryFailure]] = [:]) { self.failures = Mutex(failures) }

    func deliver(_ entry: OutboxMessage) async throws(DeliveryFailure) -> String? {
        let outgoing = entry.outgoing
        let text = outgoing.reply?.text.plain ?? ""
        if let failure = failures.withLock({ $0[text]?.isEmpty == false ? $0[text]!.removeFirst() : nil }) {
            throw failure
        }
        // A pause that differs from row to row, the same on every run, so that concurrent
        // sends finish out of order.
        try? await Task.sleep(for: .milliseconds(Int(entry.id % 4)))
        sent.withLock {
            $0.append(
                Sent(
                    chat: outgoing.chat.id, text: text, at: clock.monotonicNow, entryID: entry.id,
                    attempts: entry.attempts)
            )
        }
        return "m-\(text)"
    }

    var messages: [Sent] { sent.withLock { $0 } }
}

@Suite(.timeLimit(.minutes(1)))
struct DeliveryWorkerTests {
    private let logger = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }

    private func enqueue(_ texts: [(chat: String, text: String)], in database: TrackerDatabase) throws {
        try database.write { db in
            for (chat, text) in texts {
                try OutboxEntry.enqueue(
                    Outgoing(chat: ChatAddress(platform: "test", id: chat), reply: Reply("\(text)")),
                    userExternalID: nil, at: Date(), in: db)
            }
        }
    }

    /// Runs a worker on the sender's clock until `done` holds for what was sent and no
    /// message is pending any more, so nothing more can be sent.
    ///
    /// Time moves only while the worker waits with nothing under way: then the clock jumps
    /// to the worker's next deadline (a rate limit, a retry, its idle timeout), so limits
    /// and backoffs take no wall time.
    private func run(
        _ sender: RecordingSender, options: DeliveryWorker.Options, database: TrackerDatabase,
        until done: @escaping @Sendable ([RecordingSender.Sent]) -> Bool
    ) async throws {
        let clock = sender.clock
        let doorbell = Doorbell(clock: clock)
        let worker = DeliveryWorker(
            store: database.store, sender: sender, doorbell: doorbell, clock: clock, waitClock: clock,
            options: options, logger: logger)
        let task = Task { await worker.run() }
        var patience = Patience(.seconds(30))
        var idle = (sleeps: clock.sleeps, sent: -1)
        while !patience.isExhausted {
            if done(sender.messages), try await Self.nothingPending(in: database) { break }
            try await patience.pause(for: .milliseconds(2))
            let now = (sleeps: clock.sleeps, sent: sender.messages.count)
            // The worker began no new wait, nothing was sent since the last look, and every
            // send is recorded.
            if await worker.messagesInFlight == 0 && now == idle { clock.advanceToNextDeadline() }
            idle = now
        }
        task.cancel()
        await task.value
    }

    private static func nothingPending(in database: TrackerDatabase) async throws -> Bool {
        try await database.read { db in try OutboxEntry.pending(platform: "test", limit: 1, in: db).isEmpty }
    }

    @Test func eachChatKeepsItsOrderWhileChatsGoConcurrently() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        let texts = (0..<60).map { (chat: "c\($0 % 6)", text: "\($0)") }
        try enqueue(texts, in: database)
        let sender = RecordingSender()
        let options = DeliveryWorker.Options(
            limits: RateLimits(overallPerSecond: 10_000, perChatPerSecond: 10_000, perChatBurst: 100),
            maxInFlight: 6)
        try await run(sender, options: options, database: database) { $0.count >= 60 }
        let sent = sender.messages
        #expect(sent.count == 60)
        for chat in 0..<6 {
            let order = sent.filter { $0.chat == "c\(chat)" }.compactMap { Int($0.text) }
            #expect(order == order.sorted(), "chat c\(chat) out of order: \(order)")
        }
        let pending = try await database.read { db in try OutboxEntry.pending(platform: "test", in: db) }
        #expect(pending.isEmpty)
    }

    @Test func theOverallAndGroupLimitsHold() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        // 30 private chats at 20/s overall; one group at 60/min (1/s) with a burst of 2.
        try enqueue((0..<30).map { (chat: "p\($0)", text: "p\($0)") }, in: database)
        try enqueue((0..<4).map { (chat: "-1", text: "g\($0)") }, in: database)
        // The group's kind, as the dispatcher records it when the group first writes.
        try await database.write { db in
            try ChatState.seen(ChatAddress(platform: "test", id: "-1"), isGroup: true, at: Date(), in: db)
        }
        let sender = RecordingSender()
        let options = DeliveryWorker.Options(
            limits: RateLimits(
                overallPerSecond: 20, perChatPerSecond: 100, perChatBurst: 100, perGroupPerMinute: 60,
                perGroupBurst: 2),
            maxInFlight: 8)
        try await run(sender, options: options, database: database) { $0.count >= 34 }
        let sent = sender.messages
        try #require(sent.count == 34)
        // A burst of 2 (a tenth of a second's worth), then 20 a second: 32 more need 1.6 s.
        let span = sent[33].at - sent[0].at
        #expect(span >= .milliseconds(1_500))
        let group = sent.filter { $0.chat == "-1" }
        try #require(group.count == 4)
        // Two at once, then one a second.
        #expect(group[3].at - group[0].at >= .milliseconds(1_900))
    }

    @Test func anAccountWideRateLimitHoldsEveryChatUntilItsTime() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        try enqueue([("a", "limited"), ("b", "b1"), ("b", "b2")], in: database)
        let sender = RecordingSender(failures: ["limited": [.accountRateLimited(retryAfter: .seconds(1))]])
        // No limit per chat (Matrix's defaults); one send at a time, so "limited" goes first.
        let options = DeliveryWorker.Options(limits: .matrix, maxInFlight: 1)
        let start = sender.clock.monotonicNow
        try await run(sender, options: options, database: database) { $0.count >= 3 }
        let sent = sender.messages
        try #require(Set(sent.map(\.text)) == ["limited", "b1", "b2"])
        // The other chat waited for the account's limit too, and then nothing was spaced.
        #expect(sent.allSatisfy { $0.at - start >= .milliseconds(950) })
        #expect(sent[2].at - sent[0].at < .milliseconds(500))
    }

    @Test func failuresAreRetriedThenDeadLettered() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        try enqueue([("a", "flaky"), ("a", "after flaky"), ("b", "never"), ("c", "rejected")], in: database)
        let sender = RecordingSender(failures: [
            "flaky": [.transient("502"), .transient("timeout")],
            "never": Array(repeating: .transient("down"), count: 10),
            "rejected": [.rejected("Bad Request: can't parse entities")],
        ])
        let options = DeliveryWorker.Options(
            limits: RateLimits(overallPerSecond: 1000, perChatPerSecond: 1000, perChatBurst: 100),
            maxInFlight: 4,
            maxAttempts: 3, baseBackoff: .milliseconds(20), maxBackoff: .milliseconds(40))
        try await run(sender, options: options, database: database) { sent in
            sent.map(\.text) == ["flaky", "after flaky"] || sent.count > 2
        }
        #expect(sender.messages.map(\.text) == ["flaky", "after flaky"])
        // The sender sees which row it sends and how often it failed: an idempotency key.
        #expect(sender.messages.map(\.entryID) == [1, 2])
        #expect(sender.messages.map(\.attempts) == [2, 0])
        let states = try await database.read { db in
            try OutboxEntry.order(OutboxEntry.Columns.id).fetchAll(db).map {
                ($0.outgoing.reply!.text.plain, $0.state, $0.attempts)
            }
        }
        #expect(states.map(\.1) == [.sent, .sent, .dead, .dead])
        #expect(states[0].2 == 3, "two failed attempts and the successful one")
        #expect(states[2].2 == 3)
    }
}
