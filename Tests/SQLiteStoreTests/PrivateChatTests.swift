import Foundation
import GRDB
import TestSupport
import Testing
import TrackerCore

@testable import SQLiteStore

/// Each user's private chat: recorded where they write privately, followed when it moves, and
/// found for users who wrote before migration v14.
struct PrivateChatTests {
    private let date = Date(timeIntervalSince1970: 1_795_327_200)

    private func address(_ userID: String, _ db: Database) throws -> String {
        try PrivateChat.address(platform: "matrix", externalID: userID, in: db).id
    }

    @Test func aUserIsAddressedInTheChatTheyWrotePrivatelyElseByTheirOwnID() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        try database.write { db in
            #expect(try address("@bob:hs", db) == "@bob:hs")
            try PrivateChat.record(ChatAddress(platform: "matrix", id: "!dm1"), for: "@bob:hs", in: db)
            #expect(try address("@bob:hs", db) == "!dm1")
            try PrivateChat.record(ChatAddress(platform: "matrix", id: "!dm2"), for: "@bob:hs", in: db)
            #expect(try address("@bob:hs", db) == "!dm2")
            #expect(try address("@carol:hs", db) == "@carol:hs")
            // A direct chat a third person joined is a group: nothing private goes there.
            try ChatState.setKind(
                ChatAddress(platform: "matrix", id: "!dm2"), isGroup: true, at: date, in: db)
            #expect(try address("@bob:hs", db) == "@bob:hs")
            // On a platform whose private chats have the user's id, that is the address again.
            try PrivateChat.record(ChatAddress(platform: "matrix", id: "@bob:hs"), for: "@bob:hs", in: db)
            #expect(try address("@bob:hs", db) == "@bob:hs")
        }
    }

    @Test func aForgottenUsersPrivateChatIsForgottenToo() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        let left = try database.write { db in
            let bob = try User.findOrCreate(
                platform: "matrix", externalID: "@bob:hs", displayName: "bob", now: date, in: db)
            try PrivateChat.record(ChatAddress(platform: "matrix", id: "!dm"), for: "@bob:hs", in: db)
            try PrivateChat.record(ChatAddress(platform: "matrix", id: "!carols"), for: "@carol:hs", in: db)
            try User.erase(bob, in: db)
            return try String.fetchAll(db, sql: "SELECT chatID FROM privateChat")
        }
        #expect(left == ["!carols"])
    }

    @Test func aUsersAddressThatMovesToARoomBecomesTheirPrivateChat() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        try database.write { db in
            _ = try User.findOrCreate(
                platform: "matrix", externalID: "@bob:hs", displayName: "bob", now: date, in: db)
            try PrivateChat.record(ChatAddress(platform: "matrix", id: "!old"), for: "@carol:hs", in: db)
            try ChatState.migrate(
                ChatAddress(platform: "matrix", id: "@bob:hs"),
                to: ChatAddress(platform: "matrix", id: "!dm"),
                at: date, in: db)
            try ChatState.migrate(
                ChatAddress(platform: "matrix", id: "!old"), to: ChatAddress(platform: "matrix", id: "!new"),
                at: date, in: db)
            #expect(try address("@bob:hs", db) == "!dm")
            #expect(try address("@carol:hs", db) == "!new")
        }
    }

    @Test func migrationFindsPrivateChatsClearsUserAddressesAndRestoresGroups() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("bot.sqlite")
        let queue = try DatabaseQueue(path: path)
        try Migrations.migrator.migrate(queue, upTo: "v12: challenge schedules")
        try queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO chat (platform, chatID, active, updatedAt, isGroup)
                    VALUES ('matrix', '!dm', 1, 1, 0), ('matrix', '!group', 1, 1, 1),
                           ('matrix', '@bob:hs', 0, 2, NULL), ('telegram', '42', 1, 1, 0),
                           ('matrix', '!gone', 0, 1, 0), ('matrix', '!was-group', 1, 9, 0);
                    INSERT INTO groupChat (platform, chatID, createdAt) VALUES ('matrix', '!was-group', 1);
                    INSERT INTO outbox (platform, chatID, payload, createdAt, userExternalID)
                    VALUES ('matrix', '!dm', x'00', 1, '@bob:hs'), ('matrix', '!group', x'00', 2, '@bob:hs'),
                           ('matrix', '@bob:hs', x'00', 3, '@bob:hs'), ('telegram', '42', x'00', 4, '42'),
                           ('matrix', '!group', x'00', 5, '@carol:hs'),
                           ('matrix', '!was-group', x'00', 6, '@bob:hs');
                    """)
        }
        try queue.close()
        let database = try TrackerDatabase(path: path)
        let found = try database.read { db in
            [
                try address("@bob:hs", db), try address("@carol:hs", db),
                try PrivateChat.address(platform: "telegram", externalID: "42", in: db).id,
            ]
        }
        #expect(found == ["!dm", "@carol:hs", "42"])
        let active = try database.read { db in
            try ["@bob:hs", "!gone"].map {
                try ChatState.isActive(ChatAddress(platform: "matrix", id: $0), in: db)
            }
        }
        #expect(active == [true, false])
        // A group that dropped to two members was recorded as private; it is a group again.
        let wasGroup = try database.read { db in
            try ChatState.isGroup(ChatAddress(platform: "matrix", id: "!was-group"), in: db)
        }
        #expect(wasGroup)
    }
}
