import Foundation
import TestSupport
import Testing
import TrackerCore
import TrackerStore

/// What every store promises of the outbox: ids in queueing order, each platform's pending
/// entries, and an entry's states from pending to sent or dead.
@Suite struct OutboxStoreTests {
    let now = Date(timeIntervalSince1970: 1_790_000_000)
    let chat = ChatAddress(platform: "telegram", id: "100")
    let otherChat = ChatAddress(platform: "telegram", id: "200")

    func message(_ text: String, to chat: ChatAddress, delivery: Outgoing.Delivery = .send) -> Outgoing {
        Outgoing(chat: chat, reply: Reply(RichText(verbatim: text)), delivery: delivery)
    }

    @Test(arguments: StoreKind.available)
    func queuedMessagesReadBackWithGrowingIDs(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let rich = Outgoing(
                chat: chat,
                reply: Reply(
                    RichText(spans: [RichText.Span("Done ", .bold), RichText.Span("today")]),
                    buttons: [[Button("Undo", data: "undo:1")]]),
                callbackAnswer: Outgoing.CallbackAnswer(callbackID: "cb", text: "ok"), inReplyTo: "77")
            let ids = try await store.write { tx in
                [
                    try tx.outbox.enqueue(rich, userExternalID: "42", at: now),
                    try tx.outbox.enqueue(message("second", to: otherChat), userExternalID: nil, at: now),
                ]
            }
            let later = try await store.write { tx in
                try tx.outbox.enqueue(message("third", to: chat), userExternalID: nil, at: now)
            }
            #expect(ids[0] < ids[1] && ids[1] < later)
            let read = try await store.read { tx in
                (try tx.outbox.outgoing(ids[0]), try tx.outbox.outgoing(later + 1000))
            }
            #expect(read.0 == rich)
            #expect(read.1 == nil)
        }
    }

    @Test(arguments: StoreKind.available)
    func anEntryQueuedWithoutItsIDTakesItsPlaceInTheOrder(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let (first, last) = try await store.write { tx in
                let first = try tx.outbox.enqueue(message("one", to: chat), userExternalID: nil, at: now)
                try tx.outbox.enqueueWithoutID(message("two", to: chat), userExternalID: "42", at: now)
                let last = try tx.outbox.enqueue(message("three", to: chat), userExternalID: nil, at: now)
                return (first, last)
            }
            let texts = try await store.read { tx in
                try tx.outbox.pendingHeads(platform: "telegram", afterID: 0, limit: 10).map {
                    try tx.outbox.outgoing($0.id)?.reply?.text.plain
                }
            }
            #expect(texts == ["one", "two", "three"])
            #expect(last > first + 1)
        }
    }

    @Test(arguments: StoreKind.available)
    func pendingHeadsArePerPlatformByIDAfterTheGivenOne(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let matrix = ChatAddress(platform: "matrix", id: "!room")
            let ids = try await store.write { tx in
                try [chat, matrix, otherChat, chat].map { chat in
                    try tx.outbox.enqueue(message("hi", to: chat), userExternalID: nil, at: now)
                }
            }
            let (all, afterFirst, limited, matrixHeads) = try await store.read { tx in
                (
                    try tx.outbox.pendingHeads(platform: "telegram", afterID: 0, limit: 10),
                    try tx.outbox.pendingHeads(platform: "telegram", afterID: ids[0], limit: 10),
                    try tx.outbox.pendingHeads(platform: "telegram", afterID: 0, limit: 2),
                    try tx.outbox.pendingHeads(platform: "matrix", afterID: 0, limit: 10)
                )
            }
            #expect(all.map(\.id) == [ids[0], ids[2], ids[3]])
            #expect(all.map(\.chatID) == ["100", "200", "100"])
            #expect(all.allSatisfy { $0.notBefore == nil && !$0.isGroup })
            #expect(afterFirst.map(\.id) == [ids[2], ids[3]])
            #expect(limited.map(\.id) == [ids[0], ids[2]])
            #expect(matrixHeads.map(\.id) == [ids[1]])
            #expect(matrixHeads.first?.chatID == "!room")
        }
    }

    @Test(arguments: StoreKind.available)
    func sentAndDeadEntriesAreNoLongerPending(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let ids = try await store.write { tx in
                try (0..<3).map { index in
                    try tx.outbox.enqueue(message("\(index)", to: chat), userExternalID: "42", at: now)
                }
            }
            try await store.write { tx in
                try tx.outbox.markSent(ids[0], messageID: "m1")
                try tx.outbox.markDead(ids[1], reason: "bad request")
                // Entries that do not exist are nothing to record.
                try tx.outbox.markSent(ids[2] + 100, messageID: nil)
                try tx.outbox.markDead(ids[2] + 100, reason: "gone")
            }
            let (heads, messages, settled) = try await store.read { tx in
                (
                    try tx.outbox.pendingHeads(platform: "telegram", afterID: 0, limit: 10),
                    try tx.outbox.pendingMessages(ids.reversed()),
                    try tx.outbox.outgoing(ids[0])
                )
            }
            #expect(heads.map(\.id) == [ids[2]])
            #expect(messages.map(\.id) == [ids[2]])
            #expect(messages.first?.attempts == 0)
            #expect(messages.first?.userExternalID == "42")
            #expect(messages.first?.outgoing == message("2", to: chat))
            #expect(settled == message("0", to: chat))
        }
    }

    @Test(arguments: StoreKind.available)
    func aPostponedEntryWaitsAndCountsOnlyTheSendsFaults(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let id = try await store.write { tx in
                try tx.outbox.enqueue(message("later", to: chat), userExternalID: nil, at: now)
            }
            let rateLimited = now.addingTimeInterval(30)
            let failed = now.addingTimeInterval(90)
            try await store.write { tx in
                try tx.outbox.postpone(id, until: rateLimited, countingAttempt: false, reason: "429")
            }
            let first = try await store.read { tx in
                (
                    try tx.outbox.pendingHeads(platform: "telegram", afterID: 0, limit: 10),
                    try tx.outbox.pendingMessages([id])
                )
            }
            #expect(first.0.map(\.notBefore) == [rateLimited])
            #expect(first.1.map(\.attempts) == [0])
            try await store.write { tx in
                try tx.outbox.postpone(id, until: failed, countingAttempt: true, reason: "timeout")
                try tx.outbox.postpone(id, until: failed, countingAttempt: true, reason: "timeout")
            }
            let second = try await store.read { tx in
                (
                    try tx.outbox.pendingHeads(platform: "telegram", afterID: 0, limit: 10),
                    try tx.outbox.pendingMessages([id])
                )
            }
            #expect(second.0.map(\.notBefore) == [failed])
            #expect(second.1.map(\.attempts) == [2])
        }
    }

    @Test(arguments: StoreKind.available)
    func aReplacementEditsWhatTheReplacedEntryWasSentAs(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let (sent, ids) = try await store.write { tx in
                let sent = try tx.outbox.enqueue(message("working…", to: chat), userExternalID: nil, at: now)
                let unsent = try tx.outbox.enqueue(
                    message("working…", to: otherChat), userExternalID: nil, at: now)
                try tx.outbox.markSent(sent, messageID: "m7")
                let ids = [
                    try tx.outbox.enqueue(
                        message("done", to: chat, delivery: .replace(outboxID: sent)), userExternalID: nil,
                        at: now),
                    try tx.outbox.enqueue(
                        message("done", to: otherChat, delivery: .replace(outboxID: unsent)),
                        userExternalID: nil,
                        at: now),
                    try tx.outbox.enqueue(
                        message("edit", to: chat, delivery: .edit(messageID: "m3")), userExternalID: nil,
                        at: now),
                ]
                return (sent, ids)
            }
            let (messages, stored) = try await store.read { tx in
                (try tx.outbox.pendingMessages(ids), try tx.outbox.outgoing(ids[0]))
            }
            #expect(
                messages.map(\.outgoing.delivery) == [.edit(messageID: "m7"), .send, .edit(messageID: "m3")])
            #expect(
                messages.map(\.outgoing.reply)
                    == ["done", "done", "edit"].map { Reply(RichText(verbatim: $0)) })
            #expect(stored?.delivery == .replace(outboxID: sent))
        }
    }

    @Test(arguments: StoreKind.available)
    func aBlockedChatsPendingEntriesDieAndOthersStay(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let matrixChat = ChatAddress(platform: "matrix", id: "100")
            let ids = try await store.write { tx in
                let sent = try tx.outbox.enqueue(message("sent", to: chat), userExternalID: nil, at: now)
                try tx.outbox.markSent(sent, messageID: "m1")
                return [
                    sent,
                    try tx.outbox.enqueue(message("a", to: chat), userExternalID: nil, at: now),
                    try tx.outbox.enqueue(message("b", to: otherChat), userExternalID: nil, at: now),
                    try tx.outbox.enqueue(message("c", to: matrixChat), userExternalID: nil, at: now),
                    try tx.outbox.enqueue(message("d", to: chat), userExternalID: nil, at: now),
                ]
            }
            try await store.write { tx in try tx.outbox.markPendingDead(in: chat, reason: "blocked") }
            let (telegram, matrix, all) = try await store.read { tx in
                (
                    try tx.outbox.pendingHeads(platform: "telegram", afterID: 0, limit: 10),
                    try tx.outbox.pendingHeads(platform: "matrix", afterID: 0, limit: 10),
                    try tx.outbox.pendingMessages(ids)
                )
            }
            #expect(telegram.map(\.id) == [ids[2]])
            #expect(matrix.map(\.id) == [ids[3]])
            #expect(all.map(\.id) == [ids[2], ids[3]])
        }
    }
}
