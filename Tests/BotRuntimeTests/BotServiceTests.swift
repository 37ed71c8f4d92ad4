import BotRuntime
import Delivery
import Foundation
import Logging
import SQLiteStore
import Synchronization
import TestSupport
import TestWaiting
import Testing
import TrackerCommands
import TrackerCore
import TrackerStore

/// The shared service: one platform's intake, delivery and own tasks in one group.
struct BotServiceTests {
    private let logger = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }

    /// Connects to a ``MemoryPlatform``, delivers by recording, and runs a task of its own
    /// that says when it starts and when it is ended.
    private final class MemoryConnector: PlatformConnector {
        let platform: MemoryPlatform
        let sender = RecordingSender()
        /// What the platform's own task saw: `started`, then `ended`.
        let task = Mutex<[String]>([])
        let connects = Mutex(0)

        init(platform: MemoryPlatform) { self.platform = platform }

        var displayName: String { "Memory" }

        func connect(clock: any WaitClock) async throws { connects.withLock { $0 += 1 } }

        func session() async throws -> PlatformSession<MemoryPlatform> {
            PlatformSession(source: platform, sender: sender, tasks: [runOwnTask])
        }

        @Sendable private func runOwnTask() async {
            task.withLock { $0.append("started") }
            await withTaskCancellationHandler {
                try? await Task.sleep(for: .seconds(3600))
            } onCancel: {
                task.withLock { $0.append("ended") }
            }
        }
    }

    /// Sends nothing anywhere; remembers the chats it was asked to send to.
    private final class RecordingSender: MessageSender {
        let chats = Mutex<[String]>([])
        var platform: Platform { "memory" }

        func deliver(_ entry: OutboxMessage) async throws(DeliveryFailure) -> String? {
            chats.withLock { $0.append(entry.outgoing.chat.id) }
            return "m\(entry.id)"
        }
    }

    @Test func aFatalFailureEndsTheServiceWithThePlatformsReasonAndStopsItsTasks() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let database = try TrackerDatabase(path: folder.file("bot.sqlite"))
        let platform = MemoryPlatform(count: 2)
        let connector = MemoryConnector(platform: platform)
        let doorbell = Doorbell()
        let service = BotService(
            connector: connector, dispatcher: Dispatcher(database: database, clock: SystemClock()),
            doorbell: doorbell, delivery: DeliveryWorker.Options(), logger: logger)
        // The first fetch is turned away: nothing is applied, and the service ends with it.
        platform.fail(with: [MemoryPlatform.Outage(fatal: true)])
        await #expect(throws: MemoryPlatform.TurnedAway()) { try await service.run() }
        #expect(connector.connects.withLock { $0 } == 1)
        #expect(connector.task.withLock { $0 } == ["started", "ended"])
        #expect(platform.fetches == [nil])
        let applied = try await database.read { db in try PlatformState.value("memory.next", in: db) }
        #expect(applied == nil)
    }

    @Test func aSessionAppliesWhatComesAndDeliversItsRepliesUntilShutdown() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let database = try TrackerDatabase(path: folder.file("bot.sqlite"))
        let connector = MemoryConnector(platform: MemoryPlatform(count: 2))
        let service = BotService(
            connector: connector, dispatcher: Dispatcher(database: database, clock: SystemClock()),
            doorbell: Doorbell(), delivery: DeliveryWorker.Options(), logger: logger)
        let task = Task { try await service.run() }
        // A minute: only a stuck service takes that long, even on a loaded machine.
        var patience = Patience(.seconds(60))
        while connector.sender.chats.withLock({ $0.count }) < 2 {
            try #require(!patience.isExhausted, "the replies were not delivered")
            try await patience.pause(for: .milliseconds(5))
        }
        task.cancel()
        // A shutdown is a normal end, not an error.
        try await task.value
        #expect(connector.sender.chats.withLock { $0.sorted() } == ["c1", "c2"])
        #expect(connector.task.withLock { $0 } == ["started", "ended"])
    }
}
