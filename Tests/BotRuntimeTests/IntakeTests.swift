import BotRuntime
import Foundation
import GRDB
import Logging
import SQLiteStore
import TestSupport
import TestWaiting
import Testing
import TrackerCommands
import TrackerCore

/// The shared intake on a real SQLite file, reading a platform held in memory.
struct IntakeTests {
    private let logger = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }
    private let start = Date.iso("2026-11-21T09:00:00Z")

    /// Runs an intake of `platform` until `applied` batches were applied, then stops it.
    private func run(
        _ platform: MemoryPlatform, on database: TrackerDatabase, applied batches: Int = 1,
        clock: any WaitClock = SystemWaitClock()
    ) async throws {
        let doorbell = Doorbell()
        let intake = Intake(
            source: platform, dispatcher: Dispatcher(database: database, clock: ManualClock(start)),
            doorbell: doorbell, clock: clock, logger: logger)
        let task = Task { try await intake.run() }
        for _ in 0..<batches { await doorbell.wait(patiently: .seconds(20)) }
        task.cancel()
        #expect(await task.result.isCancellation)
    }

    /// Runs an intake of `platform` until it stops by itself: the bot died applying a batch.
    private func crash(_ platform: MemoryPlatform, on database: TrackerDatabase) async throws {
        let intake = Intake(
            source: platform, dispatcher: Dispatcher(database: database, clock: ManualClock(start)),
            doorbell: Doorbell(), logger: logger)
        #expect(await Task { try await intake.run() }.result.isCancellation)
    }

    private func checkpoint(in database: TrackerDatabase) throws -> String? {
        try database.read { db in try PlatformState.value("memory.next", in: db) }
    }

    private func replies(in database: TrackerDatabase) throws -> [String] {
        try database.read { db in try OutboxEntry.pending(platform: "memory", in: db) }.map(
            \.outgoing.chat.id)
    }

    @Test func aBatchIsStoredWithItsCheckpointWhichTheNextFetchConfirms() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let database = try TrackerDatabase(path: folder.file("bot.sqlite"))
        let platform = MemoryPlatform(count: 3)
        try await run(platform, on: database)
        #expect(try checkpoint(in: database) == "4")
        // When it was committed, for `trackerbot status`.
        #expect(try await database.read { db in try PlatformState.lastCommits(in: db) } == ["memory": start])
        #expect(try replies(in: database) == ["c1", "c2", "c3"])
        // The batch was confirmed by the next fetch, which found nothing new.
        #expect(platform.fetches.prefix(2) == [nil, "4"])
    }

    @Test func aBatchSentAgainAfterARestartIsAppliedOnce() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = folder.file("bot.sqlite")
        try await run(MemoryPlatform(count: 2), on: TrackerDatabase(path: path))
        // The confirmation never reached the platform: after the restart it sends all again.
        let again = MemoryPlatform(count: 3)
        again.resend(from: 1)
        let database = try TrackerDatabase(path: path)
        try await run(again, on: database)
        #expect(again.fetches.first == "3")
        #expect(try replies(in: database) == ["c1", "c2", "c3"])
        #expect(try checkpoint(in: database) == "4")
    }

    @Test func anEventThatCrashesTheBotTwiceOnItsOwnIsSetAsideAndTheRestApplied() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = folder.file("bot.sqlite")
        let platform = MemoryPlatform(count: 3, poison: [2])
        // The whole batch in one transaction, which dies with message 2.
        try await crash(platform, on: TrackerDatabase(path: path))
        #expect(try replies(in: TrackerDatabase(path: path)).isEmpty)
        // One message per transaction: 1 is applied and confirmed, 2 dies again, on its own,
        // and once more after the next start.
        try await crash(platform, on: TrackerDatabase(path: path))
        #expect(try checkpoint(in: TrackerDatabase(path: path)) == "2")
        try await crash(platform, on: TrackerDatabase(path: path))
        // Set aside without being read again; 3 is applied.
        let database = try TrackerDatabase(path: path)
        try await run(platform, on: database)
        #expect(platform.read == [1, 2, 3, 1, 2, 2, 3])
        // 2's sender is told it was set aside.
        #expect(try replies(in: database) == ["c1", "c2", "c3"])
        let pending = try await database.read { db in try OutboxEntry.pending(platform: "memory", in: db) }
        // Required, so that a missing apology fails here rather than trapping the test process.
        try #require(pending.count == 3)
        let apology = pending[1]
        #expect(apology.outgoing.reply?.text.plain.contains("set aside") == true)
        #expect(try checkpoint(in: database) == "4")
        let letters = try await database.read { db in try InboundDeadLetter.fetchAll(db) }
        #expect(letters.map(\.key) == ["memory:2"])
        #expect(letters.map(\.raw) == ["message 2"])
        #expect(letters.map(\.source) == ["memory"])
    }

    @Test func failedFetchesWaitLongerEachTimeUpToAMinute() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let database = try TrackerDatabase(path: folder.file("bot.sqlite"))
        let platform = MemoryPlatform(count: 1)
        platform.fail(
            with: Array(repeating: MemoryPlatform.Outage(), count: 8) + [.init(retryAfter: .seconds(7))])
        let clock = ManualClock(start)
        let doorbell = Doorbell()
        let intake = Intake(
            source: platform, dispatcher: Dispatcher(database: database, clock: clock), doorbell: doorbell,
            clock: clock, logger: logger)
        let task = Task { try await intake.run() }
        var waits: [Duration] = []
        for _ in 0..<9 {
            try await eventually { clock.nextDeadline != nil }
            waits.append(clock.nextDeadline! - clock.monotonicNow)
            clock.advanceToNextDeadline()
        }
        await doorbell.wait(patiently: .seconds(20))
        task.cancel()
        #expect(await task.result.isCancellation)
        let floors: [Duration] = [1, 2, 4, 8, 16, 32, 60, 60].map { .seconds($0) }
        for (wait, floor) in zip(waits, floors) {
            #expect(wait >= floor && wait <= floor * 1.25, "waited \(wait) where \(floor) was due")
        }
        // The platform's own wait is taken as it is.
        #expect(waits.last == .seconds(7))
        #expect(try replies(in: database) == ["c1"])
    }

    /// Waits until `condition` holds, giving up after a minute, which only a stuck intake takes.
    private func eventually(_ condition: () -> Bool) async throws {
        var patience = Patience(.seconds(60))
        while !condition() {
            try #require(!patience.isExhausted, "timed out")
            try await patience.pause(for: .milliseconds(1))
        }
    }
}

extension Result {
    /// Whether the task ended by being cancelled.
    var isCancellation: Bool {
        if case .failure(let error) = self { return error is CancellationError }
        return false
    }
}
