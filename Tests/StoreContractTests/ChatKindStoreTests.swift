import Foundation
import TestSupport
import Testing
import TrackerCore
import TrackerStore

/// Chats' kinds, first contact and private chats (``ChatStateStore``), on each store.
@Suite struct ChatKindStoreTests {
    let now = Date(timeIntervalSince1970: 1_790_000_000)
    let room = ChatAddress(platform: "matrix", id: "!room")

    @Test(arguments: StoreKind.available)
    func aChatsKindIsWhatWasLastRecorded(_ kind: StoreKind) async throws {
        try await kind.withRows { rows in
            let store = rows.store
            #expect(try await store.read { try $0.chats.isGroup(room) } == false)
            try await store.write { tx in try tx.chats.seen(room, isGroup: true, at: now) }
            #expect(try await store.read { try $0.chats.isGroup(room) } == true)
            try await store.write { tx in try tx.chats.setKind(room, isGroup: false, at: now + 1) }
            #expect(try await store.read { try $0.chats.isGroup(room) } == false)
            try await store.write { tx in try tx.chats.addedToGroup(room, at: now + 2) }
            #expect(try await store.read { try $0.chats.isGroup(room) } == true)
            #expect(try rows.integer(#"SELECT COUNT(*) FROM "chat" WHERE "active""#) == 1)
        }
    }

    @Test(arguments: StoreKind.available)
    func aPrivateMessageMakesAChatActiveAgainAndAGroupMessageDoesNot(_ kind: StoreKind) async throws {
        try await kind.withRows { rows in
            let store = rows.store
            let group = ChatAddress(platform: "matrix", id: "!group")
            try rows.execute(
                #"INSERT INTO "chat" ("platform", "chatID", "active", "updatedAt", "isGroup") VALUES ('matrix', '!room', FALSE, 1, FALSE), ('matrix', '!group', FALSE, 1, TRUE)"#
            )
            try await store.write { tx throws in
                try tx.chats.seen(group, isGroup: true, at: now)
                try tx.chats.seen(room, isGroup: false, at: now)
            }
            #expect(
                try rows.integer(#"SELECT COUNT(*) FROM "chat" WHERE "active" AND "chatID" = '!room'"#) == 1)
            #expect(
                try rows.integer(#"SELECT COUNT(*) FROM "chat" WHERE "active" AND "chatID" = '!group'"#) == 0)
            // Setting the kind leaves whether the bot may write there as it is.
            try await store.write { tx in try tx.chats.setKind(group, isGroup: false, at: now) }
            #expect(
                try rows.integer(#"SELECT COUNT(*) FROM "chat" WHERE "active" AND "chatID" = '!group'"#) == 0)
            // Added to a group, the bot may write there again.
            try await store.write { tx in try tx.chats.addedToGroup(group, at: now) }
            #expect(
                try rows.integer(#"SELECT COUNT(*) FROM "chat" WHERE "active" AND "chatID" = '!group'"#) == 1)
        }
    }

    @Test(arguments: StoreKind.available)
    func theBotHasSpokenInAChatOnlyByAMessageAboutNoOne(_ kind: StoreKind) async throws {
        try await kind.withRows { rows in
            try rows.sent(Outgoing(chat: room, reply: Reply("Hi Ann")), as: "$1", about: "@ann:hs", at: now)
            #expect(try await rows.store.read { try $0.chats.hasHeardFromBot(room) } == false)
            try rows.sent(Outgoing(chat: room, reply: Reply("Welcome, all")), as: "$2", about: nil, at: now)
            #expect(try await rows.store.read { try $0.chats.hasHeardFromBot(room) } == true)
            #expect(
                try await rows.store.read {
                    try $0.chats.hasHeardFromBot(ChatAddress(platform: "telegram", id: "!room"))
                }
                    == false)
        }
    }

    @Test(arguments: StoreKind.available)
    func aPrivateChatIsRecordedReplacedAndForgottenForTheUsersOwnID(_ kind: StoreKind) async throws {
        try await kind.withRows { rows in
            let chatOf =
                #"SELECT COUNT(*) FROM "privateChat" WHERE "userExternalID" = '@ann:hs' AND "chatID" = "#
            try await rows.store.write { tx in try tx.chats.recordPrivateChat(room, for: "@ann:hs") }
            #expect(try rows.integer(chatOf + "'!room'") == 1)
            try await rows.store.write { tx throws in
                try tx.chats.recordPrivateChat(ChatAddress(platform: "matrix", id: "!dm"), for: "@ann:hs")
                try tx.chats.recordPrivateChat(ChatAddress(platform: "matrix", id: "!dm"), for: "@ann:hs")
            }
            #expect(try rows.integer(chatOf + "'!dm'") == 1)
            #expect(try rows.integer(#"SELECT COUNT(*) FROM "privateChat""#) == 1)
            try await rows.store.write { tx throws in
                try tx.chats.recordPrivateChat(ChatAddress(platform: "matrix", id: "@ann:hs"), for: "@ann:hs")
            }
            #expect(try rows.integer(#"SELECT COUNT(*) FROM "privateChat""#) == 0)
        }
    }
}
