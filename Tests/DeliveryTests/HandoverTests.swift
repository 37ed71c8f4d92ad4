import Foundation
import Logging
import TestSupport
import TestWaiting
import Testing
import TrackerCore
import TrackerStore

@testable import Delivery

/// Sending handed from one instance's worker to another's on one store, as a lease changes
/// hands: the new worker resumes from the unsent rows, sends none twice, keeps each chat's
/// order, and together the two send no faster than one worker may.
@Suite(.timeLimit(.minutes(1)))
struct HandoverTests {
    private let logger = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }
    /// 10 a second overall; one a second in a chat and 20 a minute in a group, 3 at once.
    private let limits = RateLimits(
        overallPerSecond: 10, perChatPerSecond: 1, perChatBurst: 3, perGroupPerMinute: 20, perGroupBurst: 3)
    private let group = ChatAddress(platform: "test", id: "-1")

    @Test(arguments: StoreKind.available)
    func theNextLeaderResumesTheOutboxWithinTheBotsLimits(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            try await store.write { tx in
                try tx.chats.seen(group, isGroup: true, at: Date())
                for index in 0..<8 {
                    for chat in ["c", "-1"] {
                        try tx.outbox.enqueue(
                            Outgoing(
                                chat: ChatAddress(platform: "test", id: chat),
                                reply: Reply("\(chat) \(index)")),
                            userExternalID: nil, at: Date())
                    }
                }
            }
            let sender = RecordingSender()
            // The first leader, sending at full speed until it has used every burst.
            try await deliver(store, sender, drained: false) { $0.count >= 6 }
            let first = sender.messages.count
            // The next one takes over at once, at the same instant.
            try await deliver(store, sender, drained: true) { $0.count >= 16 }
            let sent = sender.messages
            #expect(first < 16)
            #expect(sent.count == 16)
            #expect(Set(sent.map(\.text)).count == 16, "none sent twice")
            for chat in ["c", "-1"] {
                let mine = sent.filter { $0.chat == chat }
                #expect(mine.map(\.text) == (0..<8).map { "\(chat) \($0)" })
            }
            let chat = sent.filter { $0.chat == "c" }.map(\.at)
            #expect(Self.conform(chat, burst: 3, perSecond: 1), "per chat: \(Self.seconds(chat))")
            let inGroup = sent.filter { $0.chat == "-1" }.map(\.at)
            #expect(
                Self.conform(inGroup, burst: 3, perSecond: 20.0 / 60), "per group: \(Self.seconds(inGroup))")
            #expect(Self.conform(sent.map(\.at), burst: 1, perSecond: 10), "overall")
        }
    }

    /// Whether `times` (in order) could have passed a bucket of `burst` refilled at `perSecond`:
    /// no span holds more sends than the burst and what the span refills.
    private static func conform(_ times: [ContinuousClock.Instant], burst: Int, perSecond: Double) -> Bool {
        let times = times.sorted()
        for i in times.indices {
            for j in times.indices where j > i {
                let span = times[j] - times[i]
                let seconds = Double(span.components.seconds) + Double(span.components.attoseconds) / 1e18
                if Double(j - i + 1) > Double(burst) + seconds * perSecond + 1e-6 { return false }
            }
        }
        return true
    }

    private static func seconds(_ times: [ContinuousClock.Instant]) -> [Double] {
        guard let first = times.first else { return [] }
        return times.map { time in
            let span = time - first
            return Double(span.components.seconds) + Double(span.components.attoseconds) / 1e18
        }
    }

    /// Runs a worker on the sender's clock until `done` holds for what was sent, then stops it
    /// as a lost lease or a shutdown does, awaiting its sends in flight.
    ///
    /// Time moves only while the worker waits with nothing under way: then the clock jumps to
    /// the worker's next deadline, so limits take no wall time.
    private func deliver(
        _ store: any Store, _ sender: RecordingSender, drained: Bool,
        until done: @escaping @Sendable ([RecordingSender.Sent]) -> Bool
    ) async throws {
        let clock = sender.clock
        let worker = DeliveryWorker(
            store: store, sender: sender, doorbell: Doorbell(clock: clock), clock: clock, waitClock: clock,
            options: DeliveryWorker.Options(limits: limits, maxInFlight: 4, startsDrained: drained),
            logger: logger)
        let task = Task { await worker.run() }
        var patience = Patience(.seconds(30))
        var idle = (sleeps: clock.sleeps, sent: -1)
        while !patience.isExhausted, !done(sender.messages) {
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
}
