import Foundation
import GRDB
import SQLiteStore
import TestSupport
import Testing
import TrackerCore

/// Sent messages' buttons, found again by the platform's message id or as a chat's latest.
struct OutboxChoicesTests {
    private let room = ChatAddress(platform: "matrix", id: "!room")
    private let now = Date(timeIntervalSince1970: 1_795_338_000)

    private func send(
        _ text: String, buttons: [String], delivery: Outgoing.Delivery = .send, to user: String? = "@ann:hs",
        as messageID: String?, in db: Database
    ) throws {
        let row = buttons.map { Button($0, data: "1|\($0)") }
        let outgoing = Outgoing(
            chat: room, reply: Reply("\(text)", buttons: row.isEmpty ? [] : [row]), delivery: delivery)
        let id = try OutboxEntry.enqueue(outgoing, userExternalID: user, at: now, in: db)
        try OutboxEntry.markSent(id, messageID: messageID, in: db)
    }

    @Test func aMessagesChoicesAreItsLatestEdits() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        try database.write { db in
            try send("card", buttons: ["done", "delete"], as: "$a", in: db)
            try send("list", buttons: ["1", "2"], as: "$b", in: db)
            try send("card, done", buttons: ["reopen"], delivery: .edit(messageID: "$a"), as: "$a", in: db)
        }
        try database.read { db throws in
            #expect(
                try OutboxEntry.buttons(ofMessage: "$a", in: room, db: db)?.flatMap { $0 }.map(\.label) == [
                    "reopen"
                ])
            #expect(
                try OutboxEntry.buttons(ofMessage: "$b", in: room, db: db)?.flatMap { $0 }.map(\.label) == [
                    "1", "2",
                ])
            #expect(try OutboxEntry.buttons(ofMessage: "$nothing", in: room, db: db) == nil)
            // The edit changed the older card; the list is still the latest message.
            let latest = try OutboxEntry.latestChoices(in: room, for: "@ann:hs", db: db)
            #expect(latest?.messageID == "$b")
        }
    }

    @Test func onlyTheLatestMessageToThatUserOffersChoices() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        try database.write { db in
            try send("announcement", buttons: ["join"], to: nil, as: "$join", in: db)
            try send("for bob", buttons: ["check"], to: "@bob:hs", as: "$bob", in: db)
        }
        try database.read { db throws in
            #expect(try OutboxEntry.latestChoices(in: room, for: "@ann:hs", db: db)?.messageID == "$join")
            #expect(try OutboxEntry.latestChoices(in: room, for: "@bob:hs", db: db)?.messageID == "$bob")
        }
        try database.write { db in try send("plain reply", buttons: [], as: "$plain", in: db) }
        try database.read { db throws in
            #expect(try OutboxEntry.latestChoices(in: room, for: "@ann:hs", db: db) == nil)
        }
    }
}
