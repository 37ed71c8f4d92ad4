import Foundation
import TestSupport
import Testing
import TrackerCore
import TrackerStore

@testable import SQLiteStore

/// What a delivery worker asks of the store interface: pending entries in order, each result
/// recorded, and the chats that blocked the bot or moved.
struct OutboxDeliveryStoreTests {
    private let now = Date(timeIntervalSince1970: 1_795_338_000)
    private let alice = ChatAddress(platform: "test", id: "alice")
    private let bob = ChatAddress(platform: "test", id: "bob")

    private func enqueue(
        _ text: String, to chat: ChatAddress, delivery: Outgoing.Delivery = .send, in store: any Store
    )
        throws -> Int64
    {
        try store.write { tx in
            try tx.outbox.enqueue(
                Outgoing(chat: chat, reply: Reply(RichText(verbatim: text)), delivery: delivery),
                userExternalID: nil,
                at: now)
        }
    }

    @Test func pendingEntriesComeInOrderAndEachResultIsRecorded() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = try TrackerDatabase(path: directory.file("bot.sqlite")).store
        let first = try enqueue("first", to: alice, in: store)
        let other = try enqueue("other", to: bob, in: store)
        let edit = try enqueue("edit", to: alice, delivery: .replace(outboxID: first), in: store)

        let heads = try store.read { tx in try tx.outbox.pendingHeads(platform: "test", afterID: 0, limit: 10)
        }
        #expect(heads.map(\.id) == [first, other, edit])
        #expect(heads.map(\.chatID) == ["alice", "bob", "alice"])
        #expect(
            try store.read { tx in try tx.outbox.pendingHeads(platform: "test", afterID: first, limit: 1) }
                .map(\.id) == [other])
        #expect(
            try store.read { tx in try tx.outbox.pendingHeads(platform: "other", afterID: 0, limit: 10) }
                .isEmpty)

        try store.write { tx in try tx.outbox.markSent(first, messageID: "m1") }
        let ready = try store.read { tx in try tx.outbox.pendingMessages([edit, first, other]) }
        #expect(ready.map(\.id) == [other, edit], "a sent entry is no longer pending; the rest in id order")
        #expect(ready.last?.outgoing.delivery == .edit(messageID: "m1"), "a replacement edits what was sent")

        let retry = now.addingTimeInterval(30)
        try store.write { tx in
            try tx.outbox.postpone(other, until: retry, countingAttempt: true, reason: "timeout")
            try tx.outbox.postpone(other, until: retry, countingAttempt: false, reason: "rate limited")
        }
        #expect(try store.read { tx in try tx.outbox.pendingMessages([other]) }.map(\.attempts) == [1])
        #expect(
            try store.read { tx in try tx.outbox.pendingHeads(platform: "test", afterID: first, limit: 1) }
                .first?.notBefore == retry)

        try store.write { tx in try tx.outbox.markDead(other, reason: "rejected") }
        #expect(try store.read { tx in try tx.outbox.pendingMessages([other, edit]) }.map(\.id) == [edit])
        #expect(try store.read { tx in try tx.outbox.outgoing(other) } != nil, "a dead letter is kept")
    }

    @Test func aChatThatBlockedTheBotLosesOnlyItsPendingEntries() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = try TrackerDatabase(path: directory.file("bot.sqlite")).store
        let sent = try enqueue("sent", to: alice, in: store)
        _ = try enqueue("pending", to: alice, in: store)
        let other = try enqueue("other", to: bob, in: store)
        try store.write { tx in
            try tx.outbox.markSent(sent, messageID: "m1")
            try tx.chats.setActive(false, alice, at: now)
            try tx.outbox.markPendingDead(in: alice, reason: "blocked")
        }
        try store.read { tx throws in
            #expect(try tx.outbox.pendingHeads(platform: "test", afterID: 0, limit: 10).map(\.id) == [other])
            #expect(try !tx.chats.isActive(alice))
            #expect(try tx.chats.isActive(bob), "a chat never recorded is active")
        }
    }

    @Test func aMovedChatTakesItsPendingEntriesAndState() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = try TrackerDatabase(path: directory.file("bot.sqlite")).store
        let first = try enqueue("first", to: alice, in: store)
        let second = try enqueue("second", to: alice, in: store)
        try store.write { tx in
            try tx.chats.setActive(false, alice, at: now)
            try tx.chats.move(alice, to: bob, at: now)
        }
        try store.read { tx throws in
            let heads = try tx.outbox.pendingHeads(platform: "test", afterID: 0, limit: 10)
            #expect(heads.map(\.id) == [first, second])
            #expect(heads.map(\.chatID) == ["bob", "bob"])
            #expect(try !tx.chats.isActive(bob), "the new id keeps whether the bot may write")
            #expect(try tx.chats.isActive(alice), "nothing is left under the old id")
        }
    }
}
