import Foundation
import PostgresStore
import SQLiteStore
import TestSupport
import Testing
import TrackerCommands
import TrackerCore
import TrackerStore

@testable import trackerbot

/// `trackerbot dead-letters` as real processes, on a database with one dead letter of each
/// kind, on SQLite and on PostgreSQL: the operator's SQLite fixture, copied to PostgreSQL as
/// `copy-store` does, so the letters keep their numbers.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct DeadLettersProcessTests {
    /// What a test works on: the folder the processes run in, the `--db` they are given, and
    /// the store behind it.
    struct Fixture {
        let folder: TemporaryDirectory
        let db: String
        let store: any Store
        let deadID: Int64

        func run(_ arguments: [String]) async throws -> TrackerbotProcess {
            try await TrackerbotProcess.run(["dead-letters"] + arguments + ["--db", db], in: folder)
        }
    }

    /// Runs `body` on the operator's fixture in a store of `kind`.
    func withFixture(_ kind: StoreKind, _ body: (Fixture) async throws -> Void) async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try OperatorFixture.make(at: folder.file("bot.sqlite"), now: Date())
        let sqlite = try TrackerDatabase(path: folder.file("bot.sqlite"))
        func fixture(_ db: String, _ store: any Store) async throws -> Fixture {
            let dead = try await store.read { try $0.outbox.deadMessages().first?.id }
            return Fixture(folder: folder, db: db, store: store, deadID: try #require(dead))
        }
        switch kind {
        case .sqlite:
            try await body(try fixture("bot.sqlite", sqlite.store))
        case .postgres:
            try await TestPostgres.withMigratedDatabaseAsync { url in
                let database = try PostgresDatabase(url: url, options: .init(connections: 2))
                defer { database.close() }
                _ = try StoreCopy.copy(from: .sqlite(sqlite), to: .postgres(database))
                try await body(try fixture(url.withoutPassword, database.store))
            }
        }
    }

    @Test(arguments: StoreKind.available)
    func listShowsBothKindsWithIdsOfTheirOwn(_ kind: StoreKind) async throws {
        try await withFixture(kind) { fixture in
            let deadID = fixture.deadID
            let list = try await TrackerbotProcess.run(
                ["dead-letters"], in: fixture.folder, environment: ["TRACKER_DB": fixture.db])
            #expect(list.status == 0, "\(list.errors)")
            let lines = list.output.split(separator: "\n").map {
                $0.split(separator: "\t").map(String.init)
            }
            #expect(lines.map { $0.first ?? "" } == ["in-1", "out-\(deadID)"])
            #expect(lines.first?.dropFirst().first == "telegram")
            #expect(lines.first?.last == "it was being applied during 2 crashes")
            #expect(lines.last?.dropFirst().first == "telegram chat 42")
            #expect(lines.last?.last == "Bad Request: chat not found")

            let inbound = try await fixture.run(["show", "in-1"])
            #expect(inbound.output.hasPrefix("in-1: inbound update\nplatform: telegram\nset aside: "))
            #expect(
                inbound.output.hasSuffix(
                    "reason: it was being applied during 2 crashes\nupdate:\n{\"update_id\":1001}\n"))
            let outbound = try await fixture.run(["show", "OUT-\(deadID)"])
            #expect(
                outbound.output.contains(
                    "out-\(deadID): undeliverable message\nplatform: telegram\nchat: 42\n"))
            #expect(
                outbound.output.hasSuffix(
                    "attempts: 12\nreason: Bad Request: chat not found\nmessage:\n\(OperatorFixture.deadText)\n"
                ))
        }
    }

    @Test(arguments: StoreKind.available)
    func retryQueuesTheMessageAgainAsANewPendingEntry(_ kind: StoreKind) async throws {
        try await withFixture(kind) { fixture in
            let deadID = fixture.deadID
            let retry = try await fixture.run(["retry", "out-\(deadID)"])
            #expect(retry.status == 0, "\(retry.errors)")
            let pending = try await fixture.store.read { tx in
                try tx.outbox.pendingMessages(
                    tx.outbox.pendingHeads(platform: "telegram", afterID: 0, limit: 10).map(\.id))
            }
            let copy = try #require(pending.last)
            #expect(
                retry.output
                    == "Queued out-\(deadID) again as outbox entry \(copy.id): the bot sends it within seconds while it runs.\n"
            )
            #expect(
                retry.errors.contains("Dead letter out-\(deadID) queued again as outbox entry \(copy.id)"))
            #expect(copy.id > deadID)
            #expect(copy.outgoing.reply?.text.plain == OperatorFixture.deadText)
            #expect(copy.attempts == 0 && copy.userExternalID == "7")
            #expect(try await fixture.store.read { try DeadLetter.find(.outbound(deadID), in: $0) } == nil)
            // Once only: it is no dead letter any more.
            let again = try await fixture.run(["retry", "out-\(deadID)"])
            #expect(again.status == 1)
            #expect(
                again.errors
                    == "trackerbot: there is no dead letter out-\(deadID) (see trackerbot dead-letters list)\n"
            )
        }
    }

    @Test(arguments: StoreKind.available)
    func anUpdateSetAsideBeforeTheInboxCanBeDroppedButNotAppliedAgain(_ kind: StoreKind) async throws {
        try await withFixture(kind) { fixture in
            let retry = try await fixture.run(["retry", "in-1"])
            #expect(retry.status == 1)
            #expect(
                retry.errors.hasPrefix(
                    "trackerbot: in-1 was set aside as the platform sent it, before the inbox kept updates"))
            let drop = try await fixture.run(["drop", "in-1"])
            #expect(drop.status == 0, "\(drop.errors)")
            #expect(drop.output == "Dropped in-1.\n")
            #expect(drop.errors.contains("Dead letter in-1 dropped"))
            #expect(try await fixture.store.read { try $0.inbox.deadLetters() }.isEmpty)
            let dropOut = try await fixture.run(["drop", "out-\(fixture.deadID)"])
            #expect(dropOut.status == 0)
            #expect(try await fixture.run([]).output == "No dead letters.\n")
        }
    }

    @Test(arguments: StoreKind.available)
    func aWrongIdGetsUsageAndAPendingMessageIsNoDeadLetter(_ kind: StoreKind) async throws {
        try await withFixture(kind) { fixture in
            let wrong = try await fixture.run(["show", "x-1"])
            #expect(wrong.status == 2)
            #expect(
                wrong.errors.hasPrefix(
                    "trackerbot: “x-1” is not a dead letter's id: they look like in-3 or out-12"))
            // Entry 2 is waiting, not dead: it cannot be dropped as one.
            let pending = try await fixture.run(["drop", "out-\(fixture.deadID - 1)"])
            #expect(pending.status == 1)
            let waiting = try await fixture.store.read {
                try $0.outbox.pendingHeads(platform: "telegram", afterID: 0, limit: 10)
            }
            #expect(waiting.count == 2)
        }
    }

    @Test(arguments: StoreKind.available)
    func retryPutsASetAsideUpdateBackIntoTheInboxWhichAppliesItOnce(_ kind: StoreKind) async throws {
        try await withFixture(kind) { fixture in
            let store = fixture.store
            let chat = ChatAddress(platform: "telegram", id: "42")
            let event = PlatformEvent.incoming(
                Incoming(
                    key: "telegram:2002", chat: chat, sender: Sender(id: "42", displayName: "Ann"),
                    kind: .text("/todo add Water the plants")))
            let dispatcher = Dispatcher(
                store: store, clock: SystemClock(),
                files: UserFiles(beside: fixture.folder.file("bot.sqlite")))
            try await dispatcher.setAside(
                key: "telegram:2002", inboundKey: "telegram:2002",
                raw: String(decoding: try JSONEncoder().encode(event), as: UTF8.self), chat: chat,
                senderID: "42", crashGuard: CrashGuard(store: store, platform: "telegram"), checkpoint: nil)
            // The running bot's applier, waiting for news.
            let clock = ManualClock(Date())
            let applier = InboxApplier(
                dispatcher: dispatcher,
                inbox: Inbox(store: store, doorbell: Doorbell(clock: clock), clock: clock),
                source: "telegram")
            let running = Task { try await applier.run() }
            defer { running.cancel() }
            let giveUp = Date().addingTimeInterval(20)
            while clock.nextDeadline == nil, Date() < giveUp { try await Task.sleep(for: .milliseconds(5)) }

            let retry = try await fixture.run(["retry", "in-2"])
            #expect(retry.status == 0, "\(retry.errors)")
            #expect(
                retry.output
                    == "Put in-2 back into the inbox: the bot applies it within seconds while it runs, once.\n"
            )
            #expect(retry.errors.contains("Dead letter in-2 (telegram:2002) put back into the inbox"))
            #expect(try await fixture.run(["retry", "in-2"]).status == 1)
            // No doorbell rang in this process: the applier finds it when it looks again.
            clock.advanceToNextDeadline()
            func applied() async throws -> Bool {
                try await store.read { try $0.inbox.count(of: "telegram") } == 0
            }
            while try await !applied(), Date() < giveUp { try await Task.sleep(for: .milliseconds(5)) }
            let todos = try await store.read { tx in
                try [("console", "local"), ("telegram", "42")].flatMap { platform, id in
                    try tx.users.find(platform: Platform(platform), externalID: id).map {
                        try tx.todos.listed(of: $0.id ?? 0).map(\.text)
                    } ?? []
                }
            }
            #expect(
                todos == ["Buy milk", "Water the plants"], "the console's to-do and the retried one, once")
            // No longer a dead letter; the first one stays.
            let list = try await fixture.run(["list"]).output
            #expect(list.hasPrefix("in-1\t") && !list.contains("in-2"))
        }
    }
}
