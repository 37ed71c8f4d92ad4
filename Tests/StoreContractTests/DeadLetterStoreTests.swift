import Foundation
import TestSupport
import Testing
import TrackerCore
import TrackerStore

/// The dead letters as an operator handles them, on each store: inbound ones numbered in the
/// order they were set aside, outbound ones by their outbox id, each dropped or put back once.
@Suite struct DeadLetterStoreTests {
    let now = Date(timeIntervalSince1970: 1_790_000_000)
    let chat = ChatAddress(platform: "telegram", id: "42")

    private func event(_ key: String, _ text: String) -> PlatformEvent {
        .incoming(
            Incoming(key: key, chat: chat, sender: Sender(id: "42", displayName: "Ann"), kind: .text(text)))
    }

    private func json(_ event: PlatformEvent) throws -> String {
        String(decoding: try JSONEncoder().encode(event), as: UTF8.self)
    }

    /// Sets aside `key` as the crash guard does: claimed, with a crash count, kept as a letter.
    private func setAside(
        _ key: String, raw: String, source: String = "telegram", at date: Date, in tx: any StoreTransaction
    )
        throws
    {
        try tx.inbox.beginAttempt([key], source: source)
        _ = try tx.inbox.recoverAttempt(source: source)
        _ = try tx.inbound.claim(key, at: date)
        #expect(try tx.inbox.setAside(key, source: source, raw: raw, reason: "it crashed", at: date))
    }

    @Test(arguments: StoreKind.available)
    func inboundLettersAreNumberedInTheOrderTheyWereSetAsideAndDroppedOnce(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            try await store.write { tx in
                try setAside("telegram:1", raw: #"{"update_id":1}"#, at: now, in: tx)
                try setAside(
                    "console:fp", raw: "/todo add x", source: "console:local@local",
                    at: now.addingTimeInterval(5),
                    in: tx)
            }
            let letters = try await store.read { try DeadLetter.all(in: $0) }
            #expect(letters.map(\.platform) == ["telegram", "console"])
            #expect(letters.map(\.content) == [#"{"update_id":1}"#, "/todo add x"])
            #expect(letters.map(\.createdAt) == [now, now.addingTimeInterval(5)])
            guard case .inbound(let first) = letters[0].id, case .inbound(let second) = letters[1].id else {
                Issue.record("not inbound: \(letters.map(\.id))")
                return
            }
            #expect(first < second)
            #expect(try await store.read { try DeadLetter.find(.inbound(second), in: $0) } == letters[1])
            #expect(try await store.read { try DeadLetter.find(.inbound(second + 1), in: $0) } == nil)
            #expect(try await store.write { try DeadLetter.drop(.inbound(first), in: $0) })
            #expect(try await store.write { try DeadLetter.drop(.inbound(first), in: $0) } == false)
            #expect(try await store.read { try DeadLetter.all(in: $0) } == [letters[1]])
            // Dropped, it is still claimed: the event is not applied again.
            #expect(try await store.write { try $0.inbound.claim("telegram:1", at: now) } == false)
            // A later letter gets a number of its own, not the dropped one's.
            try await store.write { tx in try setAside("telegram:3", raw: "{}", at: now, in: tx) }
            let numbers = try await store.read { try $0.inbox.deadLetters().map(\.number) }
            #expect(numbers.count == 2 && numbers[0] == second && numbers[1] > second)
        }
    }

