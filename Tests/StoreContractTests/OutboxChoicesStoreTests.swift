import Foundation
import TestSupport
import Testing
import TrackerCore
import TrackerStore

/// Sent messages' buttons (``OutboxStore``), found again by the platform's message id or as a
/// chat's latest, on each store.
@Suite struct OutboxChoicesStoreTests {
    let room = ChatAddress(platform: "matrix", id: "!room")
    let now = Date(timeIntervalSince1970: 1_795_338_000)

    private func send(
        _ text: String, buttons: [String], delivery: Outgoing.Delivery = .send, to user: String? = "@ann:hs",
        as messageID: String, in rows: StoreWithRows
    ) throws {
        let row = buttons.map { Button($0, data: "1|\($0)") }
        let outgoing = Outgoing(
            chat: room, reply: Reply("\(text)", buttons: row.isEmpty ? [] : [row]), delivery: delivery)
        try rows.sent(outgoing, as: messageID, about: user, at: now)
    }

    @Test(arguments: StoreKind.available)
    func aMessagesChoicesAreItsSendAndItsEditsInOrder(_ kind: StoreKind) async throws {
        try await kind.withRows { rows in
            try send("card", buttons: ["done", "delete"], as: "$a", in: rows)
            try send("list", buttons: ["1", "2"], as: "$b", in: rows)
            try send("card, done", buttons: ["reopen"], delivery: .edit(messageID: "$a"), as: "$a", in: rows)
            try await rows.store.read { tx throws in
                let card = try #require(try tx.outbox.buttonHistory(ofMessage: "$a", in: room))
                #expect(card.versions.map { $0.joined().map(\.label) } == [["done", "delete"], ["reopen"]])
                #expect(card.latest.joined().map(\.label) == ["reopen"])
                #expect(
                    try tx.outbox.buttonHistory(ofMessage: "$b", in: room)?.versions.map {
                        $0.joined().map(\.label)
                    } == [["1", "2"]])
                #expect(try tx.outbox.buttonHistory(ofMessage: "$nothing", in: room) == nil)
                // The edit changed the older card; the list is still the latest message.
                let latest = try tx.outbox.latestChoices(in: room, for: "@ann:hs")
                #expect(latest?.messageID == "$b")
                #expect(latest?.buttons.latest.joined().map(\.label) == ["1", "2"])
            }
        }
    }

    /// An edit not yet sent counts as what its message shows: two presses in a row on one
    /// message each build on the other.
    @Test(arguments: StoreKind.available)
    func aMessageShowsItsFirstSendAndItsLatestEditSentOrNot(_ kind: StoreKind) async throws {
        try await kind.withRows { rows in
            try send("reminder", buttons: ["read", "water"], as: "$r", in: rows)
            try await rows.store.write { tx in
                let edit = Outgoing(
                    chat: room, reply: Reply("reminder, read", buttons: [[Button("water", data: "1|water")]]),
                    delivery: .edit(messageID: "$r"))
                try tx.outbox.enqueue(edit, userExternalID: "@ann:hs", at: now)
            }
            try await rows.store.read { tx throws in
                let replies = try #require(try tx.outbox.replies(ofMessage: "$r", in: room))
                #expect(
                    replies.first.text.plain == "reminder" && replies.latest.text.plain == "reminder, read")
                #expect(try tx.outbox.replies(ofMessage: "$nothing", in: room) == nil)
                // The sent listing is still the one typed keys press.
                #expect(
                    try tx.outbox.buttonHistory(ofMessage: "$r", in: room)?.versions.map {
                        $0.joined().map(\.label)
                    } == [["read", "water"]])
            }
        }
    }

    @Test(arguments: StoreKind.available)
    func onlyTheLatestMessageToThatUserOffersChoices(_ kind: StoreKind) async throws {
        try await kind.withRows { rows in
            try send("announcement", buttons: ["join"], to: nil, as: "$join", in: rows)
            try send("for bob", buttons: ["check"], to: "@bob:hs", as: "$bob", in: rows)
            try await rows.store.read { tx throws in
                #expect(try tx.outbox.latestChoices(in: room, for: "@ann:hs")?.messageID == "$join")
                #expect(try tx.outbox.latestChoices(in: room, for: "@bob:hs")?.messageID == "$bob")
            }
            try send("plain reply", buttons: [], as: "$plain", in: rows)
            #expect(
                try await rows.store.read { try $0.outbox.latestChoices(in: room, for: "@ann:hs") } == nil)
        }
    }
}
