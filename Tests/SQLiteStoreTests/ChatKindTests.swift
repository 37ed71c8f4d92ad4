import Foundation
import GRDB
import TestSupport
import Testing
import TrackerCore

@testable import SQLiteStore

/// A chat's kind is stored when the chat is first seen, and delivery reads it from there.
struct ChatKindTests {
    private let now = Date(timeIntervalSince1970: 1_795_338_000)

    @Test func chatsSeenBeforeTheKindWasStoredGetOneOnUpgrade() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let queue = try DatabaseQueue(path: directory.file("old.sqlite"))
        try Migrations.migrator.migrate(queue, upTo: "v8: reminder times kept while off")
        try queue.write { db in
            for (platform, id) in [("telegram", "-1001"), ("telegram", "42"), ("matrix", "!room")] {
                try db.execute(
                    sql: "INSERT INTO chat (platform, chatID, active, updatedAt) VALUES (?, ?, 0, 1)",
                    arguments: [platform, id])
            }
            // A group with settings but no chat row, as a group that never left had.
            try db.execute(
                sql: "INSERT INTO groupChat (platform, chatID, createdAt) VALUES ('matrix', '!group', 1)")
        }
        try Migrations.migrator.migrate(queue)
        try queue.read { db throws in
            let telegramGroup = ChatAddress(platform: "telegram", id: "-1001")
            #expect(try ChatState.isGroup(telegramGroup, in: db))
            #expect(
                try !ChatState.isActive(telegramGroup, in: db), "the upgrade keeps whether the bot may write")
            #expect(try !ChatState.isGroup(ChatAddress(platform: "telegram", id: "42"), in: db))
            #expect(try ChatState.isGroup(ChatAddress(platform: "matrix", id: "!group"), in: db))
            #expect(try !ChatState.isGroup(ChatAddress(platform: "matrix", id: "!room"), in: db))
        }
    }

    @Test func aPrivateChatThatWritesIsActiveAgainAndAGroupKeepsItsState() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        let alice = ChatAddress(platform: "matrix", id: "!dm")
        let group = ChatAddress(platform: "matrix", id: "!group")
        try database.write { db in
            try ChatState.setActive(false, alice, at: now, in: db)
            try ChatState.setActive(false, group, at: now, in: db)
            try ChatState.seen(alice, isGroup: false, at: now, in: db)
            try ChatState.seen(group, isGroup: true, at: now, in: db)
        }
        try database.read { db throws in
            #expect(try ChatState.isActive(alice, in: db) && !ChatState.isGroup(alice, in: db))
            #expect(try !ChatState.isActive(group, in: db) && ChatState.isGroup(group, in: db))
        }
    }

    @Test func deliveryReadsTheKindWithEachPendingRow() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        let group = ChatAddress(platform: "matrix", id: "!group")
        let unseen = ChatAddress(platform: "matrix", id: "!unseen")
        try database.write { db in
            try ChatState.addedToGroup(group, at: now, in: db)
            for chat in [group, unseen] {
                try OutboxEntry.enqueue(
                    Outgoing(chat: chat, reply: Reply("hi")), userExternalID: nil, at: now, in: db)
            }
        }
        let heads = try database.read { db in
            try OutboxEntry.pendingHeads(platform: "matrix", afterID: 0, limit: 10, in: db)
        }
        #expect(heads.map(\.isGroup) == [true, false])
    }
}