    @Test(arguments: StoreKind.available)
    func aLetterPutBackIsInTheInboxOnceWithItsClaimAndCrashCountForgotten(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let todo = event("telegram:7", "/todo add Water the plants")
            try await store.write { tx in try setAside("telegram:7", raw: try json(todo), at: now, in: tx) }
            try await store.write { tx in
                try setAside("telegram:8", raw: #"{"update_id":8}"#, at: now, in: tx)
            }
            let numbers = try await store.read { try $0.inbox.deadLetters().map(\.number) }
            let later = now.addingTimeInterval(60)
            #expect(
                try await store.write { try DeadLetter.readmit(inboundNumber: numbers[1], at: later, in: $0) }
                    == .notAnEvent)
            #expect(
                try await store.write { try DeadLetter.readmit(inboundNumber: numbers[0], at: later, in: $0) }
                    == .readmitted(key: "telegram:7"))
            #expect(
                try await store.write { try DeadLetter.readmit(inboundNumber: numbers[0], at: later, in: $0) }
                    == .missing)
            let entries = try await store.read { try $0.inbox.next(10, of: "telegram") }
            #expect(entries.map(\.key) == ["telegram:7"])
            guard case .incoming(let incoming) = entries.first?.event, case .text(let text) = incoming.kind
            else {
                Issue.record("not the event set aside: \(entries)")
                return
            }
            #expect(incoming.key == "telegram:7" && text == "/todo add Water the plants")
            #expect(entries.first?.receivedAt == later)
            #expect(try await store.read { try $0.inbox.crashes(source: "telegram") } == ["telegram:8": 1])
            #expect(try await store.read { try $0.inbox.deadLetters().map(\.key) } == ["telegram:8"])
            // Its claim is gone, so applying it claims it anew; the other's stays.
            #expect(try await store.write { try $0.inbound.claim("telegram:7", at: later) })
            #expect(try await store.write { try $0.inbound.claim("telegram:8", at: later) } == false)
        }
    }

    @Test(arguments: StoreKind.available)
    func outboundLettersAreTheEntriesGivenUpOnAndAreQueuedAgainOnce(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let (pending, dead) = try await store.write { tx in
                let pending = try tx.outbox.enqueue(
                    Outgoing(chat: chat, reply: Reply("Waiting")), userExternalID: nil, at: now)
                let dead = try tx.outbox.enqueue(
                    Outgoing(chat: chat, reply: Reply("Your <b>weekly</b> summary")), userExternalID: "7",
                    at: now.addingTimeInterval(1))
                try tx.outbox.postpone(dead, until: now, countingAttempt: true, reason: "timed out")
                try tx.outbox.markDead(dead, reason: "Bad Request: chat not found")
                return (pending, dead)
            }
            let letters = try await store.read { try DeadLetter.all(in: $0) }
            #expect(
                letters == [
                    DeadLetter(
                        DeadMessage(
                            id: dead,
                            outgoing: Outgoing(chat: chat, reply: Reply("Your <b>weekly</b> summary")),
                            userExternalID: "7", createdAt: now.addingTimeInterval(1), attempts: 2,
                            lastError: "Bad Request: chat not found"))
                ])
            #expect(letters.first?.content == "Your <b>weekly</b> summary" && letters.first?.chatID == "42")
            #expect(try await store.read { try DeadLetter.find(.outbound(pending), in: $0) } == nil)
            #expect(try await store.write { try DeadLetter.drop(.outbound(pending), in: $0) } == false)
            #expect(
                try await store.write { try DeadLetter.requeue(outboxID: pending, at: now, in: $0) } == nil)

            let later = now.addingTimeInterval(60)
            let copy = try #require(
                try await store.write { try DeadLetter.requeue(outboxID: dead, at: later, in: $0) })
            #expect(copy > dead)
            #expect(
                try await store.write { try DeadLetter.requeue(outboxID: dead, at: later, in: $0) } == nil)
            #expect(try await store.read { try DeadLetter.all(in: $0) }.isEmpty)
            let queued = try await store.read { tx in
                try tx.outbox.pendingMessages(
                    tx.outbox.pendingHeads(platform: "telegram", afterID: 0, limit: 10).map(\.id))
            }
            #expect(queued.map(\.id) == [pending, copy])
            #expect(queued.last?.outgoing.reply?.text.plain == "Your <b>weekly</b> summary")
            #expect(queued.last?.attempts == 0 && queued.last?.userExternalID == "7")
        }
    }
}
