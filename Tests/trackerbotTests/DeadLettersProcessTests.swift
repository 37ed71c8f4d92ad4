import Foundation
import GRDB
import SQLiteStore
import TestSupport
import Testing
import TrackerCommands
import TrackerCore
import TrackerStore

/// `trackerbot dead-letters` as real processes, on a database with one dead letter of each
/// kind.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct DeadLettersProcessTests {
    let folder: TemporaryDirectory
    let database: TrackerDatabase
    let deadID: Int64

    init() throws {
        folder = try TemporaryDirectory()
        try OperatorFixture.make(at: folder.file("bot.sqlite"), now: Date())
        database = try TrackerDatabase(path: folder.file("bot.sqlite"))
        deadID =
            try database.read { db in
                try Int64.fetchOne(
                    db, sql: "SELECT id FROM outbox WHERE state = ?", arguments: [OutboxEntry.State.dead])
            } ?? 0
    }

    func run(_ arguments: [String]) async throws -> TrackerbotProcess {
        try await TrackerbotProcess.run(
            ["dead-letters"] + arguments + ["--db", "bot.sqlite"], in: folder)
    }

    @Test func listShowsBothKindsWithIdsOfTheirOwn() async throws {
        defer { folder.remove() }
        let list = try await TrackerbotProcess.run(
            ["dead-letters"], in: folder, environment: ["TRACKER_DB": "bot.sqlite"])
        #expect(list.status == 0, "\(list.errors)")
        let lines = list.output.split(separator: "\n").map {
            $0.split(separator: "\t").map(String.init)
        }
        #expect(lines.map { $0.first ?? "" } == ["in-1", "out-\(deadID)"])
        #expect(lines.first?.dropFirst().first == "telegram")
        #expect(lines.first?.last == "it was being applied during 2 crashes")
        #expect(lines.last?.dropFirst().first == "telegram chat 42")
        #expect(lines.last?.last == "Bad Request: chat not found")

        let inbound = try await run(["show", "in-1"])
        #expect(inbound.output.hasPrefix("in-1: inbound update\nplatform: telegram\nset aside: "))
        #expect(
            inbound.output.hasSuffix(
                "reason: it was being applied during 2 crashes\nupdate:\n{\"update_id\":1001}\n"))
        let outbound = try await run(["show", "OUT-\(deadID)"])
        #expect(
            outbound.output.contains(
                "out-\(deadID): undeliverable message\nplatform: telegram\nchat: 42\n"))
        #expect(
            outbound.output.hasSuffix(
                "attempts: 12\nreason: Bad Request: chat not found\nmessage:\n\(OperatorFixture.deadText)\n"
            ))
    }

    @Test func retryQueuesTheMessageAgainAsANewPendingEntry() async throws {
        defer { folder.remove() }
        let retry = try await run(["retry", "out-\(deadID)"])
        #expect(retry.status == 0, "\(retry.errors)")
        let pending = try await database.read { db in try OutboxEntry.pending(platform: "telegram", in: db) }
        let copy = try #require(pending.last)
        #expect(
            retry.output
                == "Queued out-\(deadID) again as outbox entry \(copy.id ?? 0): the bot sends it within seconds while it runs.\n"
        )
        #expect(
            retry.errors.contains(
                "Dead letter out-\(deadID) queued again as outbox entry \(copy.id ?? 0)"))
        #expect((copy.id ?? 0) > deadID)
        #expect(copy.outgoing.reply?.text.plain == OperatorFixture.deadText)
        #expect(copy.attempts == 0 && copy.lastError == nil && copy.userExternalID == "7")
        #expect(try await database.read { db in try DeadLetter.find(.outbound(deadID), in: db) } == nil)
        // Once only: it is no dead letter any more.
        let again = try await run(["retry", "out-\(deadID)"])
        #expect(again.status == 1)
        #expect(
            again.errors
                == "trackerbot: there is no dead letter out-\(deadID) (see trackerbot dead-letters list)\n")
    }

    @Test func anUpdateSetAsideBeforeTheInboxCanBeDroppedButNotAppliedAgain() async throws {
        defer { folder.remove() }
        let retry = try await run(["retry", "in-1"])
        #expect(retry.status == 1)
        #expect(
            retry.errors.hasPrefix(
                "trackerbot: in-1 was set aside as the platform sent it, before the inbox kept updates"))
        let drop = try await run(["drop", "in-1"])
        #expect(drop.status == 0, "\(drop.errors)")
        #expect(drop.output == "Dropped in-1.\n")
        #expect(drop.errors.contains("Dead letter in-1 dropped"))
        #expect(try await database.read { db in try InboundDeadLetter.fetchCount(db) } == 0)
        let dropOut = try await run(["drop", "out-\(deadID)"])
        #expect(dropOut.status == 0)
        #expect(try await run([]).output == "No dead letters.\n")
    }

    @Test func aWrongIdGetsUsageAndAPendingMessageIsNoDeadLetter() async throws {
        defer { folder.remove() }
        let wrong = try await run(["show", "x-1"])
        #expect(wrong.status == 2)
        #expect(
            wrong.errors.hasPrefix(
                "trackerbot: “x-1” is not a dead letter's id: they look like in-3 or out-12"))
        // Entry 2 is waiting, not dead: it cannot be dropped as one.
        let pending = try await run(["drop", "out-\(deadID - 1)"])
        #expect(pending.status == 1)
        #expect(
            try await database.read { db in try OutboxEntry.pending(platform: "telegram", in: db) }.count == 2
        )
    }

    @Test func retryPutsASetAsideUpdateBackIntoTheInboxWhichAppliesItOnce() async throws {
        defer { folder.remove() }
        let event = PlatformEvent.incoming(
            Incoming(
                key: "telegram:2002", chat: ChatAddress(platform: "telegram", id: "42"),
                sender: Sender(id: "42", displayName: "Ann"), kind: .text("/todo add Water the plants")))
        let dispatcher = Dispatcher(database: database, clock: SystemClock())
        try await dispatcher.setAside(
            key: "telegram:2002", inboundKey: "telegram:2002",
            raw: String(decoding: try JSONEncoder().encode(event), as: UTF8.self),
            chat: ChatAddress(platform: "telegram", id: "42"), senderID: "42",
            crashGuard: CrashGuard(database: database, platform: "telegram"), checkpoint: nil)
        // The running bot's applier, waiting for news.
        let clock = ManualClock(Date())
        let applier = InboxApplier(
            dispatcher: dispatcher,
            inbox: Inbox(database: database, doorbell: Doorbell(clock: clock), clock: clock),
            source: "telegram")
        let running = Task { try await applier.run() }
        defer { running.cancel() }
        let giveUp = Date().addingTimeInterval(20)
        while clock.nextDeadline == nil, Date() < giveUp { try await Task.sleep(for: .milliseconds(5)) }

        let retry = try await run(["retry", "in-2"])
        #expect(retry.status == 0, "\(retry.errors)")
        #expect(
            retry.output
                == "Put in-2 back into the inbox: the bot applies it within seconds while it runs, once.\n")
        #expect(retry.errors.contains("Dead letter in-2 (telegram:2002) put back into the inbox"))
        #expect(try await run(["retry", "in-2"]).status == 1)
        // No doorbell rang in this process: the applier finds it when it looks again.
        clock.advanceToNextDeadline()
        func applied() async throws -> Bool {
            try await database.read { db in try InboxEntry.count(of: "telegram", in: db) } == 0
        }
        while try await !applied(), Date() < giveUp { try await Task.sleep(for: .milliseconds(5)) }
        let todos = try await database.read { db in try String.fetchAll(db, sql: "SELECT text FROM todo") }
        #expect(todos == ["Buy milk", "Water the plants"], "the console's to-do and the retried one, once")
        // No longer a dead letter; the first one stays.
        let list = try await run(["list"]).output
        #expect(list.hasPrefix("in-1\t") && !list.contains("in-2"))
    }
}
