import Foundation
import SQLiteStore
import TestSupport
import Testing
import TrackerCore
import TrackerStore

/// Reactions that ticked toggles, on a real database: found for their own reactor, forgotten
/// after a week and with their user.
struct ReactionPressTests {
    @Test func aPressIsKeptAWeekForItsReactorAndGoesWithTheUser() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        let chat = ChatAddress(platform: "matrix", id: "!room")
        let start = Date(timeIntervalSince1970: 1_790_000_000)
        let first = ReactionPress(chat: chat, eventID: "$r1", messageID: "$m", data: "1|r.x:1:2")
        let second = ReactionPress(chat: chat, eventID: "$r2", messageID: "$m", data: "1|r.x:1:3")
        try database.write { db in
            let ann = try User.findOrCreate(
                platform: "matrix", externalID: "@ann:hs", displayName: "Ann", now: start, in: db)
            try ReactionPress.remember(first, by: "@ann:hs", at: start, in: db)
            // Someone the bot has never seen owns no toggles: nothing to remember.
            try ReactionPress.remember(second, by: "@nobody:hs", at: start, in: db)
            #expect(try ReactionPress.find(eventID: "$r1", in: chat, by: "@ann:hs", db: db) == first)
            #expect(try ReactionPress.find(eventID: "$r1", in: chat, by: "@bob:hs", db: db) == nil)
            #expect(try ReactionPress.find(eventID: "$r2", in: chat, by: "@nobody:hs", db: db) == nil)
            // A week and a day later the first is forgotten when the next is remembered.
            try ReactionPress.remember(second, by: "@ann:hs", at: start + 8 * 24 * 3600, in: db)
            #expect(try ReactionPress.find(eventID: "$r1", in: chat, by: "@ann:hs", db: db) == nil)
            #expect(try ReactionPress.find(eventID: "$r2", in: chat, by: "@ann:hs", db: db) == second)
            try User.erase(ann, in: db)
            #expect(try ReactionPress.find(eventID: "$r2", in: chat, by: "@ann:hs", db: db) == nil)
        }
    }
}
